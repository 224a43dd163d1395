import type { MultipartFile } from '@fastify/multipart';
import sharp, { type ResizeOptions } from 'sharp';
import { said } from '@hv/shared';
import { AppError } from '../../lib/errors.ts';
import { sniffImageType } from './image-type.ts';

const MAX_INPUT_PIXELS = 40_000_000;
const decoder = (data: Buffer) => sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' });

/**
 * Reads an uploaded image and proves it is one. The type is checked by content, and decoding
 * the whole image is the real test: a truncated file, a pixel bomb or an SVG/HTML file with an
 * image name is refused (415) before anything is stored; over the size limit, 413.
 */
export async function readImageBuffer(file: MultipartFile | undefined): Promise<Buffer> {
  if (!file) throw new AppError('validation', said('upload.missing'), { file: said('upload.missing') });
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw new AppError('payload_too_large', said('upload.tooLarge'));
    throw error;
  }
  if (!sniffImageType(data)) throw new AppError('unsupported_media_type', said('upload.type'));
  try {
    // Decoding every row is the real test; shrinking on the way keeps one strip of rows in
    // memory, where raw pixels would cost 108 MB for a 120 KB PNG of 36 megapixels.
    await decoder(data).resize(64, 64, { fit: 'inside' }).toBuffer();
  } catch {
    throw new AppError('unsupported_media_type', said('upload.damaged'));
  }
  return data;
}

/** A checked upload, re-encoded to WebP at the given size. */
export async function readImageUpload(file: MultipartFile | undefined, resize: ResizeOptions): Promise<Buffer> {
  const data = await readImageBuffer(file);
  return decoder(data).rotate().resize(resize).webp({ quality: 80 }).toBuffer();
}
