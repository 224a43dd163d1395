import { META_DESCRIPTION_CHARS } from '@hv/shared';

/**
 * docs/product.md §2.9: a page's meta description is the first 160 characters of its text, else a
 * fallback. Same rule as the server's page heads (apps/server site/page-meta.ts), so the
 * description a crawler reads and the one left after client-side navigation agree.
 */
export function metaDescription(text: string | null | undefined, fallback: string): string {
  const value = (text ?? '').replace(/\s+/g, ' ').trim();
  return value ? value.slice(0, META_DESCRIPTION_CHARS) : fallback;
}
