import { useId } from 'react';
import { CalendarCheck, CalendarDays, CalendarRange, Clock, Hourglass, Users } from 'lucide-react';
import { formatLongDate, formatMoney, formatMXN, type Trip } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { cn } from '@/lib/cn.ts';
import { formatTime } from '@/lib/format-time.ts';
import { BOOKING_SECTION_ID, CancellationPolicyNote } from '@/features/booking';
import { scrollToSection } from '@/lib/scroll-to-section.ts';
import { DetailFact } from './detail-fact.tsx';

const people = (n: number) => `${n} ${n === 1 ? 'persona' : 'personas'}`;

/**
 * The side card 'Detalles del Viaje' (docs/product.md §2.7): departure date (long es-MX), 'Hora', duration and
 * capacity only when present, and 'Reservar Ahora'. The price and the return are repeated
 * here so the card answers "how much, when, how long" on its own.
 */
export function TripFactsCard({ trip, className }: { trip: Trip; className?: string }) {
  const headingId = useId();
  const { capacity, max_capacity: maxCapacity } = trip;

  return (
    <Card className={cn('p-6 sm:p-7', className)}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="font-display text-2xl font-bold">
          Detalles del Viaje
        </h2>
        <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
          <span className="font-display text-4xl font-bold text-terracotta-800">{formatMXN(trip.price_mxn)}</span>
          <span className="text-sm font-semibold text-muted-foreground">MXN por persona</span>
        </p>
        {trip.price_usd ? (
          <p className="mt-1 text-sm text-muted-foreground">o {formatMoney(trip.price_usd, 'USD')} por persona</p>
        ) : null}

        <dl className="mt-6 grid gap-5 border-t border-border pt-6">
          <DetailFact icon={<CalendarDays />} label="Fecha de salida">
            <time dateTime={trip.departure_date}>{formatLongDate(trip.departure_date)}</time>
          </DetailFact>
          <DetailFact icon={<Clock />} label="Hora">
            <time dateTime={formatTime(trip.departure_time)}>{formatTime(trip.departure_time)}</time>
          </DetailFact>
          {trip.return_date ? (
            <DetailFact icon={<CalendarRange />} label="Regreso">
              <time dateTime={trip.return_date}>{formatLongDate(trip.return_date)}</time>
              {trip.return_time ? (
                <span className="block text-base font-medium text-muted-foreground">
                  a las <time dateTime={formatTime(trip.return_time)}>{formatTime(trip.return_time)}</time>
                </span>
              ) : null}
            </DetailFact>
          ) : null}
          {trip.duration ? (
            <DetailFact icon={<Hourglass />} label="Duración">
              {trip.duration}
            </DetailFact>
          ) : null}
          {maxCapacity || capacity ? (
            <DetailFact icon={<Users />} label="Capacidad">
              {maxCapacity ? <span className="block">{`hasta ${people(maxCapacity)}`}</span> : null}
              {capacity ? (
                <span className={cn('block', maxCapacity && 'text-base font-medium text-muted-foreground')}>
                  {`mínimo ${people(capacity)}`}
                </span>
              ) : null}
            </DetailFact>
          ) : null}
        </dl>

        <Button size="lg" className="mt-7 w-full" onClick={() => scrollToSection(BOOKING_SECTION_ID)}>
          <CalendarCheck aria-hidden="true" />
          Reservar Ahora
        </Button>
        <CancellationPolicyNote hours={trip.free_cancellation_hours} className="mt-4" />
      </section>
    </Card>
  );
}
