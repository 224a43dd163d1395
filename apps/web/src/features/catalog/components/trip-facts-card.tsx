import { useId } from 'react';
import { CalendarDays, CalendarRange, Clock, Hourglass, Users } from 'lucide-react';
import { formatMoney, type Trip } from '@hv/shared';
import { Card } from '@/components/ui/card.tsx';
import { cn } from '@/lib/cn.ts';
import { formatTime } from '@hv/shared';
import { Message, useT } from '@/lib/i18n.tsx';
import { BookNowLink, CancellationPolicyNote } from '@/features/booking';
import { DetailFact } from './detail-fact.tsx';

/**
 * The side card 'Detalles del Viaje' (docs/product.md §2.7): departure date (long, in the page's language), 'Hora',
 * duration and capacity only when present, and 'Reservar Ahora'. The price and the return are repeated
 * here so the card answers "how much, when, how long" on its own.
 */
export function TripFactsCard({ trip, className }: { trip: Trip; className?: string }) {
  const headingId = useId();
  const { locale, t, money, longDate, duration: inWords, time } = useT();
  const { capacity, max_capacity: maxCapacity } = trip;
  // In the page's words when its values can be read; else staff's Spanish, marked lang="es".
  const duration = inWords(trip);

  return (
    <Card className={cn('p-6 sm:p-7', className)}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="font-display text-2xl font-bold">
          {t('catalog.trip.detailsTitle')}
        </h2>
        <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
          <span className="font-display text-4xl font-bold text-terracotta-800">{money(trip.price_mxn)}</span>
          <span className="text-sm font-semibold text-muted-foreground">{t('catalog.price.perPerson')}</span>
        </p>
        <p className="mt-1 text-xs text-muted-foreground">{t('catalog.price.taxes')}</p>
        {trip.price_usd ? (
          <p className="mt-1 text-sm text-muted-foreground">
            {t('catalog.trip.usdPerPerson', { price: formatMoney(trip.price_usd, 'USD', locale) })}
          </p>
        ) : null}

        <dl className="mt-6 grid gap-5 border-t border-border pt-6">
          <DetailFact icon={<CalendarDays />} label={t('catalog.trip.departureDate')}>
            <time dateTime={trip.departure_date}>{longDate(trip.departure_date)}</time>
          </DetailFact>
          <DetailFact icon={<Clock />} label={t('catalog.trip.departureTime')}>
            <time dateTime={formatTime(trip.departure_time)}>{time(trip.departure_time)}</time>
          </DetailFact>
          {trip.return_date ? (
            <DetailFact icon={<CalendarRange />} label={t('catalog.trip.return')}>
              <time dateTime={trip.return_date}>{longDate(trip.return_date)}</time>
              {trip.return_time ? (
                <span className="block text-base font-medium text-muted-foreground">
                  <Message
                    id="catalog.trip.returnTime"
                    values={{ time: time(trip.return_time) }}
                    components={{ 0: <time dateTime={formatTime(trip.return_time)} /> }}
                  />
                </span>
              ) : null}
            </DetailFact>
          ) : null}
          {duration.value ? (
            <DetailFact icon={<Hourglass />} label={t('catalog.facts.duration')}>
              <span lang={duration.lang}>{duration.value}</span>
            </DetailFact>
          ) : null}
          {maxCapacity || capacity ? (
            <DetailFact icon={<Users />} label={t('catalog.facts.capacity')}>
              {maxCapacity ? <span className="block">{t('catalog.facts.upToPeople', { count: maxCapacity })}</span> : null}
              {capacity ? (
                <span className={cn('block', maxCapacity && 'text-base font-medium text-muted-foreground')}>
                  {t('catalog.facts.atLeastPeople', { count: capacity })}
                </span>
              ) : null}
            </DetailFact>
          ) : null}
        </dl>

        <BookNowLink className="mt-7 w-full" />
        <CancellationPolicyNote hours={trip.free_cancellation_hours} className="mt-4" />
      </section>
    </Card>
  );
}
