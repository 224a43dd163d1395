import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useController, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { CalendarCheck, Gift, MapPin, Sprout } from 'lucide-react';
import {
  BUSINESS_TIME_ZONE,
  insideCancellationWindow,
  pickupName,
  travellerTypeName,
  zonedStart,
  WAITLIST_TOKEN_PARAM,
  type Availability,
  type CheckoutQuote,
  type CreatedOrder,
} from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { lazySchemaResolver, useServerFieldErrors } from '@/lib/forms.ts';
import { useT } from '@/lib/i18n.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { useSeedSettings } from '@/lib/seed-settings.ts';
import { toast } from '@/lib/use-toast.ts';
import { checkCodes } from '../api/check-codes.ts';
import { createOrder } from '../api/create-order.ts';
import { usePaymentsConfig } from '../api/get-payments-config.ts';
import { useAvailability } from '../api/get-availability.ts';
import { useClosedDates } from '../api/get-closed-dates.ts';
import { quoteCheckout } from '../api/quote-checkout.ts';
import { useWaitlistInvitation } from '../api/waitlist.ts';
import { checkoutInput, travellersOf, useCheckoutHandlers, type CheckoutValues } from '../hooks/use-checkout-handlers.ts';
import { useGiftCardPayment } from '../hooks/use-gift-card-payment.ts';
import type { BookableItem } from '../lib/bookable-item.ts';
import type { BookingStart } from '../lib/booking-start.ts';
import { formatFullDate, todayInMexico } from '../lib/booking-dates.ts';
import { bookingTotal, maxPassengers, MIN_PASSENGERS } from '../lib/booking-total.ts';
import { paymentErrorToast, serverFieldMessage, serverMessage } from '../lib/checkout-errors.ts';
import { profileContact } from '../lib/profile-contact.ts';
import {
  everyone,
  initialCounts,
  passengerTypes,
  placesTaken,
  typesToChoose,
  typesTotal,
  type TravellerCounts,
} from '../lib/traveller-counts.ts';
import { useSaid } from '@/lib/shared-sentences.ts';
import { BookingSummary } from './booking-summary.tsx';
import { CancellationPolicyNote } from './cancellation-policy-note.tsx';
import { CodeField } from './code-field.tsx';
import { ContactFields } from './contact-fields.tsx';
import { ExperienceDatePicker } from './date-picker.tsx';
import { FixedDateField } from './fixed-date-field.tsx';
import { PassengerNames } from './passenger-names.tsx';
import { PassengerStepper } from './passenger-stepper.tsx';
import { MercadoPagoCheckout } from './mercado-pago-checkout.tsx';
import { PaymentMethodChoice, type PaymentMethod } from './payment-method-choice.tsx';
import { PayPalCheckout } from './paypal-checkout.tsx';
import { PaymentCancelledNote } from './payment-cancelled-note.tsx';
import { HoldCountdown } from './hold-countdown.tsx';
import { exceedsPlaces, PlacesLeft } from './places-left.tsx';
import { StartTimeField } from './start-time-field.tsx';
import { TravellerTypeSteppers } from './traveller-type-steppers.tsx';
import { PickupChoice } from './pickup-choice.tsx';
import { SeedsChoice } from './seeds-choice.tsx';

// `Avísame si se libera un lugar`, with its own rules (zod), only for a full departure (decision 0239).
const WaitlistForm = lazy(async () => ({ default: (await import('./waitlist-form.tsx')).WaitlistForm }));

// The server's checkout rules (@hv/shared), with zod, arrive when the visitor first reaches for the form.
const bookingResolver = lazySchemaResolver<CheckoutValues>(
  async () => (await import('../lib/booking-schema.ts')).bookingFormSchema,
);

/** Fields the server may refuse one by one; its messages land on them. */
const SERVER_FIELDS = [
  'couponCode',
  'giftCardSeries',
  'passengers',
  'contactName',
  'contactEmail',
  'contactPhoneCountry',
  'contactPhone',
  'passengerNames',
  'startTime',
] as const;

type CodeName = 'couponCode' | 'giftCardSeries';
type AppliedCodes = Partial<Record<CodeName, string>>;

/** After a label or a name in a sentence ('Punto de encuentro: …'). */
const LABEL_END = ': ';

/**
 * 'Reserva tu Lugar' (docs/product.md §6.1–§6.4, §6.9, §6.10): passengers, date and start time,
 * who books and who travels, coupon and gift card (`Aplicar` asks the server at once), total
 * and 'Reservar'. 'Reservar' asks the server for the figures first when a code is typed; then
 * the PayPal buttons appear, 'Pagar con gift card' when the card covers everything, or
 * 'Confirmar reserva' when a coupon leaves nothing to pay. After the payment the traveller lands
 * on the confirmation page.
 */
export function BookingForm({ item, start }: { item: BookableItem; start?: BookingStart }) {
  const today = todayInMexico();
  const { user } = useAuth();
  const { locale, t, money, content, time } = useT('booking');
  const words = useSaid();
  // Several traveller types: a count of each instead of one number (decision 0237).
  const types = typesToChoose(item.travellerTypes);
  // What the page's first step held (decision 0243): the form starts from it.
  const startCounts = types.length ? (start?.counts ?? initialCounts(types)) : null;
  const startPassengers = startCounts ? everyone(types, startCounts) : (start?.passengers ?? MIN_PASSENGERS);
  const form = useForm<CheckoutValues>({
    defaultValues: {
      passengers: startPassengers,
      date: item.fixedDate ?? start?.date ?? '',
      startTime: item.startTimes.length === 1 ? item.startTimes[0] : (start?.startTime ?? ''),
      couponCode: '',
      giftCardSeries: '',
      pickupId: '',
      useSeeds: false,
      ...profileContact(user),
      passengerNames: Array.from({ length: Math.max(1, startPassengers) }, (_, i) =>
        i === 0 ? (user?.fullName?.trim() ?? '') : '',
      ),
      ...(startCounts ? { travellerCounts: startCounts } : {}),
    },
    // The shared rules' messages are Spanish: an English page shows its own words.
    resolver: words.resolver(bookingResolver),
  });
  const { control } = form;
  const values = useWatch({ control }) as CheckoutValues;
  const passengersField = useController({ control, name: 'passengers' }).field;
  const dateField = useController({ control, name: 'date' }).field;
  const startTimeField = useController({ control, name: 'startTime' });
  const showServerErrors = useServerFieldErrors(form, SERVER_FIELDS);
  const { passengers, date, startTime } = values;
  const counts: TravellerCounts | undefined = types.length ? (values.travellerCounts ?? initialCounts(types)) : undefined;
  // The places the booking takes (an infant on a lap takes none); everyone else is `passengers`.
  const places = counts ? placesTaken(types, counts) : passengers;
  // The payment step: closed, or open after 'Reservar' (PayPal's buttons or 'Pagar con gift card').
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [quoting, setQuoting] = useState(false);
  // The server's figures: from the quote on 'Reservar', then from the PayPal order it created.
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  // `Aplicar`: the codes the server accepted, and its figures for them (no date needed).
  const [applied, setApplied] = useState<AppliedCodes>({});
  const [codesQuote, setCodesQuote] = useState<CheckoutQuote | null>(null);
  const [applying, setApplying] = useState<CodeName | null>(null);
  const [cancelled, setCancelled] = useState(false);
  // The order PayPal opened, whose places the server holds until its holdExpiresAt (ADR 0213).
  const [order, setOrder] = useState<CreatedOrder | null>(null);
  const checkoutHeadingId = useId();
  // Mercado Pago beside PayPal when the site offers it (docs/decisions/0211, 0220): asked for only
  // once the payment step opens; PayPal stays chosen until the traveller picks Mercado Pago, so the
  // PayPal checkout is exactly the earlier one.
  const paymentsConfig = usePaymentsConfig(checkoutOpen);
  const mercadoPago = paymentsConfig.data?.mercadoPago ?? null;
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod>('paypal');
  const payWith: PaymentMethod = mercadoPago ? chosenMethod : 'paypal';
  // `Usar mis semillas` (decision 0238): a signed-in traveller with seeds, when staff let them pay;
  // guests are never offered it and never ask for the settings.
  const seedBalance = user?.seeds ?? 0;
  const seedSettings = useSeedSettings(seedBalance > 0);
  const offersSeeds = seedBalance > 0 && seedSettings.data?.enabled === true;
  const seedsOn = offersSeeds && values.useSeeds === true;

  const departed = item.fixedDate !== null && item.fixedDate < today;
  // Dates staff closed are not on offer (docs/product.md §14.5); trips have their one date.
  const closedDates = useClosedDates(item.kind, item.id, item.fixedDate === null);
  const availability = useAvailability(item.kind, item.id, departed || !date ? null : date, startTime || null);
  // A waitlist invitation's link (`?waitlist=<token>`, decision 0239): its held places are this
  // traveller's, so they count as free here (the public count holds them for nobody else) and the
  // checkout carries the token, which the server checks.
  const [searchParams] = useSearchParams();
  const invitation = useWaitlistInvitation(searchParams.get(WAITLIST_TOKEN_PARAM));
  const held =
    invitation.data?.status === 'invited' && invitation.data.kind === item.kind && invitation.data.id === item.id
      ? invitation.data
      : null;
  const heldHere = held && held.date === date && (held.startTime ?? '') === (startTime || '') ? held.places : 0;
  const shownAvailability: Availability | undefined =
    availability.data && heldHere
      ? { ...availability.data, placesLeft: availability.data.placesLeft + heldHere }
      : availability.data;
  // The chosen pickup's charge per place-taking traveller is added beside the tours (decision 0233); the server's quote is the one paid.
  const chosenPickup = item.pickups?.find((p) => p.id === values.pickupId);
  const pickupCharge = chosenPickup?.charge ?? 0;
  const total =
    (counts ? typesTotal(types, counts) : bookingTotal(passengers, item.price)) + Math.round(pickupCharge * 100 * places) / 100;
  // A date already inside the free-cancellation window is said before paying (ADR 0198). Before a
  // start time is chosen, the latest one counts: the warning shows only when every time is inside.
  const countedStart = startTime || [...item.startTimes].sort().at(-1) || null;
  const insideWindow = Boolean(date) && insideCancellationWindow(new Date(), date, countedStart, item.freeCancellationHours);
  const shownQuote = quote ?? codesQuote;
  const giftCardPays = quote !== null && quote.giftCardAmount > 0;
  const giftCardPaysAll = giftCardPays && quote.amount <= 0;
  // Seeds (with a gift card or alone) that leave nothing for a provider: paid through the
  // gift-card path, which takes them in the same transaction (decision 0234).
  const seedsPay = quote !== null && (quote.seedsSpent ?? 0) > 0;
  const seedsPayAll = seedsPay && !giftCardPaysAll && quote.amount <= 0;
  // A 100 % coupon leaves nothing to pay: PayPal cannot take 0 MXN, so the booking is confirmed
  // through the gift-card path without a card (docs/product.md §6.4).
  const nothingToPay = quote !== null && !giftCardPays && !seedsPay && quote.total <= 0;
  const paysWithoutPayPal = giftCardPaysAll || seedsPayAll || nothingToPay;

  // A traveller who signs in with the form open finds their contact filled in, unless typed already.
  const signedInId = user?.id;
  useEffect(() => {
    if (!signedInId || !user) return;
    if (!form.getValues('contactEmail')) {
      for (const [name, value] of Object.entries(profileContact(user)) as [keyof CheckoutValues, string][]) {
        form.setValue(name, value);
      }
      if (!form.getValues('passengerNames.0')) form.setValue('passengerNames.0', user.fullName?.trim() ?? '');
    }
    // The stored phone is split into its country and national number by libphonenumber, whose code
    // comes only now and only for a profile with a phone (ADR 0218); what the traveller has changed
    // meanwhile stays.
    const stored = profileContact(user);
    if (!stored.contactPhone) return;
    let current = true;
    void import('../lib/contact-defaults.ts').then(({ contactDefaults }) => {
      const untouched =
        form.getValues('contactPhone') === stored.contactPhone &&
        form.getValues('contactPhoneCountry') === stored.contactPhoneCountry;
      if (!current || !untouched) return;
      const split = contactDefaults(user);
      form.setValue('contactPhoneCountry', split.contactPhoneCountry);
      form.setValue('contactPhone', split.contactPhone);
    });
    return () => {
      current = false;
    };
    // Only when someone signs in: later profile refreshes must not overwrite what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedInId]);

  // Focus follows the flow: into the payment step after 'Reservar'.
  const reserveRef = useRef<HTMLButtonElement>(null);
  const checkoutRef = useRef<HTMLDivElement>(null);
  const cancelledRef = useRef<HTMLParagraphElement>(null);
  const focusNext = useRef<'reserve' | 'checkout' | null>(null);
  // A layout effect: the step may open after the server's quote, outside the click's event.
  useLayoutEffect(() => {
    const target =
      focusNext.current === 'reserve' ? reserveRef.current : focusNext.current === 'checkout' ? checkoutRef.current : null;
    focusNext.current = null;
    target?.focus();
  }, [checkoutOpen]);
  // A date the first step offered that staff closed (the step cannot know): not held (decision 0243).
  useEffect(() => {
    if (!item.fixedDate && date && closedDates.has(date)) form.setValue('date', '');
  }, [closedDates, date, item.fixedDate, form]);

  // After the first step's `Continuar` (decision 0243): on to what it did not ask, else the contact.
  useEffect(() => {
    if (!start?.continued) return;
    const { date: chosenDate, startTime: chosenTime } = form.getValues();
    if (!chosenDate) form.setFocus('date');
    else if (item.startTimes.length > 1 && !chosenTime) form.setFocus('startTime');
    else form.setFocus('contactName');
    // Once, as the form replaces the step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The cancelled payment's note is said where the traveller looks: above the buttons, in view.
  useEffect(() => {
    if (cancelled) cancelledRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [cancelled]);

  // A change after an attempt makes its figures and its "cancelled" note stale. Figures the
  // server gave (and whether PayPal is needed at all) must be asked for again: back to 'Reservar'.
  const edited = (opts: { reprice?: boolean } = {}) => {
    if (quote !== null || opts.reprice) setCheckoutOpen(false);
    setQuote(null);
    setCancelled(false);
    setOrder(null);
  };

  /** Asks the server about the applied codes; a refusal goes under the code's field and drops it. */
  async function priceCodes(
    next: AppliedCodes,
    count: number,
    field?: CodeName,
    travellerCounts = counts,
    withSeeds: boolean = seedsOn,
  ) {
    if (!next.couponCode && !next.giftCardSeries && !withSeeds) {
      setApplied({});
      setCodesQuote(null);
      return;
    }
    setApplying(field ?? null);
    try {
      setCodesQuote(
        await checkCodes({
          kind: item.kind,
          id: item.id,
          passengers: count,
          ...travellersOf(item, { travellerCounts }),
          pickupId: form.getValues('pickupId') || undefined,
          ...next,
          ...(withSeeds ? { useSeeds: true } : {}),
        }),
      );
      setApplied(next);
    } catch (error) {
      const refused = (['couponCode', 'giftCardSeries'] as const).find((name) => serverFieldMessage(error, name));
      if (refused) {
        const reason = serverFieldMessage(words.error(error), refused)!;
        form.setError(refused, { type: 'server', message: reason }, { shouldFocus: true });
        const rest = { ...next };
        delete rest[refused];
        setApplied(rest);
        if (rest.couponCode || rest.giftCardSeries || withSeeds)
          void priceCodes(rest, count, undefined, travellerCounts, withSeeds);
        else setCodesQuote(null);
      } else {
        const message = serverMessage(words.error(error));
        if (message) toast({ variant: 'destructive', title: t('booking.payment.refusedTitle'), description: message });
        else paymentErrorToast(t);
      }
    } finally {
      setApplying(null);
    }
  }

  /** One name field per passenger, the typed ones kept; the applied codes priced for the new party. */
  const travellersChanged = (value: number, travellerCounts?: TravellerCounts) => {
    passengersField.onChange(value);
    const names = form.getValues('passengerNames');
    form.setValue(
      'passengerNames',
      Array.from({ length: value }, (_, i) => names[i] ?? ''),
    );
    edited();
    if (applied.couponCode || applied.giftCardSeries || seedsOn) void priceCodes(applied, value, undefined, travellerCounts);
  };

  const apply = (field: CodeName) => {
    const code = form.getValues(field).trim();
    form.clearErrors(field);
    if (!code) return;
    edited({ reprice: true });
    void priceCodes({ ...applied, [field]: code }, passengers, field);
  };

  // Editing a code clears its error and its figures; the other applied code keeps its own.
  const codeEdited = (field: CodeName) => {
    form.clearErrors(field);
    edited({ reprice: field === 'giftCardSeries' });
    if (applied[field] === undefined) return;
    const rest = { ...applied };
    delete rest[field];
    void priceCodes(rest, passengers);
  };

  // The first passenger is the buyer until someone types another name there.
  const buyerName = useRef(form.getValues('contactName'));
  const contactNameChanged = (name: string) => {
    const first = form.getValues('passengerNames.0') ?? '';
    // Checked again once the form was sent, so a filled-in name loses its red error (issue 30 item 13).
    if (!first || first === buyerName.current)
      form.setValue('passengerNames.0', name, { shouldValidate: form.formState.isSubmitted });
    buyerName.current = name;
  };

  const seedsToggled = (on: boolean) => {
    form.setValue('useSeeds', on);
    edited({ reprice: true });
    void priceCodes(applied, passengers, undefined, counts, on);
  };

  const paid = () => {
    setQuote(null);
    setCancelled(false);
    setOrder(null);
    setCheckoutOpen(false);
  };

  const handlers = useCheckoutHandlers({
    item,
    values: { ...values, useSeeds: seedsOn },
    // After PayPal's window was closed, the order whose hold still runs is opened again, so a second
    // try does not hold the traveller's places twice (ADR 0213).
    heldOrder: () => (cancelled && order?.holdExpiresAt && new Date(order.holdExpiresAt).getTime() > Date.now() ? order : null),
    onOrderCreated: (created) => {
      setQuote(created);
      setOrder(created);
      setCancelled(false);
    },
    onPaid: paid,
    onCancelled: () => setCancelled(true),
  });
  const giftCardPayment = useGiftCardPayment(paid);

  // Mercado Pago's order: the traveller back from its page (the browser's back button) while the
  // order's hold runs reopens it rather than holding the places twice (ADR 0213, 0220).
  async function payWithMercadoPago(): Promise<CreatedOrder> {
    if (order?.redirectUrl && order.holdExpiresAt && new Date(order.holdExpiresAt).getTime() > Date.now()) return order;
    const created = await createOrder({
      ...checkoutInput(item, { ...form.getValues(), useSeeds: seedsOn }, locale),
      provider: 'mercadopago',
    });
    setQuote(created);
    setOrder(created);
    setCancelled(false);
    return created;
  }

  // docs/product.md §6.1: a missing date is said in a toast; the form focuses the date's button.
  function refused(errors: FieldErrors<CheckoutValues>) {
    if (errors.date)
      toast({ variant: 'destructive', title: t('booking.payment.noDateTitle'), description: t('booking.payment.noDate') });
  }

  async function reserve(checked: CheckoutValues) {
    if (item.startTimes.length > 1 && !checked.startTime) {
      form.setError('startTime', { type: 'required', message: t('checkout.startTime') }, { shouldFocus: true });
      return;
    }
    if (
      exceedsPlaces(shownAvailability, checked.travellerCounts ? placesTaken(types, checked.travellerCounts) : checked.passengers)
    ) {
      toast({
        variant: 'destructive',
        title: t('booking.form.noPlacesTitle'),
        description: t('booking.places.left', { count: Math.max(0, shownAvailability!.placesLeft) }),
      });
      return;
    }
    if (quoting || checkoutOpen) return;
    if (checked.couponCode.trim() || checked.giftCardSeries.trim() || seedsOn) {
      setQuoting(true);
      try {
        setQuote(await quoteCheckout(checkoutInput(item, { ...checked, useSeeds: seedsOn }, locale)));
      } catch (error) {
        const said = words.error(error);
        const message = serverMessage(said);
        const onField = showServerErrors(said);
        if (!onField && message)
          toast({ variant: 'destructive', title: t('booking.payment.refusedTitle'), description: message });
        else if (!onField) paymentErrorToast(t);
        return;
      } finally {
        setQuoting(false);
      }
    }
    focusNext.current = 'checkout';
    setCheckoutOpen(true);
  }

  // Once the invitation has come, the form holds its date, start time and places.
  const heldId = held?.date;
  useEffect(() => {
    if (!held) return;
    form.setValue('waitlistToken', searchParams.get(WAITLIST_TOKEN_PARAM) ?? '');
    if (!item.fixedDate) form.setValue('date', held.date);
    if (held.startTime) form.setValue('startTime', held.startTime);
    if (types.length) {
      const next = Object.fromEntries(Object.entries(initialCounts(types)).map(([id, n]) => [id, n > 0 ? held.places : 0]));
      form.setValue('travellerCounts', next);
      travellersChanged(everyone(types, next), next);
    } else travellersChanged(held.places);
    // Once per invitation read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [heldId]);

  // The chosen departure cannot take the places wanted: `Avísame si se libera un lugar` (decision 0235),
  // once the departure is known to its start time.
  const offerWaitlist =
    Boolean(date) &&
    !availability.isLoading &&
    exceedsPlaces(shownAvailability, places) &&
    (item.startTimes.length <= 1 || Boolean(startTime));

  if (departed) return <p className="mt-4 leading-relaxed">{t('booking.start.departed')}</p>;

  const shownTotal = quote?.total ?? total;
  const split = giftCardPays
    ? giftCardPaysAll
      ? t('booking.form.giftCardPaysAll', { amount: money(quote.giftCardAmount) })
      : payWith === 'mercadopago'
        ? t('booking.form.giftCardPaysPartMercadoPago', { giftCard: money(quote.giftCardAmount), rest: money(quote.amount) })
        : t('booking.form.giftCardPaysPart', { giftCard: money(quote.giftCardAmount), paypal: money(quote.amount) })
    : seedsPayAll
      ? t('booking.form.seedsPayAll', { amount: money(quote.seedsAmount ?? 0) })
      : nothingToPay
        ? t('booking.form.couponCoversAll')
        : '';
  const withoutPayPalLabel = nothingToPay
    ? giftCardPayment.isPending
      ? t('booking.form.confirming')
      : t('booking.form.confirm')
    : giftCardPayment.isPending
      ? t('booking.form.paying')
      : seedsPayAll
        ? t('booking.form.payWithSeeds')
        : t('booking.form.payWithGiftCard');
  const when = [formatFullDate(date || today, locale), startTime ? t('booking.form.atTime', { time: time(startTime) }) : null]
    .filter(Boolean)
    .join(' ');
  const itemName = content(item.name, item.nameEn);
  const meetingPoint = item.meetingPoint ? content(item.meetingPoint, item.meetingPointEn) : null;
  const checkoutSummary = t('booking.form.checkoutSummary', {
    passengers: t('booking.passengers.count', { count: passengers }),
    when,
    total: money(shownTotal),
  });

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form
          .handleSubmit(
            reserve,
            refused,
          )(event)
          .catch(() => paymentErrorToast(t))
      }
      onFocus={bookingResolver.preload}
      className="mt-6 grid gap-6"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        {counts ? (
          <TravellerTypeSteppers
            types={types}
            counts={counts}
            maxPlaces={maxPassengers(item.maxCapacity)}
            onChange={(next) => {
              form.setValue('travellerCounts', next);
              travellersChanged(everyone(types, next), next);
            }}
          />
        ) : (
          <PassengerStepper
            value={passengers}
            max={maxPassengers(item.maxCapacity)}
            onChange={(value) => travellersChanged(value)}
          />
        )}
        {item.fixedDate ? (
          <FixedDateField date={item.fixedDate} />
        ) : (
          // The wrapper lends the form the picker's button, to focus when 'Reservar' finds no date.
          <div className="contents" ref={(node) => dateField.ref(node && { focus: () => node.querySelector('button')?.focus() })}>
            <ExperienceDatePicker
              label={t('booking.form.date')}
              value={date || null}
              today={today}
              closedDates={closedDates}
              rule={item.dateRule}
              onChange={(day) => {
                dateField.onChange(day);
                edited();
              }}
            />
          </div>
        )}
      </div>

      {item.startTimes.length ? (
        <StartTimeField
          startTimes={item.startTimes}
          value={startTime}
          availability={availability.data}
          error={startTimeField.fieldState.error?.message}
          inputRef={(node) => startTimeField.field.ref(node)}
          onChange={(time) => {
            startTimeField.field.onChange(time);
            form.clearErrors('startTime');
            edited();
          }}
        />
      ) : null}

      {meetingPoint ? (
        <p className="flex gap-2 text-sm leading-relaxed">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-jade-700" />
          <span>
            <span className="font-semibold">
              {t('booking.form.meetingPoint')}
              {LABEL_END}
            </span>
            <span lang={meetingPoint.lang}>{meetingPoint.value}</span>
            {item.meetingPointUrl ? (
              <>
                {' · '}
                <a
                  href={item.meetingPointUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-jade-800 underline underline-offset-4"
                >
                  {t('booking.form.viewMap')} <span className="sr-only">{t('booking.form.newTab')}</span>
                </a>
              </>
            ) : null}
          </span>
        </p>
      ) : null}

      {item.pickups?.length ? (
        <PickupChoice
          pickups={item.pickups}
          startTime={startTime}
          value={values.pickupId ?? ''}
          onChange={(pickupId) => {
            form.setValue('pickupId', pickupId);
            edited({ reprice: true });
            if (applied.couponCode || applied.giftCardSeries || seedsOn) void priceCodes(applied, passengers);
          }}
        />
      ) : null}

      {date ? <PlacesLeft availability={shownAvailability} isLoading={availability.isLoading} passengers={places} /> : null}
      {offerWaitlist ? (
        <Suspense fallback={null}>
          <WaitlistForm
            key={`${date} ${startTime}`}
            kind={item.kind}
            id={item.id}
            date={date}
            startTime={startTime || null}
            places={places}
            email={user?.email ?? ''}
          />
        </Suspense>
      ) : null}

      <ContactFields control={control} onNameChange={contactNameChanged} />
      <PassengerNames
        control={control}
        count={passengers}
        typeNames={counts ? passengerTypes(types, counts).map((type) => travellerTypeName(locale, type)) : undefined}
      />

      <div className="grid gap-6 sm:grid-cols-2">
        <CodeField
          control={control}
          name="couponCode"
          label={t('booking.form.couponLabel')}
          placeholder={t('booking.form.couponPlaceholder')}
          applyName={t('booking.form.applyCoupon')}
          applying={applying === 'couponCode'}
          applied={applied.couponCode ? t('booking.form.couponApplied') : null}
          onApply={() => apply('couponCode')}
          onEdit={() => codeEdited('couponCode')}
        />
        <CodeField
          control={control}
          name="giftCardSeries"
          label={t('booking.form.giftCardLabel')}
          hint={t('booking.form.giftCardHint')}
          placeholder={t('booking.form.giftCardPlaceholder')}
          applyName={t('booking.form.applyGiftCard')}
          applying={applying === 'giftCardSeries'}
          applied={applied.giftCardSeries ? t('booking.form.giftCardApplied') : null}
          onApply={() => apply('giftCardSeries')}
          onEdit={() => codeEdited('giftCardSeries')}
        />
      </div>

      {offersSeeds ? <SeedsChoice balance={seedBalance} checked={seedsOn} onChange={seedsToggled} /> : null}

      <BookingSummary
        passengers={passengers}
        unitPrice={item.price}
        total={total}
        quote={shownQuote}
        lines={
          counts
            ? types.map((type) => ({ name: travellerTypeName(locale, type), count: counts[type.id] ?? 0, price: type.price }))
            : undefined
        }
        pickup={
          chosenPickup && pickupCharge > 0 ? { name: pickupName(chosenPickup, locale), places, charge: pickupCharge } : undefined
        }
      />
      <CancellationPolicyNote hours={item.freeCancellationHours} insideWindow={insideWindow} />

      {checkoutOpen && date ? (
        <div
          ref={checkoutRef}
          tabIndex={-1}
          aria-labelledby={checkoutHeadingId}
          role="region"
          className="grid gap-3 focus:outline-none"
        >
          <h3 id={checkoutHeadingId} className="font-display text-xl font-bold">
            {giftCardPaysAll
              ? t('booking.form.payWithYourGiftCard')
              : seedsPayAll
                ? t('booking.form.payWithYourSeeds')
                : nothingToPay
                  ? t('booking.form.confirmYourBooking')
                  : payWith === 'mercadopago'
                    ? t('booking.form.payWithMercadoPago')
                    : t('booking.form.payWithPayPal')}
          </h3>
          <p className="text-sm leading-relaxed text-muted-foreground">
            <span lang={itemName.lang}>{itemName.value}</span>
            {`${LABEL_END}${checkoutSummary}${split ? ` ${split}` : ''}`}
          </p>
          {paysWithoutPayPal ? (
            <Button
              size="lg"
              className="w-full"
              disabled={giftCardPayment.isPending}
              onClick={() => giftCardPayment.mutate(checkoutInput(item, { ...form.getValues(), useSeeds: seedsOn }, locale))}
            >
              {nothingToPay ? (
                <CalendarCheck aria-hidden="true" />
              ) : seedsPayAll ? (
                <Sprout aria-hidden="true" />
              ) : (
                <Gift aria-hidden="true" />
              )}
              {withoutPayPalLabel}
            </Button>
          ) : (
            <>
              {order?.holdExpiresAt ? (
                <HoldCountdown key={order.orderId} expiresAt={order.holdExpiresAt} passengers={places} />
              ) : null}
              {mercadoPago ? <PaymentMethodChoice value={payWith} onChange={setChosenMethod} /> : null}
              {payWith === 'mercadopago' && mercadoPago ? (
                <MercadoPagoCheckout
                  config={mercadoPago}
                  amount={quote?.amount ?? total}
                  departureStartsAt={zonedStart(
                    date,
                    startTime || item.departureTime || '00:00',
                    item.timeZone ?? BUSINESS_TIME_ZONE,
                  )}
                  timeZone={item.timeZone ?? BUSINESS_TIME_ZONE}
                  createOrder={payWithMercadoPago}
                />
              ) : (
                <>
                  <PaymentCancelledNote ref={cancelledRef} cancelled={cancelled} />
                  <PayPalCheckout handlers={handlers} />
                </>
              )}
            </>
          )}
        </div>
      ) : (
        <Button ref={reserveRef} type="submit" size="lg" className="w-full" aria-busy={quoting || undefined}>
          <CalendarCheck aria-hidden="true" />
          {quoting ? t('booking.form.calculating') : t('booking.form.submit')}
        </Button>
      )}
    </form>
  );
}
