import { imageSrcSet } from '@hv/shared';
import { Mountain } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

interface CoverImageProps {
  src: string | null | undefined;
  alt: string;
  /** The `sizes` attribute matching the layout, so the browser picks the right width. */
  sizes: string;
  /** Intrinsic size: reserves the box before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** Above the fold: load now and first (likely the LCP element). */
  priority?: boolean;
  /** In view on first paint but not the LCP: load now, normal priority. */
  eager?: boolean;
  className?: string;
}

/**
 * A stored cover photo with its WebP widths as srcset. Items without a photo get a
 * branded placeholder instead of a broken image.
 */
export function CoverImage({ src, alt, sizes, width, height, priority, eager, className }: CoverImageProps) {
  if (!src) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn(
          'flex items-center justify-center bg-gradient-to-br from-terracotta-200 via-marigold-200 to-jade-200 text-terracotta-700/60',
          className,
        )}
      >
        <Mountain className="size-12" aria-hidden="true" />
      </div>
    );
  }

  return (
    <img
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn('bg-muted object-cover', className)}
    />
  );
}
