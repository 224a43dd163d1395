import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { LoadingState } from '@/components/loading-state.tsx';
import { BookingSection, experienceBookable } from '@/features/booking';
import { ItemReviewsSection } from '@/features/reviews';
import { ApiRequestError } from '@/lib/api.ts';
import { useT } from '@/lib/i18n.tsx';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { useExperience } from '../api/get-experience.ts';
import { BackToExperiencesLink } from './back-to-experiences-link.tsx';
import { DetailHero } from './detail-hero.tsx';
import { ExperienceFactsCard } from './experience-facts-card.tsx';
import { InclusionsList } from './inclusions-list.tsx';
import { ItemGallery } from './item-gallery.tsx';

export function ExperienceDetailPage() {
  const { slug = '' } = useParams();
  const { t, paths, content } = useT();
  const { data: experience, isPending, isError, error } = useExperience(slug);
  // Staff's English text on an English page, else the Spanish marked lang="es".
  const name = experience ? content(experience.name, experience.name_en) : null;
  useDocumentTitle(name ? withBrand(name.value) : null);

  useEffect(() => {
    // A 404 is an expected answer (old link, hidden experience); anything else is worth a look.
    if (isError && !(error instanceof ApiRequestError && error.isNotFound)) {
      console.error('No se pudo cargar la experiencia', error);
    }
  }, [isError, error]);

  if (isPending) return <LoadingState message={t('catalog.experience.loading')} />;
  // docs/product.md §2.6: an unknown slug or any load error sends the visitor back to the list.
  if (isError || !name) return <Navigate to={paths.experiences} replace />;

  const description = content(experience.description ?? '', experience.description_en);
  const bullets = content(experience.bullets, experience.bullets_en);

  return (
    <article>
      <DetailHero imageUrl={experience.image_url} imageAlt={name.value}>
        <BackToExperiencesLink />
        <h1
          lang={name.lang}
          className="font-display text-4xl leading-tight font-bold tracking-tight text-terracotta-950 sm:text-5xl"
        >
          {name.value}
        </h1>
        {description.value ? (
          <p lang={description.lang} className="text-lg leading-relaxed whitespace-pre-line text-muted-foreground">
            {description.value}
          </p>
        ) : null}
      </DetailHero>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12 lg:px-8">
        {/* First in reading order so phones see the price before the details; a column on desktop. */}
        <aside
          aria-label={t('catalog.experience.priceAndBooking')}
          className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start"
        >
          <ExperienceFactsCard experience={experience} />
        </aside>
        <div className="flex min-w-0 flex-col gap-8 lg:col-start-1 lg:row-start-1">
          <ItemGallery name={name.value} images={experience.gallery} />
          <InclusionsList title={t('catalog.experience.inclusionsTitle')} bullets={bullets.value} lang={bullets.lang} />
          <BookingSection item={experienceBookable(experience)} />
          <ItemReviewsSection kind="experience" slug={experience.slug} />
        </div>
      </div>
    </article>
  );
}
