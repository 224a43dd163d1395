import { Link } from 'react-router';
import { ArrowRight, Compass } from 'lucide-react';
import { BRAND_NAME, paths } from '@hv/shared';
import { buttonVariants } from '@/components/ui/button.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

// Placeholder landing: the full page (popular experiences, transport form, reviews) is its own issue.
export function HomePage() {
  useDocumentTitle(`${BRAND_NAME} | Experiencias y viajes por México`);

  return (
    <section
      id="inicio"
      aria-labelledby="inicio-titulo"
      className="relative isolate overflow-hidden bg-gradient-to-br from-terracotta-100 via-marigold-50 to-jade-50"
    >
      <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-marigold-200/60 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-32 -left-20 -z-10 size-96 rounded-full bg-turquoise-100/70 blur-3xl" />
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-20 sm:px-6 sm:py-28 lg:px-8 lg:py-36">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-4 py-1.5 text-xs font-semibold sm:text-sm text-jade-800 shadow-sm">
          <Compass className="size-4" aria-hidden="true" />
          Hecho en México, para viajeros curiosos
        </p>
        <h1 className="max-w-3xl font-display text-4xl leading-[1.1] font-bold tracking-tight text-terracotta-950 sm:text-5xl lg:text-6xl">
          Descubre México paso a paso, como una hormiga viajera
        </h1>
        <p className="max-w-2xl text-lg leading-relaxed text-muted-foreground sm:text-xl">
          Tours, experiencias y viajes organizados por gente local: pueblos mágicos, playas, cenotes y sabores que no vienen en
          las guías.
        </p>
        <Link to={paths.experiences} className={buttonVariants({ size: 'lg' })}>
          Ver todas las experiencias
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
