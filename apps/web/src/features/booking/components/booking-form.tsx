import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useController, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { CalendarCheck, Gift } from 'lucide-react';
import { PAYMENT_MESSAGES, formatMXN, type CheckoutQuote } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { lazySchemaResolver, useServerFieldErrors } from '@/lib/forms.ts';
import { useAuth } from '@/lib/use-auth.ts';
import { toast } from '@/lib/use-toast.ts';
import { useAvailability } from '../api/get-availability.ts';
import { quoteCheckout } from '../api/quote-checkout.ts';
import { checkoutInput, useCheckoutHandlers, type CheckoutValues } from '../hooks/use-checkout-handlers.ts';
import { useGiftCardPayment } from '../hooks/use-gift-card-payment.ts';
import type { BookableItem } from '../lib/bookable-item.ts';
import { formatFullDate, isBookableExperienceDate, todayInMexico } from '../lib/booking-dates.ts';
import { bookingTotal, maxPassengers, MIN_PASSENGERS, passengersLabel } from '../lib/booking-total.ts';
import { paymentErrorToast, serverMessage } from '../lib/checkout-errors.ts';
import { BookingSummary } from './booking-summary.tsx';
import { CodeField } from './code-field.tsx';
import { DatePicker } from './date-picker.tsx';
import { FixedDateField } from './fixed-date-field.tsx';
import { PassengerStepper } from './passenger-stepper.tsx';
import { PayPalCheckout } from './paypal-checkout.tsx';
import { exceedsPlaces, PlacesLeft } from './places-left.tsx';

// The server's checkout rules (@hv/shared), with zod, arrive when the visitor first reaches for the form.
const bookingResolver = lazySchemaResolver<CheckoutValues>(
  async () => (await import('../lib/booking-schema.ts')).bookingFormSchema,
);

/**
 * 'Reserva tu Lugar' (docs/product.md §6.1–§6.4): passengers, date, coupon, gift card, total and 'Reservar'.
 * With a coupon or a gift card, 'Reservar' asks the server for the figures first (the gift card
 * pays first, PayPal the rest). Then the PayPal buttons appear, or 'Pagar con gift card' when
 * the card covers everything. After the payment the form starts over.
 */
export function BookingForm({ item }: { item: BookableItem }) {
  const today = todayInMexico();
  const { user } = useAuth();
  const form = useForm<CheckoutValues>({
    defaultValues: { passengers: MIN_PASSENGERS, date: item.fixedDate ?? '', couponCode: '', giftCardSeries: '' },
    resolver: bookingResolver,
  });
  const { control } = form;
  const values = useWatch({ control }) as CheckoutValues;
  const passengersField = useController({ control, name: 'passengers' }).field;
  const dateField = useController({ control, name: 'date' }).field;
  const showServerErrors = useServerFieldErrors(form, ['giftCardSeries']);
  const { passengers, date } = values;
  // The payment step: closed, or open after 'Reservar' (PayPal's buttons or 'Pagar con gift card').
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [quoting, setQuoting] = useState(false);
  // The server's figures: from the quote on 'Reservar', then from the PayPal order it created.
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const checkoutHeadingId = useId();

  const departed = item.fixedDate !== null && item.fixedDate < today;
  const availability = useAvailability(item.kind, item.id, departed || !date ? null : date);
  const total = bookingTotal(passengers, item.price);
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
    form.reset();
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

  // docs/product.md §6.1: a missing date is said in a toast; the form focuses the date's button.
  function refused(errors: FieldErrors<CheckoutValues>) {
    if (errors.date) toast({ variant: 'destructive', title: PAYMENT_MESSAGES.noDateTitle, description: PAYMENT_MESSAGES.noDate });
  }

  async function reserve(checked: CheckoutValues) {
    if (exceedsPlaces(availability.data, checked.passengers)) {
      toast({
        variant: 'destructive',
        title: 'No hay lugares suficientes',
        description: PAYMENT_MESSAGES.placesLeft(availability.data!.placesLeft),
      });
      return;
    }
    if (quoting || checkoutOpen) return;
    if (checked.couponCode.trim() || checked.giftCardSeries.trim()) {
      setQuoting(true);
      try {
        setQuote(await quoteCheckout(checkoutInput(item, checked)));
      } catch (error) {
        const message = serverMessage(error);
        showServerErrors(error);
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
    <form
      noValidate
      onSubmit={(event) =>
        void form
          .handleSubmit(
            reserve,
            refused,
          )(event)
          .catch(() => paymentErrorToast())
      }
      onFocus={bookingResolver.preload}
      className="mt-6 grid gap-6"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <PassengerStepper
          value={passengers}
          max={maxPassengers(item.maxCapacity)}
          onChange={(value) => {
            passengersField.onChange(value);
            edited();
          }}
        />
        {item.fixedDate ? (
          <FixedDateField date={item.fixedDate} />
        ) : (
          // The wrapper lends the form the picker's button, to focus when 'Reservar' finds no date.
          <div className="contents" ref={(node) => dateField.ref(node && { focus: () => node.querySelector('button')?.focus() })}>
            <DatePicker
              label="Fecha"
              value={date || null}
              today={today}
              isDisabled={(day) => !isBookableExperienceDate(day, today)}
              hint={PAYMENT_MESSAGES.weekendsOnly}
              onChange={(day) => {
                dateField.onChange(day);
                edited();
              }}
            />
          </div>
        )}
      </div>

      {date ? <PlacesLeft availability={availability.data} isLoading={availability.isLoading} passengers={passengers} /> : null}

      <div className="grid gap-6 sm:grid-cols-2">
        {/* The server checks the coupon when the order is created (docs/product.md §6.4). */}
        <CodeField
          control={control}
          name="couponCode"
          label="Código de cupón"
          hint="El descuento se aplica al iniciar el pago."
          placeholder="Ej. VERANO10"
          onEdit={() => edited()}
        />
        {/* The server checks the card on 'Reservar' (exists, not expired, MXN, with balance) and says how much it pays. */}
        <CodeField
          control={control}
          name="giftCardSeries"
          label="Gift card"
          hint="Paga con su saldo; el resto, con PayPal."
          placeholder="Ej. HV7K2M9QX4TB"
          onEdit={() => {
            // The server's refusal was about the series as it was.
            form.clearErrors('giftCardSeries');
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
                onClick={() => giftCardPayment.mutate(checkoutInput(item, form.getValues()))}
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
