import { useId } from 'react';
import { useT } from '@/lib/i18n.tsx';

interface TripDescriptionProps {
  description: string | null;
  /** 'es' when an English page shows the Spanish description (no English one was written). */
  lang?: string;
}

/** 'Descripción del Viaje' (docs/product.md §2.7), with its fallback text when the trip has none. */
export function TripDescription({ description, lang }: TripDescriptionProps) {
  const headingId = useId();
  const { t } = useT();
  const text = description?.trim();

  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-border bg-card p-6 shadow-card sm:p-8">
      <h2 id={headingId} className="font-display text-2xl font-bold sm:text-3xl">
        {t('catalog.trip.descriptionTitle')}
      </h2>
      {text ? (
        <p lang={lang} className="mt-4 text-lg leading-relaxed whitespace-pre-line text-foreground/90">
          {text}
        </p>
      ) : (
        <p className="mt-4 leading-relaxed text-muted-foreground italic">{t('catalog.trip.noDescription')}</p>
      )}
    </section>
  );
}
