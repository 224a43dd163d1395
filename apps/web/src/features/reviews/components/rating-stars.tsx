import { Star } from 'lucide-react';
import { REVIEW_RATING_MAX } from '@hv/shared';
import { cn } from '@/lib/cn.ts';

/**
 * A rating as stars, read out by its label ("Calificación: 4 de 5"); an average fills the
 * nearest whole number of stars, the label says it exactly.
 */
export function RatingStars({ rating, label, className }: { rating: number; label: string; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={label} className={cn('inline-flex gap-0.5', className)}>
      {Array.from({ length: REVIEW_RATING_MAX }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn('size-5', i < filled ? 'fill-marigold-400 text-marigold-500' : 'fill-transparent text-terracotta-200')}
        />
      ))}
    </span>
  );
}
