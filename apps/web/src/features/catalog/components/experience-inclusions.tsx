import { CircleCheck } from 'lucide-react';

/** SPEC §2: '¿Qué incluye esta experiencia?' lists the bullets; nothing to show without any. */
export function ExperienceInclusions({ bullets }: { bullets: string[] }) {
  if (bullets.length === 0) return null;

  return (
    <section aria-labelledby="que-incluye" className="rounded-3xl border border-border bg-card p-6 shadow-card sm:p-8">
      <h2 id="que-incluye" className="font-display text-2xl font-bold sm:text-3xl">
        ¿Qué incluye esta experiencia?
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
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
