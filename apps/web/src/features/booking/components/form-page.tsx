import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';

/** A page that is one short form (`/mi-reserva`, `/facturar`): its title, a sentence, the form in a card, then `children`. */
export function FormPage({
  id,
  title,
  intro,
  form,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  form: ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(withBrand(title));
  return (
    <section aria-labelledby={id} className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:py-14">
      <div className="grid gap-2">
        <h1 id={id} className="font-display text-3xl font-bold sm:text-4xl">
          {title}
        </h1>
        <p className="text-muted-foreground">{intro}</p>
      </div>
      <Card className="p-5 sm:p-7">{form}</Card>
      {children}
    </section>
  );
}
