import { lazy } from 'react';
import { RenderWhenNear } from '@/components/render-when-near.tsx';
import { useT } from '@/lib/i18n.tsx';

const ReviewsCarousel = lazy(async () => ({ default: (await import('./reviews-carousel.tsx')).ReviewsCarousel }));

/** `reviews` (docs/product.md §2.3): five testimonials with their star rating, rotating every 5 s. */
export function ReviewsSection() {
  const { t } = useT();
  return (
    <section id="reviews" aria-labelledby="reviews-titulo" className="scroll-mt-20 pt-12 pb-4 sm:pt-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-bold tracking-widest text-jade-700 uppercase">{t('landing.reviews.eyebrow')}</p>
          <h2
            id="reviews-titulo"
            className="mt-2 font-display text-3xl leading-tight font-bold tracking-tight text-terracotta-950 sm:text-4xl"
          >
            {t('landing.reviews.title')}
          </h2>
        </div>

        <RenderWhenNear placeholderClassName="mt-10 min-h-[22rem]">
          <ReviewsCarousel />
        </RenderWhenNear>
      </div>
    </section>
  );
}
