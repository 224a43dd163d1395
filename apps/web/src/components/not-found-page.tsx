import { Link } from 'react-router';
import { MapPinOff } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n.tsx';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';

export function NotFoundPage() {
  const { t, paths } = useT();
  useDocumentTitle(withBrand(t('app.notFound.title')));

  return (
    <section aria-labelledby="no-encontrada" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-full bg-terracotta-100 text-terracotta-700">
        <MapPinOff className="size-8" aria-hidden="true" />
      </span>
      <p className="text-sm font-bold tracking-widest text-primary uppercase">{t('app.notFound.code')}</p>
      <h1 id="no-encontrada" className="mt-2 font-display text-3xl font-bold sm:text-4xl">
        {t('app.notFound.title')}
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('app.notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonVariants()}>
          {t('app.backHome')}
        </Link>
        <Link to={paths.experiences} className={buttonVariants({ variant: 'outline' })}>
          {t('app.notFound.allExperiences')}
        </Link>
      </div>
    </section>
  );
}
