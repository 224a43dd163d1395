import type { MultipartFile } from '@fastify/multipart';
import sharp, { type ResizeOptions } from 'sharp';
import { UPLOAD_MESSAGES } from '@hv/shared';
import { AppError } from '../../lib/errors.ts';
import { sniffImageType } from './image-type.ts';

const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Reads an uploaded image and re-encodes it to WebP. The type is checked by content, and
 * decoding the whole image is the real test: a truncated file, a pixel bomb or an SVG/HTML file
 * with an image name is refused with 415 before anything is stored.
 */
export async function readImageUpload(file: MultipartFile | undefined, resize: ResizeOptions): Promise<Buffer> {
  if (!file) throw new AppError('validation', UPLOAD_MESSAGES.missing, { file: UPLOAD_MESSAGES.missing });
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw new AppError('payload_too_large', UPLOAD_MESSAGES.tooLarge);
    throw error;
  }
  if (!sniffImageType(data)) throw new AppError('unsupported_media_type', UPLOAD_MESSAGES.type);
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize(resize)
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError('unsupported_media_type', UPLOAD_MESSAGES.damaged);
  }
}
