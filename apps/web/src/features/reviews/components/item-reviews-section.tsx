import { formatRating, REVIEW_RATING_MAX, reviewCountLabel } from '@hv/shared';
import { useItemReviews, type ReviewedKind } from '../api/item-reviews.ts';
import { RatingStars } from './rating-stars.tsx';
import { ReviewItem } from './review-item.tsx';

/**
 * `Reseñas` on an experience or trip page (docs/product.md §15.6): the average as stars with its
 * label, the count, and the visible reviews newest first, each from a verified booking.
 */
export function ItemReviewsSection({ kind, slug }: { kind: ReviewedKind; slug: string }) {
  const { data, isPending, isError } = useItemReviews(kind, slug);
  // A page without its reviews is still the page: a failed read shows nothing rather than an error.
  if (isError) return null;
  return (
    <section id="resenas" aria-labelledby="resenas-titulo" className="grid scroll-mt-24 gap-4">
      <h2 id="resenas-titulo" className="font-display text-2xl font-bold">
        Reseñas
      </h2>
      {isPending ? (
        <p role="status" className="text-muted-foreground">
          Cargando reseñas...
        </p>
      ) : data.count === 0 || data.average === null ? (
        <p className="text-muted-foreground">Aún no hay reseñas. Las escriben viajeros después de su reserva.</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <RatingStars
              rating={data.average}
              label={`Calificación promedio: ${formatRating(data.average)} de ${REVIEW_RATING_MAX}`}
              className="[&_svg]:size-6"
            />
            <span className="text-2xl font-bold tabular-nums" aria-hidden="true">
              {formatRating(data.average)}
            </span>
            <span className="text-muted-foreground">{reviewCountLabel(data.count)}</span>
          </div>
          <ul className="grid gap-3">
            {data.reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
