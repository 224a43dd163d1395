import { CATALOG_ADMIN_MESSAGES, type GalleryImage, type GalleryPlan } from '@hv/shared';
import { AppError } from '../../lib/errors.ts';

/** A gallery photo as a save will keep it: already stored (`url`) or still to store (`upload`, a file index). */
export type GallerySlot = GalleryPlan[number];

/** Another save changed the item's photos since this form was opened (docs/product.md §5.5). */
export const imagesChanged = () =>
  new AppError('conflict', CATALOG_ADMIN_MESSAGES.imagesChanged, { gallery: CATALOG_ADMIN_MESSAGES.imagesChanged });

const mismatch = () =>
  new AppError('validation', CATALOG_ADMIN_MESSAGES.galleryMismatch, { gallery: CATALOG_ADMIN_MESSAGES.galleryMismatch });

/**
 * Checks the gallery a save asks for against the item's photos and the files sent, before
 * anything is stored (docs/product.md §5.5): a kept photo must still be the item's, kept once;
 * each file sent is placed exactly once.
 */
export function planGallery(plan: GalleryPlan, current: GalleryImage[], uploads: number): GallerySlot[] {
  const known = new Set(current.map((image) => image.url));
  const kept = new Set<string>();
  const placed = new Set<number>();
  for (const slot of plan) {
    if ('url' in slot) {
      if (!known.has(slot.url)) throw imagesChanged();
      if (kept.has(slot.url)) throw mismatch();
      kept.add(slot.url);
    } else {
      if (slot.upload >= uploads || placed.has(slot.upload)) throw mismatch();
      placed.add(slot.upload);
    }
  }
  if (placed.size !== uploads) throw mismatch();
  return plan;
}

/** The gallery to save: kept photos as they are, each file at its place with its stored URL. */
export function fillGallery(slots: GallerySlot[], uploaded: string[]): GalleryImage[] {
  return slots.map((slot) => ('url' in slot ? slot : { url: uploaded[slot.upload]!, alt: slot.alt }));
}

/** The photos of `before` that `after` no longer has: their files go once the save is done. */
export function droppedImages(before: GalleryImage[], after: GalleryImage[]): string[] {
  const still = new Set(after.map((image) => image.url));
  return before.map((image) => image.url).filter((url) => !still.has(url));
}
