import { SEARCH_MIN_CHARS } from './limits.ts';

// Apart from the catalogue's schemas (catalog.ts) on purpose: the browser's first-load code reads a
// search page's address with searchTerm, and a module holding zod schemas built at its top level
// brings all of zod with any one of its exports (docs/decisions/0218-the-booking-form-within-four-seconds.md).

/** The longest search, in characters. */
export const SEARCH_TERM_MAX = 200;

/**
 * The words a search page looks for (docs/product.md §2.4): trimmed, spaces collapsed, at most 200
 * characters; '' when shorter than the 2 a search needs. The server keeps a rendered results page
 * under it and the browser reads its address with it, so both show the same page.
 */
export function searchTerm(raw: string | null | undefined): string {
  const term = (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_TERM_MAX).trim();
  return [...term].length >= SEARCH_MIN_CHARS ? term : '';
}
