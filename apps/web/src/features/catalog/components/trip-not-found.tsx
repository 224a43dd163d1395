import { Link } from 'react-router';
import { MapPinOff } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n.tsx';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';

/** docs/product.md §2.7: the trip page's not-found state (an in-page message, not a redirect). */
export function TripNotFound() {
  const { t, paths } = useT();
  useDocumentTitle(withBrand(t('catalog.tripNotFound.title')));

  return (
    <section aria-labelledby="viaje-no-encontrado" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-full bg-terracotta-100 text-terracotta-700">
        <MapPinOff className="size-8" aria-hidden="true" />
      </span>
      <h1 id="viaje-no-encontrado" className="font-display text-3xl font-bold sm:text-4xl">
        {t('catalog.tripNotFound.title')}
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('catalog.tripNotFound.body')}</p>
      <Link to={paths.experiences} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        {t('catalog.tripNotFound.allExperiences')}
      </Link>
    </section>
  );
}
