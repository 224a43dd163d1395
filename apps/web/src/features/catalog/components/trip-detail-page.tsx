import { useEffect } from 'react';
import { useParams } from 'react-router';
import { CalendarDays } from 'lucide-react';
import { formatLongDate, formatMXN } from '@hv/shared';
import { LoadingState } from '@/components/loading-state.tsx';
import { ApiRequestError } from '@/lib/api.ts';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { useTrip } from '../api/get-trip.ts';
import { BackToExperiencesLink } from './back-to-experiences-link.tsx';
import { DetailHero } from './detail-hero.tsx';
import { TripNotFound } from './trip-not-found.tsx';

/**
 * First cut of the trip page: hero and description. The side card, bullets, contact block
 * and booking form arrive with the trip-page issue.
 */
export function TripDetailPage() {
  const { slug = '' } = useParams();
  const { data: trip, isPending, isError, error } = useTrip(slug);
  useDocumentTitle(trip ? withBrand(trip.destination) : null);

  useEffect(() => {
    // A 404 is an expected answer; anything else is worth a look in the console.
    if (isError && !(error instanceof ApiRequestError && error.isNotFound)) {
      console.error('No se pudo cargar el viaje', error);
    }
  }, [isError, error]);

  if (isPending) return <LoadingState message="Cargando detalles del viaje..." />;
  // SPEC §4: trip detail is "loading, then found or not found" — there is no third state.
  if (isError) return <TripNotFound />;

  return (
    <article>
      <DetailHero imageUrl={trip.image_url} imageAlt={trip.destination}>
        <BackToExperiencesLink />
        <h1 className="font-display text-4xl leading-tight font-bold tracking-tight text-terracotta-950 sm:text-5xl">
          {trip.destination}
        </h1>
        <p className="text-xl font-semibold text-terracotta-800">{formatMXN(trip.price_mxn)} MXN por persona</p>
        <p className="inline-flex items-center gap-2 font-medium text-jade-800">
          <CalendarDays className="size-5" aria-hidden="true" />
          Salida: {formatLongDate(trip.departure_date)}
        </p>
      </DetailHero>

      <div className="mx-auto max-w-7xl px-4 pb-6 sm:px-6 lg:px-8">
        <section
          aria-labelledby="descripcion-viaje"
          className="max-w-3xl rounded-3xl border border-border bg-card p-6 shadow-card sm:p-8"
        >
          <h2 id="descripcion-viaje" className="font-display text-2xl font-bold sm:text-3xl">
            Descripción del Viaje
          </h2>
          <p className="mt-4 leading-relaxed whitespace-pre-line text-muted-foreground">
            {trip.description || 'No hay descripción disponible para este viaje.'}
          </p>
        </section>
      </div>
    </article>
  );
}
