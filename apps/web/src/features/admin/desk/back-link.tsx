import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** `Volver a …`: back to the desk list a detail was opened from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm font-semibold underline-offset-4 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
