import { useCallback, useMemo, useState } from 'react';
import { REVIEW_MESSAGES, type AdminReviewRow } from '@hv/shared';
import { ApiRequestError } from '@/lib/api.ts';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { toast } from '@/lib/use-toast.ts';
import { DataTable } from '../crud/data-table.tsx';
import { useAdminMe } from '../shell/use-admin-me.ts';
import { HideReviewDialog } from './hide-review-dialog.tsx';
import { reviewsColumns } from './reviews-columns.tsx';
import { useSetReviewHidden } from './reviews-api.ts';

const TITLE = 'Reseñas';
const TEXTS = {
  loading: 'Cargando reseñas...',
  empty: 'Aún no hay reseñas.',
  emptySearch: 'No se encontraron reseñas.',
};
const MODERATORS = new Set(['Administrador', 'Coordinador']);

/**
 * Staff screen `Reseñas` (docs/product.md §15.6): every review, newest first, hidden ones too;
 * Administrador and Coordinador hide an abusive one with a reason, or show it again.
 */
export default function ReviewsPage() {
  useDocumentTitle(withBrand(TITLE));
  const me = useAdminMe();
  const [hiding, setHiding] = useState<AdminReviewRow | null>(null);
  const setHidden = useSetReviewHidden();
  const busyId = setHidden.isPending ? (setHidden.variables?.id ?? null) : null;

  const onShow = useCallback(
    (row: AdminReviewRow) =>
      setHidden.mutate(
        { id: row.id, hide: null },
        {
          onSuccess: () => toast({ title: REVIEW_MESSAGES.shown }),
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: 'No se pudo mostrar la reseña.',
              description: error instanceof ApiRequestError ? error.message : undefined,
            }),
        },
      ),
    [setHidden],
  );
  const columns = useMemo(() => reviewsColumns({ onHide: setHiding, onShow, busyId }), [onShow, busyId]);
  const onLoadError = useCallback(
    (error: Error) => toast({ variant: 'destructive', title: 'No se pudieron cargar las reseñas.', description: error.message }),
    [],
  );

  return (
    <section className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="font-display text-2xl font-bold sm:text-3xl">{TITLE}</h1>
        <p className="text-muted-foreground">
          Las reseñas de reservas verificadas, de la más reciente a la más antigua. Una reseña oculta deja de verse en el sitio y
          en el promedio.
        </p>
      </div>
      {me.data && !MODERATORS.has(me.data.role) ? (
        <p role="status" className="text-muted-foreground">
          Solo Administración y Coordinación pueden revisar las reseñas.
        </p>
      ) : me.data ? (
        <DataTable<AdminReviewRow>
          resource="reviews"
          searchPlaceholder="Buscar reseña..."
          columns={columns}
          texts={TEXTS}
          onLoadError={onLoadError}
          cards="tablet"
        />
      ) : null}
      <HideReviewDialog review={hiding} onClose={() => setHiding(null)} />
    </section>
  );
}
