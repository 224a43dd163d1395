import { useEffect } from 'react';
import { isRouteErrorResponse, useParams, useRouteError } from 'react-router';
import { CalendarDays, Hourglass } from 'lucide-react';
import { LoadingState } from '@/components/loading-state.tsx';
import { RouteError } from '@/components/route-error.tsx';
import { BookingSection, tripBookable } from '@/features/booking';
import { ItemReviewsSection } from '@/features/reviews';
import { ApiRequestError } from '@/lib/api.ts';
import { useT } from '@/lib/i18n.tsx';
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

export function TripDetailPage() {
  const { slug = '' } = useParams();
  const { t, money, longDate, content, duration: inWords } = useT();
  const { data: trip, isPending, isError, error } = useTrip(slug);
  // Staff's English text on an English page, else the Spanish marked lang="es".
  const destination = trip ? content(trip.destination, trip.destination_en) : null;
  const description = trip ? content(trip.description ?? '', trip.description_en) : null;
  useDocumentTitle(destination ? withBrand(destination.value) : null);
  // docs/product.md §2.9: the first 160 characters of the description, else 'Detalles sobre el viaje a {destination}'.
  useMetaDescription(
    destination && description
      ? metaDescription(description.value, t('catalog.trip.metaDescription', { destination: destination.value }))
      : null,
  );

  useEffect(() => {
    // A 404 is an expected answer; anything else is worth a look in the console.
    if (isError && !(error instanceof ApiRequestError && error.isNotFound)) {
      console.error('No se pudo cargar el viaje', error);
    }
  }, [isError, error]);

  if (isPending) return <LoadingState message={t('catalog.trip.loading')} />;
  // docs/product.md §2.7: trip detail is "loading, then found or not found"; a failed load counts as not found.
  if (isError || !destination || !description) return <TripNotFound />;

  const showContact = hasTripContact(trip);
  const bullets = content(trip.bullets, trip.bullets_en);
  const duration = inWords(trip);

  return (
    <article>
      <DetailHero imageUrl={trip.image_url} imageAlt={destination.value}>
        <BackToExperiencesLink />
        <h1
          lang={destination.lang}
          className="font-display text-4xl leading-tight font-bold tracking-tight break-words text-terracotta-950 sm:text-5xl"
        >
          {destination.value}
        </h1>
        <p className="text-xl font-semibold text-terracotta-800 sm:text-2xl">
          {t('catalog.trip.pricePerPerson', { price: money(trip.price_mxn) })}
        </p>
        <ul aria-label={t('catalog.trip.summary')} className="flex flex-wrap gap-2">
          <li className="inline-flex items-center gap-2 rounded-full bg-white/80 px-4 py-1.5 text-sm font-semibold text-jade-800 shadow-sm">
            <CalendarDays className="size-4" aria-hidden="true" />
            {t('catalog.trip.departs', { date: longDate(trip.departure_date) })}
          </li>
          {duration.value ? (
            <li
              lang={duration.lang}
              className="inline-flex items-center gap-2 rounded-full bg-white/80 px-4 py-1.5 text-sm font-semibold text-jade-800 shadow-sm"
            >
              <Hourglass className="size-4" aria-hidden="true" />
              {duration.value}
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
          <TripDescription description={description.value} lang={description.lang} />
          <ItemGallery name={destination.value} images={trip.gallery} />
          <InclusionsList title={t('catalog.trip.inclusionsTitle')} bullets={bullets.value} lang={bullets.lang} />
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
