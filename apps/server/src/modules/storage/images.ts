import sharp from 'sharp';
import { IMAGE_WIDTHS } from '@hv/shared';
import { publicUrl, type Bucket, type StorageDriver } from './driver.ts';

// Decoding is the real check: a truncated file passes metadata() and fails only here.
sharp.cache(false);
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Re-encodes an image to WebP in each width of IMAGE_WIDTHS and stores
 * `{base}.webp` (widest) plus `{base}-{w}.webp`. Returns the public URL of the widest.
 */
export async function storeImageVariants(storage: StorageDriver, bucket: Bucket, base: string, input: Buffer): Promise<string> {
  const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  for (const width of IMAGE_WIDTHS) {
    const webp = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    await storage.put(bucket, width === widest ? `${base}.webp` : `${base}-${width}.webp`, webp, 'image/webp');
  }
  return publicUrl(bucket, `${base}.webp`);
}
