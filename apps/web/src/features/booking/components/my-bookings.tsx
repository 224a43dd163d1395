import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { CalendarDays, Ticket, Users } from 'lucide-react';
import { formatLongDate, formatMXN, paths, type MyBooking } from '@hv/shared';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { RateBookingLink } from '@/features/reviews';
import { useWhatsAppNumber } from '@/lib/use-public-config.ts';
import { useMyBookings } from '../api/get-my-bookings.ts';
import { BookingChanges, bookingWhatsAppHref } from './booking-changes.tsx';
import { passengersLabel } from '../lib/booking-total.ts';

const STATUS_VARIANT: Record<MyBooking['status'], 'accent' | 'secondary' | 'outline'> = {
  Pagada: 'accent',
  Pendiente: 'secondary',
  Reembolsada: 'outline',
  Cancelada: 'outline',
};

function itemPath(booking: MyBooking): string | null {
  if (!booking.slug || !booking.kind) return null;
  return booking.kind === 'trip' ? paths.trip(booking.slug) : paths.experience(booking.slug);
}

/** 'Mis reservas' on /perfil: the signed-in traveller's bookings, newest first. */
export function MyBookings({ userId }: { userId: string }) {
  const headingId = useId();
  const { data: bookings, isPending, isError, error } = useMyBookings(userId);
  useEffect(() => {
    if (isError) console.error('No se pudieron cargar las reservas', error);
  }, [isError, error]);

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle id={headingId}>Mis reservas</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <p role="status" className="text-muted-foreground">
            Cargando reservas...
          </p>
        ) : isError ? (
          <p className="text-muted-foreground">No pudimos cargar tus reservas. Inténtalo de nuevo más tarde.</p>
        ) : bookings.length === 0 ? (
          <p className="text-muted-foreground">
            Aún no tienes reservas.{' '}
            <Link to={paths.experiences} className="font-semibold text-primary underline-offset-4 hover:underline">
              Descubre nuestras experiencias
            </Link>
          </p>
        ) : (
          <ul className="grid gap-3">
            {bookings.map((booking) => (
              <BookingItem key={booking.id} booking={booking} userId={userId} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function BookingItem({ booking, userId }: { booking: MyBooking; userId: string }) {
  const href = itemPath(booking);
  const whatsapp = useWhatsAppNumber();
  return (
    <li className="grid gap-2 rounded-2xl border border-border bg-muted/40 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold">
          {href ? (
            <Link to={href} className="underline-offset-4 hover:text-primary hover:underline">
              {booking.itemName}
            </Link>
          ) : (
            booking.itemName
          )}
        </p>
        <Badge variant={STATUS_VARIANT[booking.status]}>{booking.status}</Badge>
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        <li className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4" aria-hidden="true" />
          <time dateTime={booking.date}>{formatLongDate(booking.date)}</time>
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Users className="size-4" aria-hidden="true" />
          {passengersLabel(booking.passengers)}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Ticket className="size-4" aria-hidden="true" />
          Referencia{' '}
          <Link
            to={paths.booking(booking.reference)}
            aria-label={`Ver la reserva ${booking.reference}`}
            className="font-mono font-semibold text-foreground underline underline-offset-4 hover:text-primary"
          >
            {booking.reference}
          </Link>
        </li>
      </ul>
      <p className="font-semibold tabular-nums">
        {formatMXN(booking.amount)} {booking.currency}
      </p>
      <BookingChanges booking={booking} token={null} whatsappHref={bookingWhatsAppHref(whatsapp, booking.reference)} />
      {booking.status === 'Pagada' && booking.refundedAmount ? (
        <p className="text-sm text-muted-foreground">
          Reembolso parcial: <span className="tabular-nums">{formatMXN(booking.refundedAmount)}</span> devueltos por el medio con
          que pagaste (PayPal o gift card).
        </p>
      ) : null}
      <RateBookingLink userId={userId} booking={booking} />
    </li>
  );
}
