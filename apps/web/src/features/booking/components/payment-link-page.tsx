import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { CalendarDays, CircleCheck, Clock, Link2Off, User, Users } from 'lucide-react';
import type { PaymentLink } from '@hv/shared';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { LoadingState } from '@/components/loading-state.tsx';
import { ApiRequestError } from '@/lib/api.ts';
import { BUSINESS_TIME_ZONE, formatTime, INTL_LOCALE, type Locale, zonedStart } from '@hv/shared';
import { useT } from '@/lib/i18n.tsx';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { createPaymentLinkOrder, usePaymentLink } from '../api/payment-link.ts';
import { usePayPalHandlers } from '../hooks/use-paypal-handlers.ts';
import { PayPalCheckout } from './paypal-checkout.tsx';
import { PaymentCancelledNote } from './payment-cancelled-note.tsx';
import { BookingFact } from './booking-fact.tsx';
import { usePaymentsConfig } from '../api/get-payments-config.ts';
import { MercadoPagoCheckout } from './mercado-pago-checkout.tsx';
import { PaymentMethodChoice, type PaymentMethod } from './payment-method-choice.tsx';

/** Until when the link holds the places, on Mexico City's clock, in the page's language (decision 0205). */
const linkInstant = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(iso));

/** A page that only says something: an invalid link, or a connection problem with 'Reintentar'. */
function Notice({ title, icon, children, action }: { title: string; icon?: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      {icon ? (
        <span className="mb-6 inline-flex size-16 items-center justify-center rounded-full bg-terracotta-100 text-terracotta-700 [&_svg]:size-8">
          {icon}
        </span>
      ) : null}
      <h1 className="font-display text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{children}</p>
      {action}
    </section>
  );
}

/**
 * `/pagar/{reference}?t=…` (docs/product.md §14.6): the payment link staff send after a manual
 * sale. It shows that booking (reference, what, when, who, total) and PayPal's buttons for
 * exactly it: the server creates the order from the booking (never an amount from here), the
 * capture is the public checkout's, and the traveller lands on the confirmation page. A paid
 * booking says so; a wrong or altered link says it is not valid.
 */
export function PaymentLinkPage() {
  const { reference = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('t');
  const ref = reference.toUpperCase();
  const query = usePaymentLink(ref, token);
  const { t, paths } = useT('booking');
  useDocumentTitle(withBrand(t('booking.payLink.title')));

  if (query.isPending) return <LoadingState message={t('booking.confirmation.loading')} />;
  if (query.error) {
    if (query.error instanceof ApiRequestError && query.error.status === 404) {
      return (
        <Notice
          title={t('booking.payLink.invalidTitle')}
          icon={<Link2Off aria-hidden="true" />}
          action={
            <Link to={paths.home} className={buttonVariants({ className: 'mt-8' })}>
              {t('booking.payLink.home')}
            </Link>
          }
        >
          {t('booking.payLink.invalid')}
        </Notice>
      );
    }
    return (
      <Notice
        title={t('booking.confirmation.loadErrorTitle')}
        action={
          <Button className="mt-8" onClick={() => void query.refetch()}>
            {t('booking.confirmation.retry')}
          </Button>
        }
      >
        {t('booking.confirmation.loadErrorText')}
      </Notice>
    );
  }
  return <PaymentLinkCheckout link={query.data} token={token} onRefused={() => void query.refetch()} />;
}

function PaymentLinkCheckout({ link, token, onRefused }: { link: PaymentLink; token: string | null; onRefused: () => void }) {
  const { t, money, longDate, content, time } = useT('booking');
  // The server sends the item's name in Spanish only.
  const itemName = content(link.itemName);
  return (
    <article aria-labelledby="pagar-titulo" className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:py-14">
      <div className="grid gap-2 text-center">
        <h1 id="pagar-titulo" className="font-display text-3xl font-bold sm:text-4xl">
          {t('booking.payLink.title')}
        </h1>
        <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">
          {t('booking.payLink.referenceLabel')}
        </p>
        <p className="font-mono text-3xl font-bold tracking-widest text-terracotta-800 sm:text-4xl">{link.reference}</p>
      </div>

      <Card className="grid gap-5 p-5 sm:p-7">
        <h2 className="font-display text-2xl font-bold" lang={itemName.lang}>
          {itemName.value}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          <BookingFact icon={<CalendarDays />} label={t('booking.payLink.date')}>
            <time dateTime={link.date}>{longDate(link.date)}</time>
          </BookingFact>
          {link.startTime ? (
            <BookingFact icon={<Clock />} label={t('booking.startTime.label')}>
              <time dateTime={formatTime(link.startTime)}>{time(link.startTime)}</time>
            </BookingFact>
          ) : null}
          <BookingFact icon={<Users />} label={t('booking.payLink.passengers')}>
            {t('booking.passengers.count', { count: link.passengers })}
          </BookingFact>
          {link.contactName ? (
            <BookingFact icon={<User />} label={t('booking.payLink.bookedFor')}>
              {link.contactName}
            </BookingFact>
          ) : null}
        </dl>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 border-t border-border pt-4">
          <p className="font-semibold">
            {link.status === 'Pagada' ? t('booking.payLink.totalPaid') : t('booking.payLink.totalToPay')}
          </p>
          <p className="font-display text-3xl font-bold text-terracotta-800 tabular-nums">{`${money(link.total)} MXN`}</p>
        </div>
      </Card>

      {link.status === 'Pagada' ? (
        <p
          role="status"
          className="flex items-center gap-3 rounded-2xl border border-jade-200 bg-jade-50 p-4 font-semibold text-jade-900"
        >
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {t('booking.payLink.alreadyPaid')}
        </p>
      ) : link.departureCancelled ? (
        <p role="status" className="rounded-2xl border border-terracotta-200 bg-terracotta-50 p-4 font-semibold">
          {t('booking.payLink.departureCancelled')}
        </p>
      ) : link.status === 'Pendiente' && link.expired ? (
        // Its places went back on sale (decision 0205): no payment for it.
        <p role="status" className="rounded-2xl border border-marigold-300 bg-marigold-50 p-4 font-semibold">
          {t('booking.payLink.expired')}
        </p>
      ) : link.status !== 'Pendiente' ? (
        <p role="status" className="rounded-2xl border border-marigold-300 bg-marigold-50 p-4 font-semibold">
          {t('booking.payLink.closed')}
        </p>
      ) : (
        <LinkPayment link={link} token={token} onRefused={onRefused} />
      )}
    </article>
  );
}

/**
 * Paying the link (docs/decisions/0223-payment-links-with-mercado-pago.md): the checkout's
 * `Forma de pago` choice when the site offers Mercado Pago (PayPal chosen first, decision 0220),
 * PayPal's buttons or the Mercado Pago button that leaves for its page. Once the link opened
 * Mercado Pago's payment it stays with it (the server refuses PayPal then).
 */
function LinkPayment({ link, token, onRefused }: { link: PaymentLink; token: string | null; onRefused: () => void }) {
  const [cancelled, setCancelled] = useState(false);
  const { t, locale } = useT('booking');
  const mercadoPago = usePaymentsConfig().data?.mercadoPago ?? null;
  const onMercadoPago = link.provider === 'mercadopago';
  const [chosen, setChosen] = useState<PaymentMethod>(onMercadoPago ? 'mercadopago' : 'paypal');
  const payWith: PaymentMethod = mercadoPago ? (onMercadoPago ? 'mercadopago' : chosen) : 'paypal';
  const order = async (provider?: PaymentMethod) => {
    try {
      return await createPaymentLinkOrder(link.reference, token, provider);
    } catch (error) {
      // Paid meanwhile (another tab, staff recorded it) or no longer waiting: show what it is now.
      if (error instanceof ApiRequestError && error.status === 409) onRefused();
      throw error;
    }
  };
  const handlers = usePayPalHandlers({
    // The provider is named only when the traveller had the choice: the link's earlier calls stay as they were.
    createOrder: () => order(mercadoPago ? 'paypal' : undefined),
    onOrderCreated: () => setCancelled(false),
    onCancelled: () => setCancelled(true),
  });

  return (
    <section aria-labelledby="pagar-paypal" className="grid gap-3">
      <h2 id="pagar-paypal" className="font-display text-xl font-bold">
        {payWith === 'mercadopago' ? t('booking.payLink.payWithMercadoPago') : t('booking.payLink.payWithPayPal')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('booking.payLink.note')}</p>
      {link.expiresAt ? (
        <p className="text-sm font-semibold">{t('booking.payLink.holdsUntil', { until: linkInstant(link.expiresAt, locale) })}</p>
      ) : null}
      {mercadoPago && !onMercadoPago ? <PaymentMethodChoice value={payWith} onChange={setChosen} /> : null}
      {payWith === 'mercadopago' && mercadoPago ? (
        <MercadoPagoCheckout
          config={mercadoPago}
          amount={link.total}
          departureStartsAt={zonedStart(link.date, link.startTime ?? '00:00', link.timeZone ?? BUSINESS_TIME_ZONE)}
          timeZone={link.timeZone ?? BUSINESS_TIME_ZONE}
          cashDeadlineBy={link.expiresAt ? new Date(link.expiresAt) : null}
          createOrder={() => order('mercadopago')}
        />
      ) : (
        <>
          <PaymentCancelledNote cancelled={cancelled} />
          <PayPalCheckout handlers={handlers} />
        </>
      )}
    </section>
  );
}
