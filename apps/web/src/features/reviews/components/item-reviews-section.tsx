import { REVIEW_RATING_MAX } from '@hv/shared';
import { useT } from '@/lib/i18n.tsx';
import { useItemReviews, type ReviewedKind } from '../api/item-reviews.ts';
import { formatRating } from '../lib/format-rating.ts';
import { RatingStars } from './rating-stars.tsx';
import { ReviewItem } from './review-item.tsx';

/**
 * `Reseñas` on an experience or trip page (docs/product.md §15.6): the average as stars with its
 * label, the count, and the visible reviews newest first, each from a verified booking.
 */
export function ItemReviewsSection({ kind, slug }: { kind: ReviewedKind; slug: string }) {
  const { locale, t } = useT();
  const { data, isPending, isError } = useItemReviews(kind, slug);
  // A page without its reviews is still the page: a failed read shows nothing rather than an error.
  if (isError) return null;
  return (
    <section id="resenas" aria-labelledby="resenas-titulo" className="grid scroll-mt-24 gap-4">
      <h2 id="resenas-titulo" className="font-display text-2xl font-bold">
        {t('reviews.section.title')}
      </h2>
      {isPending ? (
        <p role="status" className="text-muted-foreground">
          {t('reviews.section.loading')}
        </p>
      ) : data.count === 0 || data.average === null ? (
        <p className="text-muted-foreground">{t('reviews.section.none')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <RatingStars
              rating={data.average}
              label={t('reviews.section.average', { rating: formatRating(data.average, locale), max: REVIEW_RATING_MAX })}
              className="[&_svg]:size-6"
            />
            <span className="text-2xl font-bold tabular-nums" aria-hidden="true">
              {formatRating(data.average, locale)}
            </span>
            <span className="text-muted-foreground">{t('reviews.section.count', { count: data.count })}</span>
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
