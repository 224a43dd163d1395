import { BadgeCheck } from 'lucide-react';
import { formatLongDate, REVIEW_MESSAGES, todayInMexico, type PublicReview } from '@hv/shared';
import { RatingStars, ratingLabel } from './rating-stars.tsx';

/** The day a review was written, in Mexico City. */
const reviewDay = (createdAt: string) => todayInMexico(new Date(createdAt));

/** One review: its stars, who wrote it, the long es-MX date and the verified-booking mark. */
export function ReviewItem({ review }: { review: PublicReview }) {
  const day = reviewDay(review.createdAt);
  return (
    <article className="grid gap-2 rounded-2xl border border-border bg-card p-5" aria-label={`Reseña de ${review.authorName}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RatingStars rating={review.rating} label={ratingLabel(review.rating)} />
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-jade-800">
          <BadgeCheck aria-hidden="true" className="size-4" />
          {REVIEW_MESSAGES.verified}
        </span>
      </div>
      <p className="leading-relaxed whitespace-pre-line">{review.body}</p>
      <p className="text-sm text-muted-foreground">
        <span className="font-semibold text-foreground">{review.authorName}</span> ·{' '}
        <time dateTime={day}>{formatLongDate(day)}</time>
      </p>
    </article>
  );
}
