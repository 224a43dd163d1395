import { useCallback } from 'react';
import { Sprout } from 'lucide-react';
import { REWARDS_MESSAGES, type RewardsRow } from '@hv/shared';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { toast } from '@/lib/use-toast.ts';
import { DataTable } from '../crud/data-table.tsx';
import { rewardsColumns } from './rewards-columns.tsx';
import { SeedSettingsCard } from './seed-settings-card.tsx';

const TEXTS = {
  loading: 'Cargando ranking...',
  empty: REWARDS_MESSAGES.empty,
  emptySearch: 'No se encontraron viajeros con ese nombre o correo.',
};

/** 'Programa de Recompensas' (docs/product.md §11.7): the seeds ranking of travellers, read-only (redemption comes later). */
export default function RewardsPage() {
  useDocumentTitle(withBrand(REWARDS_MESSAGES.title));
  // docs/product.md §11.7: the list is emptied (DataTable shows no rows after a failed load) and this toast shows.
  const onLoadError = useCallback(
    () => toast({ variant: 'destructive', title: 'Error', description: REWARDS_MESSAGES.loadError }),
    [],
  );
  return (
    <section className="grid gap-6">
      <h1 className="font-display text-2xl font-bold sm:text-3xl">{REWARDS_MESSAGES.title}</h1>
      <RewardsInfo />
      <DataTable<RewardsRow>
        resource="rewards"
        searchPlaceholder="Buscar viajero..."
        columns={rewardsColumns}
        texts={TEXTS}
        onLoadError={onLoadError}
      />
      <SeedSettingsCard />
    </section>
  );
}

function RewardsInfo() {
  return (
    <aside
      aria-labelledby="rewards-info-title"
      className="flex gap-3 rounded-2xl border border-jade-100 bg-jade-50 p-4 text-sm text-jade-800 sm:p-5"
    >
      <Sprout className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <h2 id="rewards-info-title" className="font-display text-base font-bold">
          ¿Cómo funciona?
        </h2>
        <p>
          Por cada <strong>500 MXN</strong> pagados en viajes y experiencias, el viajero gana <strong>25 semillas</strong>. Las
          semillas se suman al confirmarse el pago y se descuentan si la reserva se reembolsa.
        </p>
        <p>El canje de semillas por beneficios estará disponible próximamente, por eso la vigencia aparece como N/A.</p>
      </div>
    </aside>
  );
}
