import { useCallback } from 'react';
import type { TransportRequestRow } from '@hv/shared';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { toast } from '@/lib/use-toast.ts';
import { DataTable } from '../crud/data-table.tsx';
import { transportColumns } from './transport-columns.tsx';
import { TransportPanel } from './transport-panel.tsx';

const TITLE = 'Solicitudes de Transporte';
const TEXTS = {
  loading: 'Cargando solicitudes...',
  empty: 'Aún no hay solicitudes de transporte.',
  emptySearch: 'No se encontraron solicitudes.',
};

/**
 * Staff screen 'Transporte': the landing form's requests, newest first (the server orders them),
 * searched on the server by name, e-mail, destination or status label.
 */
export default function TransportPage() {
  useDocumentTitle(withBrand(TITLE));
  const onLoadError = useCallback(
    (error: Error) =>
      toast({
        variant: 'destructive',
        title: 'No se pudieron cargar las solicitudes de transporte.',
        description: error.message,
      }),
    [],
  );
  return (
    <section className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="font-display text-2xl font-bold sm:text-3xl">{TITLE}</h1>
        <p className="text-muted-foreground">
          Las solicitudes del formulario de renta de transporte, de la más reciente a la más antigua. Busca por nombre, correo,
          destino o estado.
        </p>
      </div>
      <DataTable<TransportRequestRow>
        resource="transport-requests"
        searchPlaceholder="Buscar solicitud..."
        columns={transportColumns}
        texts={TEXTS}
        onLoadError={onLoadError}
        renderExpanded={(row) => <TransportPanel row={row} />}
        // Six columns do not fit a tablet: cards up to 1023 px (issue 16).
        cards="tablet"
      />
    </section>
  );
}
