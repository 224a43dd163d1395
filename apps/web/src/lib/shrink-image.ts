import { AVATAR_MAX_BYTES } from '@hv/shared';

/**
 * The longest side a photo keeps before upload: above the widest stored width (1600 px,
 * docs/architecture.md §10) for landscape covers, while a 12-megapixel phone photo drops from
 * several MB to well under 1 MB.
 */
export const SHRINK_MAX_SIDE = 2048;
/** Over this, a PNG (usually a screenshot or a photo saved as PNG) is re-encoded as JPEG. */
const PNG_TO_JPEG_BYTES = 1_000_000;

/** The upload limit the server checks (5 MB); the same one for covers, gallery photos and avatars. */
export const UPLOAD_MAX_BYTES = AVATAR_MAX_BYTES;

/**
 * Shrinks a photo in the browser before it is uploaded (docs/product.md §5.5): at most
 * SHRINK_MAX_SIDE px on its longest side, re-encoded (JPEG at 0.85; EXIF orientation applied),
 * never larger than the original. compressorjs does the canvas work and is loaded on first use.
 * A file the browser cannot decode is returned as it is: the server still checks every upload
 * by its content and answers in Spanish.
 */
export async function shrinkImage(file: File): Promise<File> {
  try {
    const { default: Compressor } = await import('compressorjs');
    const result = await new Promise<File | Blob>((resolve, reject) => {
      new Compressor(file, {
        maxWidth: SHRINK_MAX_SIDE,
        maxHeight: SHRINK_MAX_SIDE,
        quality: 0.85,
        convertSize: PNG_TO_JPEG_BYTES,
        success: resolve,
        error: reject,
      });
    });
    if (result.size >= file.size) return file;
    return result instanceof File ? result : new File([result], file.name, { type: result.type });
  } catch {
    return file;
  }
}

const sizeFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });

/** A file size as staff read it: '7.7 MB', '480 KB'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
  return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
