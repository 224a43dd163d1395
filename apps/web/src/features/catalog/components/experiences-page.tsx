import { useEffect } from 'react';
import { LoadingState } from '@/components/loading-state.tsx';
import { useT } from '@/lib/i18n.tsx';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { useExperiences } from '../api/get-experiences.ts';
import { ExperienceCard } from './experience-card.tsx';
import { ExperienceCardSkeleton } from './experience-card-skeleton.tsx';
import { ExperiencesEmptyState } from './experiences-empty-state.tsx';

// Cards in the first desktop row are visible on arrival; the rest load lazily.
const EAGER_CARDS = 3;
const SKELETON_CARDS = 6;

export function ExperiencesPage() {
  const { t } = useT();
  useDocumentTitle(withBrand(t('catalog.list.documentTitle')));
  const { data, isPending, isError, error } = useExperiences();

  useEffect(() => {
    // docs/product.md §2.5: a failed list load is only logged; the visitor sees the empty state.
    if (isError) console.error('No se pudieron cargar las experiencias', error);
  }, [isError, error]);

  const experiences = data?.data ?? [];

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="mb-10 max-w-3xl">
        <p className="text-sm font-bold tracking-widest text-jade-700 uppercase">{t('catalog.list.eyebrow')}</p>
        <h1 className="mt-2 font-display text-4xl leading-tight font-bold tracking-tight text-terracotta-950 sm:text-5xl">
          {t('catalog.list.title')}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{t('catalog.list.intro')}</p>
      </header>

      {isPending ? (
        <>
          <LoadingState message={t('catalog.list.loading')} className="min-h-0 pb-8" />
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <ExperienceCardSkeleton key={i} />
            ))}
          </div>
        </>
      ) : experiences.length === 0 ? (
        <ExperiencesEmptyState />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {experiences.map((experience, index) => (
            <li key={experience.id}>
              <ExperienceCard experience={experience} eager={index < EAGER_CARDS} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
