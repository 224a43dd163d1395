// Uploaded and generated images are stored as WebP in several widths:
// `{base}.webp` (the widest) beside `{base}-480.webp` and `{base}-960.webp`.
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

/** The srcset for a stored image URL, or undefined for a URL we did not produce. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !url.startsWith('/storage/') || !url.endsWith('.webp')) return undefined;
  const base = url.slice(0, -'.webp'.length);
  return IMAGE_WIDTHS.map((w) => `${w === 1600 ? url : `${base}-${w}.webp`} ${w}w`).join(', ');
}

/** `sizes` of the cover on detail pages; the server preloads that image with the same hint. */
export const DETAIL_HERO_IMAGE_SIZES = '(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 100vw';

/**
 * `sizes` of an experience card's photo, matching the grid (1 column on phones, 2 from `sm`, 3 from
 * `lg` inside a 80rem container); the server preloads the list's first photo with the same hint.
 */
export const EXPERIENCE_CARD_IMAGE_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw';
