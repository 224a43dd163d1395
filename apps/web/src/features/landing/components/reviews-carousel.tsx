import { Quote } from 'lucide-react';
import { LANDING_REVIEWS_MIN, REVIEW_MESSAGES } from '@hv/shared';
import { useFeaturedReviews } from '@/features/reviews';
import { Carousel, CarouselContent, CarouselControls, CarouselItem } from '@/components/ui/carousel.tsx';
import { StarRating } from './star-rating.tsx';

// docs/product.md §2.3: the reviews carousel moves every 5 s and loops.
export const REVIEWS_CAROUSEL_DELAY_MS = 5000;

interface Review {
  name: string;
  from: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
}

// docs/product.md §2.3: five fixed testimonials.
export const REVIEWS: Review[] = [
  {
    name: 'María Fernanda López',
    from: 'Guadalajara, Jalisco',
    rating: 5,
    text: 'El nado en cenotes fue mágico. Nuestro guía nos contó historias mayas en cada parada y todo estuvo perfectamente organizado.',
  },
  {
    name: 'Carlos Ramírez',
    from: 'Monterrey, Nuevo León',
    rating: 5,
    text: 'Rentamos una Sprinter para la boda de mi hermana en Valle de Bravo. Llegaron puntuales y el conductor conocía cada curva del camino.',
  },
  {
    name: 'Ana Sofía Hernández',
    from: 'Puebla, Puebla',
    rating: 4,
    text: 'Grupo pequeño, comida deliciosa y paisajes increíbles en la Sierra Norte. Solo me hubiera gustado quedarme un día más.',
  },
  {
    name: 'Jorge y Lucía Martínez',
    from: 'Ciudad de México',
    rating: 5,
    text: 'Fuimos a Oaxaca en plena Guelaguetza y fue lo mejor del año. Nos sentimos en familia desde el primer día.',
  },
  {
    name: 'Daniela Torres',
    from: 'Querétaro, Querétaro',
    rating: 4,
    text: 'Muy buena atención por WhatsApp y respuestas rapidísimas. El recorrido por Bacalar superó nuestras expectativas.',
  },
];

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
  const featured = useFeaturedReviews();
  const real = featured.data && featured.data.length >= LANDING_REVIEWS_MIN ? featured.data : null;
  const reviews: (Review & { key: string })[] = real
    ? real.map((r) => ({
        key: r.id,
        name: r.authorName,
        from: `${r.itemName} · ${REVIEW_MESSAGES.verified}`,
        rating: r.rating as Review['rating'],
        text: r.body,
      }))
    : REVIEWS.map((r) => ({ ...r, key: r.name }));
  return (
    <Carousel
      label="Opiniones de viajeros"
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
                  <span className="text-sm text-muted-foreground">{review.from}</span>
                </span>
              </figcaption>
            </figure>
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselControls itemName="Opinión" className="mt-6" />
    </Carousel>
  );
}
