import { useEffect } from 'react';
import { BRAND_NAME } from '@hv/shared';

/** "Experiencias | Hormiga Viajera": every page title carries the brand suffix (docs/product.md §2.9). */
export function withBrand(pageName: string): string {
  return `${pageName} | ${BRAND_NAME}`;
}

/**
 * Sets `document.title` while the calling page is shown. The previous title comes back on
 * unmount, so a page that sets none (e.g. while loading) never keeps a stale one.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
