import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useT } from '@/lib/i18n.tsx';

export function BackToExperiencesLink() {
  const { t, paths } = useT();
  return (
    <Link
      to={paths.experiences}
      className="inline-flex min-h-11 w-fit items-center gap-2 rounded-full pr-3 text-sm font-semibold text-terracotta-700 hover:text-terracotta-900 hover:underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-ring"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('catalog.backToExperiences')}
    </Link>
  );
}
