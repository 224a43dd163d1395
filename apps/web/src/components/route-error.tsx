import { Link, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n.tsx';

/**
 * Shown inside the layout when a page throws or its code fails to load (typically a new
 * deploy replaced the hashed chunk the open tab asks for): a reload fixes that case.
 */
export function RouteError() {
  const error = useRouteError();
  const { t, paths } = useT();
  console.error(error);

  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <TriangleAlert className="mb-4 size-12 text-marigold-600" aria-hidden="true" />
      <h1 className="font-display text-3xl font-bold">{t('app.routeError.title')}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('app.routeError.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('app.routeError.reload')}</Button>
        <Link to={paths.home} className={buttonVariants({ variant: 'outline' })}>
          {t('app.backHome')}
        </Link>
      </div>
    </section>
  );
}
