import { BUSINESS_TIME_ZONE, INTL_LOCALE, type BookingTimelineEntry } from '@hv/shared';
import { useT } from '@/lib/i18n.tsx';
import { formatFullDate } from '../lib/booking-dates.ts';

// The traveller's own timeline on the voucher (decision 0196): what happened to the booking since
// it was paid — paid, date changed, refunded, cancelled — read from the booking's event log.

/** When each line happened, in Mexico City's time (where the operator and its departures are). */
const WHEN = { dateStyle: 'long', timeStyle: 'short' } as const;

export function BookingTimeline({ entries }: { entries: BookingTimelineEntry[] | undefined }) {
  const { locale, t, money } = useT('booking');
  if (!entries?.length) return null;
  const when = (at: string) =>
    new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...WHEN, timeZone: BUSINESS_TIME_ZONE }).format(new Date(at));
  const words = (e: BookingTimelineEntry) => {
    switch (e.type) {
      case 'paid':
        return t('booking.timeline.paid');
      case 'date_changed':
        return t('booking.timeline.dateChanged', { date: e.date ? formatFullDate(e.date, locale) : '' });
      case 'refunded':
        // A refund of nothing is a booking paid with seeds alone, cancelled: its seeds went back (decision 0242).
        return e.amount ? t('booking.timeline.refunded', { amount: money(e.amount) }) : t('booking.timeline.seedsBack');
      default:
        return t('booking.timeline.cancelled');
    }
  };
  return (
    <section aria-labelledby="reserva-historial" className="grid gap-2">
      <h3 id="reserva-historial" className="font-display text-lg font-bold">
        {t('booking.timeline.title')}
      </h3>
      <ol className="grid gap-1.5 text-sm">
        {entries.map((e, i) => (
          <li key={i} className="grid gap-0.5 sm:grid-cols-[16rem_1fr]">
            <time dateTime={e.at} className="text-muted-foreground">
              {when(e.at)}
            </time>
            <span>{words(e)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
