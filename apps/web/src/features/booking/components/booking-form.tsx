import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CalendarCheck } from 'lucide-react';
import { PAYMENT_MESSAGES, formatMXN, type CreatedOrder } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/lib/use-toast.ts';
import { useAvailability } from '../api/get-availability.ts';
import { useCheckoutHandlers } from '../hooks/use-checkout-handlers.ts';
import type { BookableItem } from '../lib/bookable-item.ts';
import { formatFullDate, isBookableExperienceDate, todayInMexico } from '../lib/booking-dates.ts';
import { bookingTotal, maxPassengers, MIN_PASSENGERS, passengersLabel } from '../lib/booking-total.ts';
import { BookingSummary } from './booking-summary.tsx';
import { CouponField } from './coupon-field.tsx';
import { DatePicker } from './date-picker.tsx';
import { FixedDateField } from './fixed-date-field.tsx';
import { PassengerStepper } from './passenger-stepper.tsx';
import { PayPalCheckout } from './paypal-checkout.tsx';
import { exceedsPlaces, PlacesLeft } from './places-left.tsx';

/**
 * SPEC §2, §4, §5 'Reserva tu Lugar': passengers, date, total and 'Reservar'; with a date,
 * 'Reservar' reveals the PayPal buttons; after the payment the form starts over.
 */
export function BookingForm({ item }: { item: BookableItem }) {
  const today = todayInMexico();
  const [passengers, setPassengers] = useState(MIN_PASSENGERS);
  const [date, setDate] = useState<string | null>(item.fixedDate);
  const [couponCode, setCouponCode] = useState('');
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [order, setOrder] = useState<CreatedOrder | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const checkoutHeadingId = useId();

  const departed = item.fixedDate !== null && item.fixedDate < today;
  const availability = useAvailability(item.kind, item.id, departed ? null : date);
  const total = bookingTotal(passengers, item.price);

  // Focus follows the flow: into the payment step after 'Reservar', back to 'Reservar' after paying.
  const reserveRef = useRef<HTMLButtonElement>(null);
  const checkoutRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<'reserve' | 'checkout' | null>(null);
  useEffect(() => {
    const target =
      focusNext.current === 'reserve' ? reserveRef.current : focusNext.current === 'checkout' ? checkoutRef.current : null;
    focusNext.current = null;
    target?.focus();
  }, [checkoutOpen]);

  // A change after an attempt makes its discount and its "cancelled" note stale.
  const edited = () => {
    setOrder(null);
    setCancelled(false);
  };

  const handlers = useCheckoutHandlers({
    item,
    values: { date: date ?? '', passengers, couponCode },
    onOrderCreated: (created) => {
      setOrder(created);
      setCancelled(false);
    },
    onPaid: () => {
      setPassengers(MIN_PASSENGERS);
      setDate(item.fixedDate);
      setCouponCode('');
      setOrder(null);
      setCancelled(false);
      focusNext.current = 'reserve';
      setCheckoutOpen(false);
    },
    onCancelled: () => setCancelled(true),
  });

  function reserve(event: FormEvent) {
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
    focusNext.current = 'checkout';
    setCheckoutOpen(true);
  }

  if (departed) return <p className="mt-4 leading-relaxed">{PAYMENT_MESSAGES.tripDeparted}</p>;

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

      <CouponField
        value={couponCode}
        onChange={(value) => {
          setCouponCode(value);
          edited();
        }}
      />

      <BookingSummary passengers={passengers} unitPrice={item.price} total={total} order={order} />

      {checkoutOpen && date ? (
        <div
          ref={checkoutRef}
          tabIndex={-1}
          aria-labelledby={checkoutHeadingId}
          role="region"
          className="grid gap-3 focus:outline-none"
        >
          <h3 id={checkoutHeadingId} className="font-display text-xl font-bold">
            Paga con PayPal
          </h3>
          <p className="text-sm leading-relaxed text-muted-foreground">
            {`${item.name}: ${passengersLabel(passengers)}, ${formatFullDate(date)}. Total ${formatMXN(order?.amount ?? total)}.`}
          </p>
          <PayPalCheckout handlers={handlers} />
          <p role="status" className="text-sm font-medium text-muted-foreground">
            {cancelled ? 'Cancelaste el pago: no se hizo ningún cargo. Puedes intentarlo de nuevo cuando quieras.' : ''}
          </p>
        </div>
      ) : (
        <Button ref={reserveRef} type="submit" size="lg" className="w-full">
          <CalendarCheck aria-hidden="true" />
          Reservar
        </Button>
      )}
    </form>
  );
}
