import { Quote } from 'lucide-react';
import { LANDING_REVIEWS_MIN } from '@hv/shared';
import { useFeaturedReviews } from '@/features/reviews';
import { Carousel, CarouselContent, CarouselControls, CarouselItem } from '@/components/ui/carousel.tsx';
import { useT, type MessageId } from '@/lib/i18n.tsx';
import { StarRating } from './star-rating.tsx';

// docs/product.md §2.3: the reviews carousel moves every 5 s and loops.
export const REVIEWS_CAROUSEL_DELAY_MS = 5000;

interface Review {
  name: string;
  from: MessageId;
  rating: 1 | 2 | 3 | 4 | 5;
  text: MessageId;
}

// docs/product.md §2.3: five fixed testimonials (their words and places in the catalogues).
export const REVIEWS: Review[] = [
  { name: 'María Fernanda López', from: 'landing.reviews.sample1.from', rating: 5, text: 'landing.reviews.sample1.text' },
  { name: 'Carlos Ramírez', from: 'landing.reviews.sample2.from', rating: 5, text: 'landing.reviews.sample2.text' },
  { name: 'Ana Sofía Hernández', from: 'landing.reviews.sample3.from', rating: 4, text: 'landing.reviews.sample3.text' },
  { name: 'Jorge y Lucía Martínez', from: 'landing.reviews.sample4.from', rating: 5, text: 'landing.reviews.sample4.text' },
  { name: 'Daniela Torres', from: 'landing.reviews.sample5.from', rating: 4, text: 'landing.reviews.sample5.text' },
];

interface ShownReview {
  key: string;
  name: string;
  /** Where the person is from, or what they rated (staff's Spanish name, marked by `lang`, where no English one was given). */
  from: { value: string; lang?: 'es' };
  verified: boolean;
  rating: Review['rating'];
  text: string;
}

const initials = (name: string) =>
  name
    .split(' ')
    .filter((word) => word.length > 2)
    .slice(0, 2)
    .map((word) => word[0])
    .join('');

/**
 * The testimonials carousel of the `reviews` section (a lazy chunk, with the carousel library):
 * real verified reviews once there are enough of them (docs/product.md §15.6), the fixed ones
 * until then (and while they load).
 */
export function ReviewsCarousel() {
  const { t, content } = useT();
  const featured = useFeaturedReviews();
  const real = featured.data && featured.data.length >= LANDING_REVIEWS_MIN ? featured.data : null;
  const reviews: ShownReview[] = real
    ? real.map((r) => ({
        key: r.id,
        name: r.authorName,
        from: content(r.itemName, r.itemNameEn),
        verified: true,
        rating: r.rating as Review['rating'],
        // The traveller's own words, in whatever language they wrote them.
        text: r.body,
      }))
    : REVIEWS.map((r) => ({ ...r, key: r.name, from: { value: t(r.from) }, verified: false, text: t(r.text) }));
  return (
    <Carousel
      label={t('landing.reviews.carousel')}
      autoplayDelayMs={REVIEWS_CAROUSEL_DELAY_MS}
      slideCount={reviews.length}
      className="mt-10"
    >
      <CarouselContent className="py-2">
        {reviews.map((review, index) => (
          <CarouselItem key={review.key} index={index} className="md:basis-1/2 lg:basis-1/3">
            <figure className="flex h-full flex-col gap-4 rounded-3xl border border-border bg-card p-6 shadow-card">
              <div className="flex items-center justify-between">
                <StarRating rating={review.rating} />
                <Quote className="size-7 text-terracotta-200" aria-hidden="true" />
              </div>
              <blockquote className="flex-1 leading-relaxed text-foreground">
                <p>“{review.text}”</p>
              </blockquote>
              <figcaption className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-terracotta-100 font-bold text-terracotta-800"
                >
                  {initials(review.name)}
                </span>
                <span className="grid">
                  <span className="font-semibold">{review.name}</span>
                  <span className="text-sm text-muted-foreground">
                    {review.from.lang ? <span lang={review.from.lang}>{review.from.value}</span> : review.from.value}
                    {review.verified ? ` · ${t('landing.reviews.verified')}` : null}
                  </span>
                </span>
              </figcaption>
            </figure>
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselControls itemName={t('landing.reviews.item')} className="mt-6" />
    </Carousel>
  );
}
