import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Bus, CalendarDays, Clock, MapPin, Printer, Sprout, Users } from 'lucide-react';
import { ACTING_LINK_DAYS, showsTravellerTypes, travellerSummary, type BookingConfirmation } from '@hv/shared';
import { OperatorIdentityBlock } from '@/components/operator-identity.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { LoadingState } from '@/components/loading-state.tsx';
import { ApiRequestError } from '@/lib/api.ts';
import { formatTime, pickupLabel } from '@hv/shared';
import { useT } from '@/lib/i18n.tsx';
import { useSaid } from '@/lib/shared-sentences.ts';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { BookingReviewSection } from '@/features/reviews';
import { useBookingConfirmation, voucherQrPath } from '../api/booking-confirmation.ts';
import { formatFullDate } from '../lib/booking-dates.ts';
import { BookingChanges, bookingWhatsAppHref, refundLines } from './booking-changes.tsx';
import { BookingFact } from './booking-fact.tsx';
import { BookingTimeline } from './booking-timeline.tsx';
import { InvoiceSection } from './invoice-section.tsx';
import { OpenBookingHelp } from './open-booking-help.tsx';
import { MinimumToRun } from './places-left.tsx';
import { AwaitingPayment, PaymentRefused, paymentReturn, type PaymentReturn } from './payment-outcome.tsx';

function MoneyRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong ? 'flex justify-between gap-4 border-t border-border pt-2 text-base font-bold' : 'flex justify-between gap-4'
      }
    >
      <dt>{label}</dt>
      {/* An amount is one word: a "−" never wraps alone (issue 30 item 13). */}
      <dd className="whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * `¡Reserva confirmada!` (docs/product.md §6.11): the proof of a paid booking — the reference in
 * large type, what, when and where, who travels, the money, the seeds, the cancellation terms,
 * the responsible's WhatsApp and `Imprimir`. Opens for the booking's owner or with the signed
 * link (`?t=`); anyone else gets the not-found page, as for a booking that does not exist.
 */
/** Who took the money besides a gift card, as the voucher names it. */
const PAID_VIA = {
  paypal: 'booking.confirmation.paidWithPayPal',
  mercadopago: 'booking.confirmation.paidWithMercadoPago',
  desk: 'booking.confirmation.paidAtDesk',
} as const satisfies Record<BookingConfirmation['paidVia'], string>;

export function ConfirmationPage() {
  const { reference = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('t');
  // Back from the provider's page (GET /api/payments/return): paid, waiting for cash, or refused and why.
  const returned = paymentReturn(search.get('pago'));
  const query = useBookingConfirmation(reference.toUpperCase(), token, {
    // An OXXO/SPEI payment on its way: asked again until it arrives, so the page turns paid by itself.
    poll: returned !== 'rechazado' && returned !== 'sin-cargo',
  });
  const { t } = useT('booking');
  useDocumentTitle(withBrand(t('booking.confirmation.documentTitle', { reference: reference.toUpperCase() })));

  if (query.isPending) return <LoadingState message={t('booking.confirmation.loading')} />;
  if (query.error) {
    // Issue 30: no link (or a broken one) is not a missing page: say how a booking opens, its reference written in.
    if (query.error instanceof ApiRequestError && query.error.status === 404)
      return <OpenBookingHelp reference={reference.toUpperCase()} />;
    return (
      <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="font-display text-3xl font-bold">{t('booking.confirmation.loadErrorTitle')}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{t('booking.confirmation.loadErrorText')}</p>
        <Button className="mt-8" onClick={() => void query.refetch()}>
          {t('booking.confirmation.retry')}
        </Button>
      </section>
    );
  }
  return <Confirmation booking={query.data} token={token} returned={returned} reason={search.get('motivo')} />;
}

function Confirmation({
  booking: b,
  token,
  returned,
  reason,
}: {
  booking: BookingConfirmation;
  token: string | null;
  returned: PaymentReturn;
  reason: string | null;
}) {
  const { locale, t, paths, money, content, number, time } = useT('booking');
  const words = useSaid();
  const refunded = b.status === 'Reembolsada';
  // Cancelled by its traveller while its cash payment was awaited: nothing was charged (decision 0227).
  const cancelledUnpaid = b.status === 'Cancelada';
  // Not paid yet (issue 31): its provider payment refused, or an OXXO/SPEI payment awaited.
  const unpaid = b.status === 'Pendiente';
  // A refused payment, or an OXXO/SPEI payment whose deadline passed unpaid (its places released).
  const refusedPayment = unpaid && (returned === 'rechazado' || returned === 'sin-cargo' || b.paymentExpired === true);
  const itemLink = b.slug ? (b.kind === 'trip' ? paths.trip(b.slug) : paths.experience(b.slug)) : null;
  // The server sends the item's name, meeting point and terms in both languages; staff may have given no English.
  const itemName = content(b.itemName, b.itemNameEn);
  const meetingPoint = b.meetingPoint ? content(b.meetingPoint, b.meetingPointEn) : null;
  const terms = locale === 'en' ? b.cancellationTermsEn : b.cancellationTerms;
  const whatsappHref = b.whatsapp ? bookingWhatsAppHref(b.whatsapp, b.reference, t) : null;
  // Arriving at the voucher (after paying, from an e-mail), the focus is on its heading, where the eye is (issue 30).
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <article
      aria-labelledby="reserva-titulo"
      className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:py-14 print:max-w-none print:gap-3 print:p-0 print:text-sm"
    >
      <div className="grid gap-3 text-center">
        <h1
          ref={headingRef}
          id="reserva-titulo"
          tabIndex={-1}
          className="font-display text-3xl font-bold focus:outline-none sm:text-4xl"
        >
          {refunded
            ? t('booking.confirmation.refundedTitle')
            : cancelledUnpaid
              ? t('booking.confirmation.cancelledTitle')
              : refusedPayment
                ? t(b.paymentExpired ? 'booking.payResult.expiredTitle' : 'booking.payResult.refusedTitle')
                : unpaid
                  ? words.say({ key: 'payment.awaitingCash' })
                  : t('booking.confirmation.confirmedTitle')}
        </h1>
        <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">
          {t('booking.confirmation.referenceLabel')}
        </p>
        <p className="font-mono text-4xl font-bold tracking-widest text-terracotta-800 sm:text-5xl">{b.reference}</p>
        {refunded || unpaid || cancelledUnpaid ? null : (
          <figure className="grid justify-items-center gap-1">
            {/* The voucher's own link as a QR code: staff scan it at the departure (docs/product.md §14.3). */}
            <img
              src={voucherQrPath(b.reference, token)}
              width={176}
              height={176}
              alt={t('booking.confirmation.qrAlt', { reference: b.reference })}
              className="size-44 rounded-lg border border-border bg-white print:size-40"
            />
            <figcaption className="text-sm text-muted-foreground">{t('booking.confirmation.qrCaption')}</figcaption>
          </figure>
        )}
        {cancelledUnpaid ? (
          <p className="text-muted-foreground">{t('booking.confirmation.cancelledUnpaid')}</p>
        ) : refusedPayment ? (
          <PaymentRefused
            reason={returned === 'rechazado' && !b.paymentExpired ? reason : null}
            expired={b.paymentExpired === true}
            retryHref={itemLink}
          />
        ) : unpaid ? (
          <AwaitingPayment booking={b} token={token} />
        ) : (
          <p className="text-muted-foreground">
            {refunded
              ? t('booking.confirmation.refunded', { amount: money(b.refundedAmount) })
              : t('booking.confirmation.keepIt', { email: b.contact.email ?? t('booking.confirmation.yourEmail') })}
          </p>
        )}
      </div>

      <Card className="grid gap-6 p-5 sm:p-7">
        <h2 className="font-display text-2xl font-bold">
          {itemLink ? (
            <Link to={itemLink} lang={itemName.lang} className="underline-offset-4 hover:underline">
              {itemName.value}
            </Link>
          ) : (
            <span lang={itemName.lang}>{itemName.value}</span>
          )}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          <BookingFact icon={<CalendarDays />} label={t('booking.confirmation.date')}>
            <time dateTime={b.date}>{formatFullDate(b.date, locale)}</time>
          </BookingFact>
          {b.startTime ? (
            <BookingFact icon={<Clock />} label={t('booking.startTime.label')}>
              <time dateTime={formatTime(b.startTime)}>{time(b.startTime)}</time>
            </BookingFact>
          ) : null}
          {b.pickup ? (
            // Where and when to be (decision 0233): the pickup's time is on the item's clock.
            <BookingFact icon={<Bus />} label={t('booking.pickup.label')}>
              <span lang={b.pickup.nameEn && locale === 'en' ? 'en' : 'es'}>
                {pickupLabel({ ...b.pickup, time: b.pickup.time ? time(b.pickup.time) : null }, locale)}
              </span>
            </BookingFact>
          ) : null}
          {meetingPoint ? (
            <BookingFact icon={<MapPin />} label={t('booking.form.meetingPoint')}>
              <span lang={meetingPoint.lang}>{meetingPoint.value}</span>
              {b.meetingPointUrl ? (
                <a
                  href={b.meetingPointUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block font-semibold text-jade-800 underline underline-offset-4"
                >
                  {t('booking.form.viewMap')} <span className="sr-only">{t('booking.form.newTab')}</span>
                </a>
              ) : null}
            </BookingFact>
          ) : null}
          <BookingFact icon={<Users />} label={t('booking.confirmation.passengers')}>
            {b.travellers && showsTravellerTypes(b.travellers) ? (
              // `2 Adulto · 1 Niño (3 a 11 años)` above the names (decision 0237).
              <p className="font-semibold">{travellerSummary(locale, b.travellers)}</p>
            ) : null}
            {b.passengerNames.length ? (
              <ul className="grid gap-0.5">
                {b.passengerNames.map((name, i) => (
                  <li key={i}>{name}</li>
                ))}
              </ul>
            ) : (
              number(b.passengers)
            )}
          </BookingFact>
        </dl>
        {b.minimumToRun ? <MinimumToRun count={b.minimumToRun} /> : null}
      </Card>

      <Card className="grid gap-3 p-5 sm:p-7">
        <h2 className="font-display text-xl font-bold">{t('booking.confirmation.yourPayment')}</h2>
        <dl className="grid gap-1.5 text-sm">
          <MoneyRow label={t('booking.confirmation.subtotal')} value={money(b.subtotal)} />
          {b.discount > 0 ? (
            <MoneyRow
              label={t('booking.confirmation.coupon', { code: b.couponCode ?? '' }).trim()}
              value={`−${money(b.discount)}`}
            />
          ) : null}
          {b.seedsSpent && !unpaid && !cancelledUnpaid ? (
            <MoneyRow
              label={t('booking.confirmation.seedsSpent', { count: b.seedsSpent })}
              value={`−${money(b.seedsAmount ?? 0)}`}
            />
          ) : null}
          {/* Cancelled before paying (decision 0227): nothing was charged, the gift card got its part back. */}
          {b.giftCardAmount > 0 && !cancelledUnpaid ? (
            <MoneyRow label={t('booking.confirmation.giftCard')} value={`−${money(b.giftCardAmount)}`} />
          ) : null}
          {b.paypalAmount > 0 && !unpaid && !cancelledUnpaid ? (
            <MoneyRow label={t(PAID_VIA[b.paidVia])} value={money(b.paypalAmount)} />
          ) : null}
          <MoneyRow
            label={unpaid ? t('booking.confirmation.totalToPay') : t('booking.confirmation.totalPaid')}
            value={`${money(cancelledUnpaid ? 0 : b.total)} ${b.currency}`}
            strong
          />
        </dl>
        {b.refunded.total > 0 ? (
          // Issue 30: a cancelled (or partly refunded) booking says what came back, and where.
          <div className="grid gap-1 border-t border-border pt-3 text-sm">
            <h3 className="font-semibold">{t('booking.confirmation.refundTitle', { amount: money(b.refunded.total) })}</h3>
            <ul className="list-disc ps-5">
              {refundLines(b.refunded, { t, money }).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {b.seedsAwarded > 0 ? (
          <p className="flex items-center gap-2 text-sm font-semibold text-jade-800">
            <Sprout aria-hidden="true" className="size-4" />
            {/* Issue 30: what seeds are, a tap away. */}
            <Link to={paths.seeds} className="underline underline-offset-4 hover:text-jade-900">
              {t('booking.confirmation.seeds', { count: number(b.seedsAwarded) })}
            </Link>
          </p>
        ) : null}
        <BookingTimeline entries={b.timeline} />
      </Card>

      {b.status === 'Pagada' ? (
        <InvoiceSection reference={b.reference} token={token} email={b.contact.email ?? ''} readOnly={b.readOnly !== null} />
      ) : null}

      <Card className="grid gap-3 p-5 sm:p-7">
        <h2 className="font-display text-xl font-bold">{t('booking.confirmation.changesTitle')}</h2>
        <p className="text-sm leading-relaxed">{terms}</p>
        {/* Decision 0163: a read-only link, an acting link past its time or a staff session reads the booking and acts on nothing. */}
        {b.readOnly ? (
          <p className="text-sm text-muted-foreground" data-print="hide">
            {t(`booking.confirmation.readOnly.${b.readOnly}`, { days: ACTING_LINK_DAYS })}
          </p>
        ) : (
          <BookingChanges booking={b} token={token} whatsappHref={whatsappHref} />
        )}
        <div className="flex flex-wrap gap-3" data-print="hide">
          {whatsappHref ? (
            <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'accent' })}>
              {t('booking.confirmation.whatsapp')} <span className="sr-only">{t('booking.form.newTab')}</span>
            </a>
          ) : null}
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {t('booking.confirmation.print')}
          </Button>
        </div>
        {/* Who sells the trip, on screen and on paper (issue 30 item 6). */}
        <OperatorIdentityBlock headingLevel={3} className="border-t border-border pt-3 text-muted-foreground" />
      </Card>

      {/* A refunded booking is never rated: no section, not even 'Podrás calificar…' (issue 30). */}
      {refunded ? null : <BookingReviewSection reference={b.reference} token={token} readOnly={b.readOnly !== null} />}
    </article>
  );
}
