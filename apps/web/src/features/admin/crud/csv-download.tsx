import { Download } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button.tsx';

/** `Descargar CSV`: a plain download link styled as a button (the server sends the file and its name). */
export function CsvDownload({
  href,
  ...button
}: { href: string } & Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'className'>) {
  return (
    <Button asChild variant="outline" size="sm" {...button}>
      <a href={href} download>
        <Download aria-hidden="true" />
        Descargar CSV
      </a>
    </Button>
  );
}
