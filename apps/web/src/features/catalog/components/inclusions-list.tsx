import { useId } from 'react';
import { CircleCheck } from 'lucide-react';

interface InclusionsListProps {
  /** '¿Qué incluye esta experiencia?' or, on a trip, '¿Qué incluye?' (docs/product.md §2.6, §2.7). */
  title: string;
  bullets: string[];
  /** 'es' when an English page shows the Spanish bullets (no English ones were written). */
  lang?: string;
}

/** What the price includes, as a checked list; nothing at all when there are no bullets. */
export function InclusionsList({ title, bullets, lang }: InclusionsListProps) {
  const headingId = useId();
  if (bullets.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-border bg-card p-6 shadow-card sm:p-8">
      <h2 id={headingId} className="font-display text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <ul lang={lang} className="mt-6 grid gap-4 sm:grid-cols-2">
        {bullets.map((bullet, index) => (
          <li key={`${index}-${bullet}`} className="flex items-start gap-3 leading-relaxed">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-jade-600" aria-hidden="true" />
            <span>{bullet}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
