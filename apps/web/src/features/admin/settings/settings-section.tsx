import type { ReactNode } from 'react';

/** One section of `Ajustes`: a card with its heading and what it is for. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-titulo`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="grid min-w-0 gap-4 rounded-2xl border border-border bg-card p-4 shadow-card sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id={headingId} className="text-xl font-bold">
          {title}
        </h2>
        <div className="text-sm text-muted-foreground">{description}</div>
      </div>
      {children}
    </section>
  );
}
