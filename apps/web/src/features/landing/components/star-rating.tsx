import { Star } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n.tsx';

const MAX_STARS = 5;

/** 1 to 5 stars, read out as "Calificación: 4 de 5" ("Rating: 4 out of 5"). */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const { t } = useT();
  return (
    <span
      role="img"
      aria-label={t('landing.reviews.rating', { rating, max: MAX_STARS })}
      className={cn('inline-flex gap-0.5', className)}
    >
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn('size-5', i < rating ? 'fill-marigold-400 text-marigold-500' : 'fill-transparent text-terracotta-200')}
        />
      ))}
    </span>
  );
}
