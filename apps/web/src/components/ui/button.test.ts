import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buttonVariants } from './button.tsx';

// jsdom applies no stylesheet (and Vitest hands CSS imports over empty), so this reads the theme file
// itself; a screenshot check is still due. The focus ring must stand out on the cream page it is drawn on.
const css = readFileSync(`${import.meta.dirname}/../../index.css`, 'utf8');

/** A theme colour as #rrggbb, following `var(--…)` references inside the @theme block. */
function themeColour(name: string): string {
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
  if (!value) throw new Error(`--${name} is not in index.css`);
  const reference = /^var\(--([\w-]+)\)$/.exec(value);
  return reference ? themeColour(reference[1]!) : value;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('button focus ring', () => {
  it('draws the theme ring, 2 px off the button so that it lies on the page background', () => {
    const classes = buttonVariants({ variant: 'primary' }).split(' ');
    expect(classes).toEqual(expect.arrayContaining(['focus-visible:outline-3', 'focus-visible:outline-offset-2']));
    // Its colour holds at rest too, so the colour transition never starts it from white.
    expect(classes).toContain('outline-ring');
    expect(classes).not.toContain('focus-visible:outline-ring');
  });

  it('has a ring colour at least 3:1 against the cream background, the cards and the muted panels', () => {
    const ring = themeColour('color-ring');
    expect(ring).toMatch(/^#[0-9a-f]{6}$/i);
    for (const ground of ['color-background', 'color-card', 'color-muted']) {
      expect(contrast(ring, themeColour(ground)), `ring on --${ground}`).toBeGreaterThanOrEqual(3);
    }
    // Comfortably, not just over the line: the old turquoise-600 (3.9:1) still read as pale.
    expect(contrast(ring, themeColour('color-background'))).toBeGreaterThanOrEqual(4.5);
  });
});
