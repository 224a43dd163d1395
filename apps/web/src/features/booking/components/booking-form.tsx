import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { CalendarCheck, Gift } from 'lucide-react';
import { PAYMENT_MESSAGES, formatMXN, type CheckoutQuote } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { toast } from '@/lib/use-toast.ts';
import { useAvailability } from '../api/get-availability.ts';
import { quoteCheckout } from '../api/quote-checkout.ts';
import { checkoutInput, useCheckoutHandlers } from '../hooks/use-checkout-handlers.ts';
import { useGiftCardPayment } from '../hooks/use-gift-card-payment.ts';
import type { BookableItem } from '../lib/bookable-item.ts';
import { formatFullDate, isBookableExperienceDate, todayInMexico } from '../lib/booking-dates.ts';
import { bookingTotal, maxPassengers, MIN_PASSENGERS, passengersLabel } from '../lib/booking-total.ts';
import { paymentErrorToast, serverFieldMessage, serverMessage } from '../lib/checkout-errors.ts';
import { BookingSummary } from './booking-summary.tsx';
import { CodeField } from './code-field.tsx';
import { DatePicker } from './date-picker.tsx';
import { FixedDateField } from './fixed-date-field.tsx';
import { PassengerStepper } from './passenger-stepper.tsx';
import { PayPalCheckout } from './paypal-checkout.tsx';
import { exceedsPlaces, PlacesLeft } from './places-left.tsx';

/**
 * SPEC §2, §4, §5 'Reserva tu Lugar': passengers, date, coupon, gift card, total and 'Reservar'.
 * With a coupon or a gift card, 'Reservar' asks the server for the figures first (the gift card
 * pays first, PayPal the rest). Then the PayPal buttons appear, or 'Pagar con gift card' when
 * the card covers everything. After the payment the form starts over.
 */
export function BookingForm({ item }: { item: BookableItem }) {
  const today = todayInMexico();
  const { user } = useAuth();
  const [passengers, setPassengers] = useState(MIN_PASSENGERS);
  const [date, setDate] = useState<string | null>(item.fixedDate);
  const [couponCode, setCouponCode] = useState('');
  const [giftCardSeries, setGiftCardSeries] = useState('');
  const [giftCardError, setGiftCardError] = useState<string | undefined>();
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [quoting, setQuoting] = useState(false);
  // The server's figures: from the quote on 'Reservar', then from the PayPal order it created.
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const checkoutHeadingId = useId();

  const departed = item.fixedDate !== null && item.fixedDate < today;
  const availability = useAvailability(item.kind, item.id, departed ? null : date);
  const total = bookingTotal(passengers, item.price);
  const values = { date: date ?? '', passengers, couponCode, giftCardSeries };
  const giftCardPays = quote !== null && quote.giftCardAmount > 0;
  const giftCardPaysAll = giftCardPays && quote.amount <= 0;

  // Focus follows the flow: into the payment step after 'Reservar', back to 'Reservar' after paying.
  const reserveRef = useRef<HTMLButtonElement>(null);
  const checkoutRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<'reserve' | 'checkout' | null>(null);
  // A layout effect: the step may open after the server's quote, outside the click's event.
  useLayoutEffect(() => {
    const target =
      focusNext.current === 'reserve' ? reserveRef.current : focusNext.current === 'checkout' ? checkoutRef.current : null;
    focusNext.current = null;
    target?.focus();
  }, [checkoutOpen]);

  // A change after an attempt makes its figures and its "cancelled" note stale. Figures the
  // server gave (and whether PayPal is needed at all) must be asked for again: back to 'Reservar'.
  const edited = (opts: { reprice?: boolean } = {}) => {
    if (quote !== null || opts.reprice) setCheckoutOpen(false);
    setQuote(null);
    setCancelled(false);
  };

  const paid = () => {
    setPassengers(MIN_PASSENGERS);
    setDate(item.fixedDate);
    setCouponCode('');
    setGiftCardSeries('');
    setQuote(null);
    setCancelled(false);
    focusNext.current = 'reserve';
    setCheckoutOpen(false);
  };

  const handlers = useCheckoutHandlers({
    item,
    values,
    onOrderCreated: (created) => {
      setQuote(created);
      setCancelled(false);
    },
    onPaid: paid,
    onCancelled: () => setCancelled(true),
  });
  const giftCardPayment = useGiftCardPayment(paid);

  async function reserve(event: FormEvent) {
    event.preventDefault();
    if (!date) {
      toast({ variant: 'destructive', title: PAYMENT_MESSAGES.noDateTitle, description: PAYMENT_MESSAGES.noDate });
      return;
    }
    if (exceedsPlaces(availability.data, passengers)) {
      toast({
        variant: 'destructive',
        title: 'No hay lugares suficientes',
        description: PAYMENT_MESSAGES.placesLeft(availability.data!.placesLeft),
      });
      return;
    }
    if (quoting || checkoutOpen) return;
    if (couponCode.trim() || giftCardSeries.trim()) {
      setQuoting(true);
      try {
        setQuote(await quoteCheckout(checkoutInput(item, values)));
      } catch (error) {
        const message = serverMessage(error);
        setGiftCardError(serverFieldMessage(error, 'giftCardSeries') ?? undefined);
        if (message) toast({ variant: 'destructive', title: PAYMENT_MESSAGES.checkoutRefusedTitle, description: message });
        else paymentErrorToast();
        return;
      } finally {
        setQuoting(false);
      }
    }
    focusNext.current = 'checkout';
    setCheckoutOpen(true);
  }

  if (departed) return <p className="mt-4 leading-relaxed">{PAYMENT_MESSAGES.tripDeparted}</p>;

  const shownTotal = quote?.total ?? total;
  const split = giftCardPays
    ? ` La gift card paga ${formatMXN(quote.giftCardAmount)}${giftCardPaysAll ? '.' : `; con PayPal, ${formatMXN(quote.amount)}.`}`
    : '';

  return (
    <form noValidate onSubmit={reserve} className="mt-6 grid gap-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <PassengerStepper
          value={passengers}
          max={maxPassengers(item.maxCapacity)}
          onChange={(value) => {
            setPassengers(value);
            edited();
          }}
        />
        {item.fixedDate ? (
          <FixedDateField date={item.fixedDate} />
        ) : (
          <DatePicker
            label="Fecha"
            value={date}
            today={today}
            isDisabled={(day) => !isBookableExperienceDate(day, today)}
            hint={PAYMENT_MESSAGES.weekendsOnly}
            onChange={(day) => {
              setDate(day);
              edited();
            }}
          />
        )}
      </div>

      {date ? <PlacesLeft availability={availability.data} isLoading={availability.isLoading} passengers={passengers} /> : null}

      <div className="grid gap-6 sm:grid-cols-2">
        {/* The server checks the coupon when the order is created (SPEC: coupons at checkout). */}
        <CodeField
          label="Código de cupón"
          hint="El descuento se aplica al iniciar el pago."
          placeholder="Ej. VERANO10"
          value={couponCode}
          onChange={(value) => {
            setCouponCode(value);
            edited();
          }}
        />
        {/* The server checks the card on 'Reservar' (exists, not expired, MXN, with balance) and says how much it pays. */}
        <CodeField
          label="Gift card"
          hint="Paga con su saldo; el resto, con PayPal."
          placeholder="Ej. HV7K2M9QX4TB"
          value={giftCardSeries}
          error={giftCardError}
          onChange={(value) => {
            setGiftCardSeries(value);
            setGiftCardError(undefined);
            edited({ reprice: true });
          }}
        />
      </div>

      <BookingSummary passengers={passengers} unitPrice={item.price} total={total} quote={quote} />

      {checkoutOpen && date ? (
        <div
          ref={checkoutRef}
          tabIndex={-1}
          aria-labelledby={checkoutHeadingId}
          role="region"
          className="grid gap-3 focus:outline-none"
        >
          <h3 id={checkoutHeadingId} className="font-display text-xl font-bold">
            {giftCardPaysAll ? 'Paga con tu gift card' : 'Paga con PayPal'}
          </h3>
          <p className="text-sm leading-relaxed text-muted-foreground">
            {`${item.name}: ${passengersLabel(passengers)}, ${formatFullDate(date)}. Total ${formatMXN(shownTotal)}.${split}`}
          </p>
          {giftCardPaysAll ? (
            user ? (
              <Button
                size="lg"
                className="w-full"
                disabled={giftCardPayment.isPending}
                onClick={() => giftCardPayment.mutate(checkoutInput(item, values))}
              >
                <Gift aria-hidden="true" />
                {giftCardPayment.isPending ? 'Pagando...' : PAYMENT_MESSAGES.payWithGiftCard}
              </Button>
            ) : (
              <p role="note" className="rounded-xl border border-marigold-300 bg-marigold-50 px-3 py-2 text-sm font-medium">
                {PAYMENT_MESSAGES.giftCardSignIn}
              </p>
            )
          ) : (
            <>
              <PayPalCheckout handlers={handlers} />
              <p role="status" className="text-sm font-medium text-muted-foreground">
                {cancelled ? 'Cancelaste el pago: no se hizo ningún cargo. Puedes intentarlo de nuevo cuando quieras.' : ''}
              </p>
            </>
          )}
        </div>
      ) : (
        <Button ref={reserveRef} type="submit" size="lg" className="w-full" aria-busy={quoting || undefined}>
          <CalendarCheck aria-hidden="true" />
          {quoting ? 'Calculando tu pago...' : 'Reservar'}
        </Button>
      )}
    </form>
  );
}
