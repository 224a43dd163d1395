import { BadgeCheck } from 'lucide-react';
import { REVIEW_RATING_MAX, todayInMexico, type PublicReview } from '@hv/shared';
import { useT } from '@/lib/i18n.tsx';
import { RatingStars } from './rating-stars.tsx';

/** The day a review was written, in Mexico City. */
const reviewDay = (createdAt: string) => todayInMexico(new Date(createdAt));

/** One review: its stars, who wrote it, the long date in the page's language and the verified-booking mark. */
export function ReviewItem({ review }: { review: PublicReview }) {
  const { t, longDate } = useT();
  const day = reviewDay(review.createdAt);
  return (
    <article
      className="grid gap-2 rounded-2xl border border-border bg-card p-5"
      aria-label={t('reviews.item.label', { name: review.authorName })}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RatingStars rating={review.rating} label={t('reviews.item.rating', { rating: review.rating, max: REVIEW_RATING_MAX })} />
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-jade-800">
          <BadgeCheck aria-hidden="true" className="size-4" />
          {t('reviews.item.verified')}
        </span>
      </div>
      <p className="leading-relaxed whitespace-pre-line">{review.body}</p>
      <p className="text-sm text-muted-foreground">
        <span className="font-semibold text-foreground">{review.authorName}</span> · <time dateTime={day}>{longDate(day)}</time>
      </p>
    </article>
  );
}
