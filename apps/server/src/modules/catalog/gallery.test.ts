import { describe, expect, it } from 'vitest';
import { droppedImages, fillGallery, planGallery } from './gallery.ts';

const current = [
  { url: '/storage/experience-images/a-1.webp', alt: 'A' },
  { url: '/storage/experience-images/b-2.webp', alt: 'B' },
];
const [a, b] = current as [(typeof current)[0], (typeof current)[0]];

describe('planGallery (docs/product.md §5.5)', () => {
  it.each([
    ['keeps, reorders and places new files', [b, { upload: 1, alt: '' }, a, { upload: 0, alt: 'x' }], 2],
    ['empties the gallery', [], 0],
  ])('accepts a plan that %s', (_, plan, uploads) => {
    expect(planGallery(plan, current, uploads)).toEqual(plan);
  });

  it.each([
    ['a photo the item no longer has', [{ url: '/storage/experience-images/c-3.webp', alt: '' }], 0, 'conflict'],
    ['the same photo twice', [a, a], 0, 'validation'],
    ['a file index beyond the files sent', [{ upload: 1, alt: '' }], 1, 'validation'],
    [
      'one file placed twice',
      [
        { upload: 0, alt: '' },
        { upload: 0, alt: '' },
      ],
      1,
      'validation',
    ],
    ['a file sent but not placed', [a], 1, 'validation'],
  ])('refuses %s', (_, plan, uploads, code) => {
    expect(() => planGallery(plan, current, uploads)).toThrow(expect.objectContaining({ code }));
  });
});

describe('fillGallery and droppedImages', () => {
  it('puts each stored file at its place and names what the save dropped', () => {
    const after = fillGallery([{ upload: 0, alt: 'nueva' }, b], ['/storage/experience-images/n-9.webp']);
    expect(after).toEqual([{ url: '/storage/experience-images/n-9.webp', alt: 'nueva' }, b]);
    expect(droppedImages(current, after)).toEqual([a.url]);
  });
});
