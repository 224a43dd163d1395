import { useId } from 'react';
import type { GalleryImage } from '@hv/shared';
import { CoverImage } from '@/components/cover-image.tsx';
import { useT } from '@/lib/i18n.tsx';

// Two columns (half the screen less the page's and the card's padding), three beside the side
// card from `lg` (240 px each in the main column of an 80rem page).
const GALLERY_IMAGE_SIZES = '(min-width: 1024px) 240px, (min-width: 640px) calc(50vw - 4.5rem), calc(50vw - 2.25rem)';

interface ItemGalleryProps {
  /** The item's name as the page shows it: what a photo without its own description is a photo of. */
  name: string;
  images: GalleryImage[];
}

/** An experience's or trip's photos after the cover, in staff's order (docs/product.md §5.5); nothing when there are none. */
export function ItemGallery({ name, images }: ItemGalleryProps) {
  const headingId = useId();
  const { t } = useT();
  if (images.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-border bg-card p-4 shadow-card sm:p-8">
      <h2 id={headingId} className="px-2 font-display text-2xl font-bold sm:px-0 sm:text-3xl">
        {t('catalog.gallery.title')}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-2 sm:mt-6 sm:gap-4 lg:grid-cols-3">
        {images.map((image, index) => (
          <li key={image.url}>
            <CoverImage
              src={image.url}
              alt={image.alt || t('catalog.gallery.photoAlt', { name, number: index + 1, count: images.length })}
              sizes={GALLERY_IMAGE_SIZES}
              width={1600}
              height={1067}
              className="aspect-[3/2] w-full rounded-2xl"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
