import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatFileSize, SHRINK_MAX_SIDE, shrinkImage } from './shrink-image.ts';

// jsdom has no canvas: compressorjs is replaced by a stand-in that answers as the test says.
const compressor = vi.hoisted(() => ({
  answer: null as ((file: File) => File | Blob | Error) | null,
  options: [] as Record<string, unknown>[],
}));
vi.mock('compressorjs', () => ({
  default: class {
    constructor(file: File, options: { success: (f: File | Blob) => void; error: (e: Error) => void }) {
      compressor.options.push(options);
      const result = compressor.answer!(file);
      queueMicrotask(() => (result instanceof Error ? options.error(result) : options.success(result)));
    }
  },
}));
afterEach(() => {
  compressor.answer = null;
  compressor.options = [];
});

const MB = 1024 * 1024;
const bytes = (n: number) => new Uint8Array(n);

describe('shrinkImage (docs/product.md §5.5)', () => {
  it('sends a 7.7 MB phone photo as the smaller JPEG, at most 2048 px on its longest side', async () => {
    const photo = new File([bytes(Math.round(7.7 * MB))], 'IMG_2041.jpg', { type: 'image/jpeg' });
    compressor.answer = () => new File([bytes(640 * 1024)], 'IMG_2041.jpg', { type: 'image/jpeg' });
    const small = await shrinkImage(photo);
    expect(small.size).toBe(640 * 1024);
    expect(small.name).toBe('IMG_2041.jpg');
    expect(compressor.options[0]).toMatchObject({ maxWidth: SHRINK_MAX_SIDE, maxHeight: SHRINK_MAX_SIDE, quality: 0.85 });
    expect(SHRINK_MAX_SIDE).toBe(2048);
  });

  it('names a Blob answer after the original', async () => {
    const photo = new File([bytes(3 * MB)], 'playa.png', { type: 'image/png' });
    compressor.answer = () => new Blob([bytes(300 * 1024)], { type: 'image/jpeg' });
    const small = await shrinkImage(photo);
    expect(small).toBeInstanceOf(File);
    expect(small).toMatchObject({ name: 'playa.png', type: 'image/jpeg', size: 300 * 1024 });
  });

  it('keeps the original when re-encoding would not make it smaller, or the browser cannot decode it', async () => {
    const small = new File([bytes(90 * 1024)], 'icono.png', { type: 'image/png' });
    compressor.answer = () => new File([bytes(120 * 1024)], 'icono.png', { type: 'image/png' });
    expect(await shrinkImage(small)).toBe(small);
    const odd = new File(['<svg/>'], 'foto.png', { type: 'image/png' });
    compressor.answer = () => new Error('Failed to load the image.');
    // The server checks it by content and answers in Spanish.
    expect(await shrinkImage(odd)).toBe(odd);
  });
});

describe('formatFileSize', () => {
  it.each([
    [Math.round(7.7 * MB), '7.7 MB'],
    [5 * MB, '5 MB'],
    [655_360, '640 KB'],
    [100, '1 KB'],
  ])('%i bytes read %s', (n, text) => {
    expect(formatFileSize(n)).toBe(text);
  });
});
