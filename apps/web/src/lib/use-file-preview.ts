import { useEffect, useState } from 'react';

/**
 * A `data:` URL of a chosen image file, for its preview; null while it is read or without a
 * file. A data URL needs no revoking, so the preview survives StrictMode's second mount and a
 * dialog closing mid-read (the read is aborted).
 */
export function useFilePreview(file: Blob | null): string | null {
  const [read, setRead] = useState<{ file: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setRead({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return read?.file === file ? read.url : null;
}
