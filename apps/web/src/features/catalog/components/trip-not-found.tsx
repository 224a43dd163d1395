import { Link } from 'react-router';
import { MapPinOff } from 'lucide-react';
import { paths } from '@hv/shared';
import { buttonVariants } from '@/components/ui/button.tsx';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';

/** docs/product.md §2.7: the trip page's not-found state (an in-page message, not a redirect). */
export function TripNotFound() {
  useDocumentTitle(withBrand('Viaje no encontrado'));

  return (
    <section aria-labelledby="viaje-no-encontrado" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-full bg-terracotta-100 text-terracotta-700">
        <MapPinOff className="size-8" aria-hidden="true" />
      </span>
      <h1 id="viaje-no-encontrado" className="font-display text-3xl font-bold sm:text-4xl">
        Viaje no encontrado
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">Lo sentimos, no pudimos encontrar el viaje que estás buscando.</p>
      <Link to={paths.experiences} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        Ver todas las experiencias
      </Link>
    </section>
  );
}
