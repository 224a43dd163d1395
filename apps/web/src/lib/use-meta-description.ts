import { useEffect } from 'react';

/**
 * Sets `<meta name="description">` while the calling page is shown. The server already
 * writes it for the first request; this keeps it right after client-side navigation. The
 * previous value comes back on unmount, like `useDocumentTitle`.
 */
export function useMetaDescription(content: string | null | undefined): void {
  useEffect(() => {
    if (!content) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = content;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [content]);
}
