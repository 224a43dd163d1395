import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderSceneSvg, renderSceneWebp, SCENE_KEYS, sceneMood } from './art.ts';

describe('demo cover art', () => {
  it.each(SCENE_KEYS)('%s renders a self-contained SVG that rasterises at the requested size', async (scene) => {
    const svg = renderSceneSvg(scene, 3, 640, 400);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    // nothing remote, no fonts needed
    expect(svg).not.toMatch(/<text|<image|href=|@import|url\((?!#)/);
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect(meta.format).toBe('svg');
    expect(meta.width).toBe(640);
    expect(meta.height).toBe(400);
    const { info } = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(640);
    expect(info.height).toBe(400);
  });

  it('defaults to 1600×1000', async () => {
    const meta = await sharp(Buffer.from(renderSceneSvg('beach', 0))).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 1000]);
  });

  it('produces WebP with the RIFF/WEBP magic bytes and the requested width', async () => {
    const buf = await renderSceneWebp('pyramid', 1, 480);
    expect(buf.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(buf.subarray(8, 12).toString('ascii')).toBe('WEBP');
    const meta = await sharp(buf).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(480);
    expect(meta.height).toBe(300);
  });

  it('is deterministic for the same scene and seed', async () => {
    for (const scene of SCENE_KEYS) {
      expect(renderSceneSvg(scene, 42, 320, 200)).toBe(renderSceneSvg(scene, 42, 320, 200));
    }
    const [a, b] = await Promise.all([renderSceneWebp('cenote', 7, 200), renderSceneWebp('cenote', 7, 200)]);
    expect(a.equals(b)).toBe(true);
  });

  it('varies with the seed and with the scene', () => {
    for (const scene of SCENE_KEYS) {
      expect(renderSceneSvg(scene, 1, 320, 200)).not.toBe(renderSceneSvg(scene, 2, 320, 200));
      // same light of day (seed % 4), still different details
      expect(renderSceneSvg(scene, 1, 320, 200)).not.toBe(renderSceneSvg(scene, 5, 320, 200));
    }
    expect(renderSceneSvg('beach', 1)).not.toBe(renderSceneSvg('desert', 1));
  });

  it('cycles the light of the day with the seed', () => {
    expect([0, 1, 2, 3].map((s) => sceneMood('colonial', s))).toEqual(['dawn', 'midday', 'sunset', 'night']);
    expect(sceneMood('balloon', 3)).toBe('dawn');
    expect(sceneMood('beach', -1)).toBe('night');
  });
});
