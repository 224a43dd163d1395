import { createAvatar } from '@dicebear/core';
import { initials } from '@dicebear/collection';

// The brand's terracotta, jade, turquoise and marigold, dark enough for white initials.
const BACKGROUNDS = ['b9452a', '186552', '0e6f86', 'b44a09', '7c2f21'];

/**
 * docs/product.md §3.5: without an uploaded photo, an avatar seeded by the name or e-mail — drawn here as
 * an SVG data URI instead of requested from another site.
 */
export function generatedAvatar(seed: string): string {
  return createAvatar(initials, { seed, backgroundColor: BACKGROUNDS, textColor: ['ffffff'], fontWeight: 600 }).toDataUri();
}
