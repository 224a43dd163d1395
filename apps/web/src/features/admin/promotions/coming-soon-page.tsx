import { Hourglass } from 'lucide-react';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';

/** Cupones, Gift Cards and Recompensas until their screens exist (issue 7). */
export function ComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(withBrand(title));
  return (
    <section className="grid gap-6">
      <h1 className="font-display text-2xl font-bold sm:text-3xl">{title}</h1>
      <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-border bg-card p-10 text-center">
        <Hourglass className="size-10 text-marigold-600" aria-hidden="true" />
        <p className="text-lg font-semibold">Próximamente</p>
        <p className="text-muted-foreground">Estamos preparando esta sección.</p>
      </div>
    </section>
  );
}
