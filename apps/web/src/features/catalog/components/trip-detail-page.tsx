import { useEffect } from 'react';
import { isRouteErrorResponse, useParams, useRouteError } from 'react-router';
import { CalendarDays, Hourglass } from 'lucide-react';
import { formatLongDate, formatMXN, type Trip } from '@hv/shared';
import { LoadingState } from '@/components/loading-state.tsx';
import { RouteError } from '@/components/route-error.tsx';
import { BookingSection, tripBookable } from '@/features/booking';
import { ItemReviewsSection } from '@/features/reviews';
import { ApiRequestError } from '@/lib/api.ts';
import { metaDescription } from '@/lib/meta-description.ts';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { useMetaDescription } from '@/lib/use-meta-description.ts';
import { useTrip } from '../api/get-trip.ts';
import { BackToExperiencesLink } from './back-to-experiences-link.tsx';
import { DetailHero } from './detail-hero.tsx';
import { InclusionsList } from './inclusions-list.tsx';
import { ItemGallery } from './item-gallery.tsx';
import { hasTripContact, TripContactCard } from './trip-contact-card.tsx';
import { TripDescription } from './trip-description.tsx';
import { TripFactsCard } from './trip-facts-card.tsx';
import { TripNotFound } from './trip-not-found.tsx';

/** docs/product.md §2.9: the first 160 characters of the description, else 'Detalles sobre el viaje a {destination}'. */
function tripMetaDescription(trip: Trip): string {
  return metaDescription(trip.description, `Detalles sobre el viaje a ${trip.destination}`);
}

export function TripDetailPage() {
  const { slug = '' } = useParams();
  const { data: trip, isPending, isError, error } = useTrip(slug);
  useDocumentTitle(trip ? withBrand(trip.destination) : null);
  useMetaDescription(trip ? tripMetaDescription(trip) : null);

  useEffect(() => {
    // A 404 is an expected answer; anything else is worth a look in the console.
    if (isError && !(error instanceof ApiRequestError && error.isNotFound)) {
      console.error('No se pudo cargar el viaje', error);
    }
  }, [isError, error]);

  if (isPending) return <LoadingState message="Cargando detalles del viaje..." />;
  // docs/product.md §2.7: trip detail is "loading, then found or not found"; a failed load counts as not found.
  if (isError) return <TripNotFound />;

  const showContact = hasTripContact(trip);

  return (
    <article>
      <DetailHero imageUrl={trip.image_url} imageAlt={trip.destination}>
        <BackToExperiencesLink />
        <h1 className="font-display text-4xl leading-tight font-bold tracking-tight break-words text-terracotta-950 sm:text-5xl">
          {trip.destination}
        </h1>
        <p className="text-xl font-semibold text-terracotta-800 sm:text-2xl">{formatMXN(trip.price_mxn)} MXN por persona</p>
        <ul aria-label="Resumen del viaje" className="flex flex-wrap gap-2">
          <li className="inline-flex items-center gap-2 rounded-full bg-white/80 px-4 py-1.5 text-sm font-semibold text-jade-800 shadow-sm">
            <CalendarDays className="size-4" aria-hidden="true" />
            Sale el {formatLongDate(trip.departure_date)}
          </li>
          {trip.duration ? (
            <li className="inline-flex items-center gap-2 rounded-full bg-white/80 px-4 py-1.5 text-sm font-semibold text-jade-800 shadow-sm">
              <Hourglass className="size-4" aria-hidden="true" />
              {trip.duration}
            </li>
          ) : null}
        </ul>
      </DetailHero>

      {/*
       * Phones read top to bottom: the details card (price, date, 'Reservar Ahora'), the
       * description, inclusions and booking, then the contact block. From `lg` the two
       * cards stack in a right-hand column beside the main content.
       */}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:px-8">
        <TripFactsCard trip={trip} className="lg:col-start-2 lg:row-start-1" />
        <div className="flex min-w-0 flex-col gap-8 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <TripDescription description={trip.description} />
          <ItemGallery name={trip.destination} images={trip.gallery} />
          <InclusionsList title="¿Qué incluye?" bullets={trip.bullets} />
          <BookingSection item={tripBookable(trip)} />
          <ItemReviewsSection kind="trip" slug={trip.slug} />
        </div>
        {showContact ? <TripContactCard trip={trip} className="lg:col-start-2 lg:row-start-2 lg:self-start" /> : null}
      </div>
    </article>
  );
}

/** The route's error boundary: the server answers an unknown trip with a 404 route error (docs/architecture.md §12). */
export function TripPageError() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <TripNotFound /> : <RouteError />;
}
