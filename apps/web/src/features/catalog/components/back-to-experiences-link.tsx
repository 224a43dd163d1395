import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { paths } from '@hv/shared';

export function BackToExperiencesLink() {
  return (
    <Link
      to={paths.experiences}
      className="inline-flex min-h-11 w-fit items-center gap-2 rounded-full pr-3 text-sm font-semibold text-terracotta-700 hover:text-terracotta-900 hover:underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-ring"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Volver a Experiencias
    </Link>
  );
}
