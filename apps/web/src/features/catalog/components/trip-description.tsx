import { useId } from 'react';

/** 'Descripción del Viaje' (docs/product.md §2.7), with its fallback text when the trip has none. */
export function TripDescription({ description }: { description: string | null }) {
  const headingId = useId();
  const text = description?.trim();

  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-border bg-card p-6 shadow-card sm:p-8">
      <h2 id={headingId} className="font-display text-2xl font-bold sm:text-3xl">
        Descripción del Viaje
      </h2>
      {text ? (
        <p className="mt-4 text-lg leading-relaxed whitespace-pre-line text-foreground/90">{text}</p>
      ) : (
        <p className="mt-4 leading-relaxed text-muted-foreground italic">No hay descripción disponible para este viaje.</p>
      )}
    </section>
  );
}
