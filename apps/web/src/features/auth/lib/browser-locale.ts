/** docs/product.md §3.1: the browser's language, 'en-US' when it has none. */
export function browserLocale(): string {
  return (typeof navigator !== 'undefined' && navigator.language) || 'en-US';
}
