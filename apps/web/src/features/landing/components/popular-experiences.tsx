import { useEffect } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { LANDING_POPULAR_EXPERIENCES } from '@hv/shared';
import { buttonVariants } from '@/components/ui/button.tsx';
import { useExperiences, ExperienceCard, ExperienceCardSkeleton } from '@/features/catalog';
import { useT } from '@/lib/i18n.tsx';

/** `experiencias` (docs/product.md §2.3): up to 3 popular experiences, as cards linking to their pages. */
export function PopularExperiences() {
  const { t, paths } = useT();
  const { data, isPending, isError, error } = useExperiences({ limit: LANDING_POPULAR_EXPERIENCES });

  useEffect(() => {
    if (isError) console.error('No se pudieron cargar las experiencias populares', error);
  }, [isError, error]);

  const experiences = (data?.data ?? []).slice(0, LANDING_POPULAR_EXPERIENCES);

  return (
    <section id="experiencias" aria-labelledby="experiencias-titulo" className="scroll-mt-20 py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <p className="text-sm font-bold tracking-widest text-jade-700 uppercase">{t('landing.popular.eyebrow')}</p>
            <h2
              id="experiencias-titulo"
              className="mt-2 font-display text-3xl leading-tight font-bold tracking-tight text-terracotta-950 sm:text-4xl"
            >
              {t('landing.popular.title')}
            </h2>
            <p className="mt-3 text-lg text-muted-foreground">{t('landing.popular.subtitle')}</p>
          </div>
          <Link to={paths.experiences} className={buttonVariants({ variant: 'outline' })}>
            {t('landing.popular.browseAll')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>

        {isPending ? (
          <div
            role="status"
            aria-label={t('landing.popular.loading')}
            className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8"
          >
            {Array.from({ length: LANDING_POPULAR_EXPERIENCES }, (_, i) => (
              <ExperienceCardSkeleton key={i} />
            ))}
          </div>
        ) : experiences.length === 0 ? (
          <p className="mt-10 rounded-3xl border border-dashed border-border bg-card/70 p-8 text-center text-muted-foreground">
            {t('landing.popular.empty')}
          </p>
        ) : (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
            {experiences.map((experience) => (
              <li key={experience.id}>
                <ExperienceCard experience={experience} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
