import { useId } from 'react';
import { ExternalLink, MapPin, Phone, UserRound } from 'lucide-react';
import { englishPaths, paths, type Trip } from '@hv/shared';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n.tsx';
import { DetailFact } from './detail-fact.tsx';

type TripContact = Pick<Trip, 'slug' | 'responsible_name' | 'responsible_phone' | 'address' | 'website'>;

/** docs/product.md §2.7: the contact block is shown only when the trip names a responsible person or an address. */
export function hasTripContact(trip: TripContact): boolean {
  return Boolean(trip.responsible_name || trip.address);
}

/** A dialable `tel:` target: digits and a leading +, without the spaces people write. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * Only http(s) addresses become links; anything else typed in the admin is not offered, nor an
 * address of this trip's own page (on any host: 'Visitar sitio web' would open the page it is on).
 */
function externalUrl(value: string | null, slug: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    const ownPage = [paths.trip(slug), englishPaths.trip(slug)].includes(url.pathname.replace(/\/+$/, ''));
    return (url.protocol === 'https:' || url.protocol === 'http:') && !ownPage ? url.href : null;
  } catch {
    return null;
  }
}

/** 'Contacto y Ubicación' (docs/product.md §2.7): responsible name, phone, address and 'Visitar sitio web'. */
export function TripContactCard({ trip, className }: { trip: TripContact; className?: string }) {
  const headingId = useId();
  const newTabNoteId = useId();
  const { t, content } = useT();
  // Written by staff in Spanish (there is no English address): marked lang="es" on an English page.
  const address = content(trip.address ?? '');
  const website = externalUrl(trip.website, trip.slug);

  return (
    <Card className={cn('p-6 sm:p-7', className)}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="font-display text-2xl font-bold">
          {t('catalog.tripContact.title')}
        </h2>
        <dl className="mt-6 grid gap-5">
          {trip.responsible_name ? (
            <DetailFact icon={<UserRound />} label={t('catalog.tripContact.responsible')}>
              {trip.responsible_name}
            </DetailFact>
          ) : null}
          {trip.responsible_phone ? (
            <DetailFact icon={<Phone />} label={t('catalog.tripContact.phone')}>
              <a
                href={telHref(trip.responsible_phone)}
                className="rounded-sm text-terracotta-700 underline underline-offset-4 hover:text-terracotta-900"
              >
                {trip.responsible_phone}
              </a>
            </DetailFact>
          ) : null}
          {address.value ? (
            <DetailFact icon={<MapPin />} label={t('catalog.tripContact.location')}>
              <span lang={address.lang} className="text-base leading-relaxed font-medium">
                {address.value}
              </span>
            </DetailFact>
          ) : null}
        </dl>
        {website ? (
          <>
            <a
              href={website}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={newTabNoteId}
              className={buttonVariants({ variant: 'outline', className: 'mt-7 w-full' })}
            >
              {t('catalog.tripContact.website')}
              <ExternalLink aria-hidden="true" />
            </a>
            <span id={newTabNoteId} hidden>
              {t('catalog.tripContact.newTab')}
            </span>
          </>
        ) : null}
      </section>
    </Card>
  );
}
