import type { ReactNode } from 'react';

interface DetailFactProps {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}

/** One labelled fact of a detail page's side card (a `<dt>`/`<dd>` pair; use inside a `<dl>`). */
export function DetailFact({ icon, label, children }: DetailFactProps) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase [&_svg]:size-4 [&_svg]:text-jade-700">
        <span aria-hidden="true" className="inline-flex">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 pl-6 text-lg font-semibold break-words">{children}</dd>
    </div>
  );
}
