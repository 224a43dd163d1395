import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Lock } from 'lucide-react';
import { LoadingState } from '@/components/loading-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { loadCheckoutFields } from '@/features/booking';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { adminPaths } from '../admin-paths.ts';
import { useAdminMe } from '../shell/use-admin-me.ts';
import { ManualSaleForm, type Sold } from './manual-sale-form.tsx';
import { ManualSaleResultPanel } from './manual-sale-result.tsx';

const TITLE = 'Nueva venta manual';

/**
 * `Nueva venta manual` (docs/product.md §14.6): a sale typed by an Administrador or a Coordinador
 * for a customer who called or wrote; an Organizador sees bookings but cannot sell (the server
 * refuses them too). After the sale, its outcome replaces the form.
 */
export default function ManualSalePage() {
  useDocumentTitle(withBrand(TITLE));
  const me = useAdminMe();
  // The booking form's own fields, a chunk of their own (features/booking/checkout-fields.ts).
  const fields = useQuery({
    queryKey: ['booking', 'checkout-fields'] as const,
    queryFn: loadCheckoutFields,
    staleTime: Infinity,
    enabled: me.data?.role !== 'Organizador',
    // A module, kept as it is.
    structuralSharing: false,
  });
  const [sold, setSold] = useState<Sold | null>(null);
  // A new sale starts from an empty form.
  const [formKey, setFormKey] = useState(0);

  let body;
  if (me.isPending) body = <LoadingState message="Cargando..." />;
  else if (me.data?.role === 'Organizador') {
    body = (
      <p className="flex max-w-2xl items-start gap-3 rounded-2xl border border-marigold-300 bg-marigold-50 p-4">
        <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-marigold-800" />
        <span>
          Como Organizador puedes consultar las reservas, pero no registrar ventas. Pide a un Coordinador o a un Administrador que
          registre esta venta.
        </span>
      </p>
    );
  } else if (sold) {
    body = (
      <ManualSaleResultPanel
        sold={sold}
        onAnother={() => {
          setSold(null);
          setFormKey((k) => k + 1);
        }}
      />
    );
  } else if (fields.data) body = <ManualSaleForm key={formKey} fields={fields.data} onSold={setSold} />;
  else if (fields.isPending) body = <LoadingState message="Cargando..." />;
  else {
    body = (
      <div role="alert" className="grid justify-items-start gap-3">
        <p>No se pudo cargar el formulario. Revisa tu conexión e inténtalo de nuevo.</p>
        <Button variant="outline" onClick={() => void fields.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  }

  return (
    <section className="grid gap-6">
      <div className="grid gap-1">
        <Link
          to={adminPaths.bookings}
          className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Reservas
        </Link>
        <h1 className="font-display text-2xl font-bold sm:text-3xl">{TITLE}</h1>
        <p className="text-muted-foreground">
          Para clientes que reservan por teléfono o WhatsApp: con las mismas reglas de fechas, lugares y cupones que la página.
        </p>
      </div>
      {body}
    </section>
  );
}
