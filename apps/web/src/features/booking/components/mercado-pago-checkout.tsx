import { useEffect, useState } from 'react';
import { CreditCard, FlaskConical } from 'lucide-react';
import { cashPaymentDeadline, installmentsFor, type CreatedOrder, type PaymentsConfig } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n.tsx';
import { toast } from '@/lib/use-toast.ts';
import { useSaid } from '@/lib/shared-sentences.ts';
import { formatDateTime } from '../lib/booking-dates.ts';
import { paymentErrorToast, serverMessage } from '../lib/checkout-errors.ts';

export type MercadoPagoConfig = NonNullable<PaymentsConfig['mercadoPago']>;

/** Where the browser goes to pay; a seam for tests (jsdom cannot navigate). */
export const leavePage = { assign: (url: string) => window.location.assign(url) };

/**
 * The Mercado Pago choice at checkout (docs/decisions/0211-mercado-pago-checkout-pro.md,
 * 0220-mercado-pago-choice-on-the-checkout-page.md): says honestly what happens — the traveller goes
 * to Mercado Pago's page — with the months without interest the amount reaches and until when
 * OXXO and SPEI can be paid (or that only cards are left for this date), from the same shared
 * rules the server applies. The button creates the order with the server, then leaves for Mercado
 * Pago's page.
 */
export function MercadoPagoCheckout({
  config,
  amount,
  departureStartsAt,
  timeZone,
  cashDeadlineBy,
  createOrder,
}: {
  config: MercadoPagoConfig;
  /** What Mercado Pago is to charge (after coupon and gift card), pesos. */
  amount: number;
  departureStartsAt: Date;
  timeZone: string;
  /** No cash or transfer payment after this (a payment link's expiry, decision 0223), as the server caps it. */
  cashDeadlineBy?: Date | null;
  /** Creates (or reopens) the order with provider 'mercadopago'. */
  createOrder: () => Promise<CreatedOrder>;
}) {
  const { locale, t, money } = useT('booking');
  const words = useSaid();
  const [leaving, setLeaving] = useState(false);
  // Back from Mercado Pago's page with the browser's back button (the page restored as it was left):
  // the button works again, and reopens the same order while its hold runs.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);
  const months = installmentsFor(amount, config.installments);
  const ruleDeadline = cashPaymentDeadline({ now: new Date(), departureStartsAt, settings: config });
  const cashDeadline =
    ruleDeadline && cashDeadlineBy && cashDeadlineBy.getTime() < ruleDeadline.getTime() ? cashDeadlineBy : ruleDeadline;

  async function pay() {
    if (leaving) return;
    setLeaving(true);
    try {
      const order = await createOrder();
      if (!order.redirectUrl) throw new Error('Mercado Pago order without redirectUrl');
      leavePage.assign(order.redirectUrl);
    } catch (error) {
      console.error('No se pudo iniciar el pago con Mercado Pago', error);
      const message = serverMessage(words.error(error));
      if (message) toast({ variant: 'destructive', title: t('booking.payment.refusedTitle'), description: message });
      else paymentErrorToast(t);
      setLeaving(false);
    }
  }

  return (
    <div className="grid gap-3">
      {config.testMode ? (
        <p className="flex items-start gap-2 rounded-xl border border-turquoise-200 bg-turquoise-50 px-3 py-2 text-sm text-turquoise-900">
          <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="font-medium">{t('booking.paypal.testMode')}</span>
        </p>
      ) : null}
      <ul className="grid list-disc gap-1 ps-5 text-sm leading-relaxed">
        <li>{t('booking.mercadoPago.redirect')}</li>
        {months ? (
          <li>{t('booking.mercadoPago.installments', { months: months.months, monthly: money(months.monthly) })}</li>
        ) : null}
        <li>
          {cashDeadline
            ? t('booking.mercadoPago.cashUntil', { deadline: formatDateTime(cashDeadline.toISOString(), locale, timeZone) })
            : t('booking.mercadoPago.cardOnly')}
        </li>
      </ul>
      <Button size="lg" className="w-full" aria-busy={leaving || undefined} onClick={() => void pay()}>
        <CreditCard aria-hidden="true" />
        {leaving ? t('booking.mercadoPago.leaving') : t('booking.mercadoPago.pay')}
      </Button>
    </div>
  );
}
