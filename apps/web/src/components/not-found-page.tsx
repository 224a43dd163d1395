import { Link } from 'react-router';
import { MapPinOff } from 'lucide-react';
import { paths } from '@hv/shared';
import { buttonVariants } from '@/components/ui/button.tsx';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle(withBrand('Página no encontrada'));

  return (
    <section aria-labelledby="no-encontrada" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-full bg-terracotta-100 text-terracotta-700">
        <MapPinOff className="size-8" aria-hidden="true" />
      </span>
      <p className="text-sm font-bold tracking-widest text-primary uppercase">Error 404</p>
      <h1 id="no-encontrada" className="mt-2 font-display text-3xl font-bold sm:text-4xl">
        Página no encontrada
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Parece que esta ruta no está en nuestro mapa. Revisa la dirección o vuelve a explorar desde el inicio.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonVariants()}>
          Volver al inicio
        </Link>
        <Link to={paths.experiences} className={buttonVariants({ variant: 'outline' })}>
          Ver todas las experiencias
        </Link>
      </div>
    </section>
  );
}
