import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { CalendarDays, FileText, MailCheck, Ticket, Users } from 'lucide-react';
import { INVOICE_ANCHOR, MY_BOOKINGS_ANCHOR, type MyBooking, type MyInvoices } from '@hv/shared';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { RateBookingLink } from '@/features/reviews';
import { Message, useT } from '@/lib/i18n.tsx';
import { useWhatsAppNumber } from '@/lib/use-public-config.ts';
import { useMyBookings } from '../api/get-my-bookings.ts';
import { useMyInvoices } from '../api/booking-invoice.ts';
import { BookingChanges, bookingWhatsAppHref } from './booking-changes.tsx';
import { BOOKING_STATUS_MESSAGE } from '../lib/booking-status.ts';

const STATUS_VARIANT: Record<MyBooking['status'], 'accent' | 'secondary' | 'outline'> = {
  Pagada: 'accent',
  Pendiente: 'secondary',
  Reembolsada: 'outline',
  Cancelada: 'outline',
};

function itemPath(booking: MyBooking, paths: ReturnType<typeof useT>['paths']): string | null {
  if (!booking.slug || !booking.kind) return null;
  return booking.kind === 'trip' ? paths.trip(booking.slug) : paths.experience(booking.slug);
}

/**
 * 'Mis reservas' on /perfil: the signed-in traveller's bookings, newest first. Bookings made without
 * an account join them once the account's e-mail is confirmed (docs/architecture.md §7.10), which an
 * unconfirmed account is told rather than 'Aún no tienes reservas' (issue 30).
 */
export function MyBookings({ userId, emailVerified = true }: { userId: string; emailVerified?: boolean }) {
  const headingId = useId();
  const { t, paths } = useT('booking');
  const { data: bookings, isPending, isError, error } = useMyBookings(userId);
  const { data: invoices } = useMyInvoices(userId);
  useEffect(() => {
    if (isError) console.error('No se pudieron cargar las reservas', error);
  }, [isError, error]);
  // The account menu's 'Mis reservas' lands here; the card appears only once the profile has loaded,
  // after the router looked for the #anchor.
  const cardRef = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${MY_BOOKINGS_ANCHOR}`) cardRef.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  const unverified = emailVerified ? null : (
    <p className="flex gap-2 text-sm leading-relaxed text-muted-foreground">
      <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-jade-700" />
      {t('booking.myBookings.unverified')}
    </p>
  );

  return (
    <Card ref={cardRef} id={MY_BOOKINGS_ANCHOR} aria-labelledby={headingId} role="region" className="scroll-mt-20">
      <CardHeader>
        <CardTitle id={headingId}>{t('booking.myBookings.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {unverified}
        {isPending ? (
          <p role="status" className="text-muted-foreground">
            {t('booking.myBookings.loading')}
          </p>
        ) : isError ? (
          <p className="text-muted-foreground">{t('booking.myBookings.error')}</p>
        ) : bookings.length === 0 ? (
          <p className="text-muted-foreground">
            {unverified ? null : `${t('booking.myBookings.empty')} `}
            <Link to={paths.experiences} className="font-semibold text-primary underline-offset-4 hover:underline">
              {t('booking.myBookings.discover')}
            </Link>
          </p>
        ) : (
          <ul className="grid gap-3">
            {bookings.map((booking) => (
              <BookingItem key={booking.id} booking={booking} userId={userId} invoice={invoices?.get(booking.reference)} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

type MyInvoice = MyInvoices['data'][number];

function BookingItem({ booking, userId, invoice }: { booking: MyBooking; userId: string; invoice: MyInvoice | undefined }) {
  const { t, paths, money, longDate, content } = useT('booking');
  const href = itemPath(booking, paths);
  const whatsapp = useWhatsAppNumber();
  // The server sends the item's name in Spanish only.
  const itemName = content(booking.itemName, booking.itemNameEn);
  return (
    <li className="grid gap-2 rounded-2xl border border-border bg-muted/40 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold">
          {href ? (
            <Link to={href} lang={itemName.lang} className="underline-offset-4 hover:text-primary hover:underline">
              {itemName.value}
            </Link>
          ) : (
            <span lang={itemName.lang}>{itemName.value}</span>
          )}
        </p>
        <Badge variant={STATUS_VARIANT[booking.status]}>{t(BOOKING_STATUS_MESSAGE[booking.status])}</Badge>
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        <li className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4" aria-hidden="true" />
          <time dateTime={booking.date}>{longDate(booking.date)}</time>
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Users className="size-4" aria-hidden="true" />
          {t('booking.passengers.count', { count: booking.passengers })}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Ticket className="size-4" aria-hidden="true" />
          {t('booking.myBookings.reference')}{' '}
          <Link
            to={paths.booking(booking.reference)}
            aria-label={t('booking.myBookings.viewBooking', { reference: booking.reference })}
            className="font-mono font-semibold text-foreground underline underline-offset-4 hover:text-primary"
          >
            {booking.reference}
          </Link>
        </li>
      </ul>
      <p className="font-semibold tabular-nums">
        {money(booking.amount)} {booking.currency}
        {booking.seedsSpent ? <> {t('booking.myBookings.seeds', { count: booking.seedsSpent })}</> : null}
      </p>
      <BookingChanges booking={booking} token={null} whatsappHref={bookingWhatsAppHref(whatsapp, booking.reference, t)} />
      {booking.status === 'Pagada' && booking.refundedAmount ? (
        <p className="text-sm text-muted-foreground">
          <Message
            id="booking.myBookings.partialRefund"
            values={{ amount: money(booking.refundedAmount) }}
            components={{ 0: <span className="tabular-nums" /> }}
          />
        </p>
      ) : null}
      <InvoiceLine reference={booking.reference} invoice={invoice} />
      <RateBookingLink userId={userId} booking={booking} />
    </li>
  );
}

/** The booking's factura (decision 0236): issued or in process, else the way to ask for it on the voucher. */
function InvoiceLine({ reference, invoice }: { reference: string; invoice: MyInvoice | undefined }) {
  const { t, paths } = useT('booking');
  if (invoice?.status === 'issued' || invoice?.status === 'pending')
    return (
      <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
        <FileText className="size-4" aria-hidden="true" />
        {t(invoice.status === 'issued' ? 'booking.myBookings.invoiced' : 'booking.myBookings.invoicePending')}
      </p>
    );
  if (!invoice?.canRequest) return null;
  return (
    <Link
      to={`${paths.booking(reference)}#${INVOICE_ANCHOR}`}
      aria-label={t('booking.myBookings.requestInvoice', { reference })}
      className="inline-flex items-center gap-1.5 justify-self-start text-sm font-semibold text-primary underline underline-offset-4"
    >
      <FileText className="size-4" aria-hidden="true" />
      {t('booking.invoice.request')}
    </Link>
  );
}
