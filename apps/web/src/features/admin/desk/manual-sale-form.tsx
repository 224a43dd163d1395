import { Suspense, useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Banknote, CalendarDays, Link2, Send } from 'lucide-react';
import {
  CHECKOUT_MESSAGES,
  formatLongDate,
  formatMXN,
  MANUAL_PAYMENT_METHODS,
  PAYMENT_LINK_HOURS,
  phoneE164,
  todayInMexico,
  type ManualSaleResult,
} from '@hv/shared';
import type { CheckoutFields, CheckoutValues } from '@/features/booking';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/field.tsx';
import { Input, Select, Textarea } from '@/components/ui/input.tsx';
import { ApiRequestError } from '@/lib/api.ts';
import { cn } from '@/lib/cn.ts';
import { schemaResolver, useServerFieldErrors } from '@/lib/forms.ts';
import { useSaid } from '@/lib/shared-sentences.ts';
import { useT } from '@/lib/i18n.tsx';
import { toast } from '@/lib/use-toast.ts';
import type { PersonRow } from '../people/people-api.ts';
import { useDebouncedValue } from '../crud/use-debounced-value.ts';
import { useAvailabilityMonth } from './availability-api.ts';
import { dayPlaces, placesWords } from './availability-calendar.tsx';
import { CustomerSearch } from './customer-search.tsx';
import { createManualSale, useClosedDates, useSaleItems, useSalePlaces, useSaleQuote } from './manual-sale-api.ts';
import {
  emptySale,
  manualSaleBody,
  manualSaleFormSchema,
  saleCheckout,
  type ManualSaleValues,
  type ManualPaymentMethod,
} from './manual-sale-values.ts';

const resolver = schemaResolver<ManualSaleValues>(manualSaleFormSchema);
const NO_DATES: ReadonlySet<string> = new Set();
// Typing a coupon or a number of passengers: ask the server for the price once the typing stops.
const QUOTE_DEBOUNCE_MS = 400;

const CUSTOMER_TEXTS = {
  legend: 'Datos del cliente',
  emailHint: 'Ahí le enviamos la confirmación.',
  phoneHint: 'Su celular: para el enlace por WhatsApp y el aviso del viaje.',
};
/** A cash walk-in needs only a name and a phone (decision 0206). */
const WALK_IN_TEXTS = {
  ...CUSTOMER_TEXTS,
  emailHint: 'Opcional si paga en efectivo: ahí le enviamos la confirmación.',
  emailOptional: true,
};

/** How long a payment link holds the places (decision 0205). */
const linkHoursLabel = (h: number) => (h % 24 === 0 ? `${h / 24} ${h === 24 ? 'día' : 'días'} (${h} h)` : `${h} horas`);

/** 'Quedan 3 lugares', 'Queda 1 lugar', 'Sin lugares'. */
const placesText = (n: number) => (n <= 0 ? 'Sin lugares' : n === 1 ? 'Queda 1 lugar' : `Quedan ${n} lugares`);

/** What the result panel needs to know about the sale just made. */
export interface Sold {
  result: ManualSaleResult;
  itemName: string;
  date: string;
  contactName: string;
  contactEmail: string;
  /** The customer's mobile in international digits (wa.me), when it is a valid number. */
  phoneDigits: string | null;
  method: ManualPaymentMethod | null;
}

const sectionClass = 'grid gap-5 rounded-2xl border border-border bg-card p-4 shadow-card sm:p-6';
const headingClass = 'font-display text-lg font-bold';

/**
 * `Nueva venta manual` (docs/product.md §14.6): an experience or trip sold by phone or WhatsApp.
 * What is sold and when (the booking form's own date picker and start times, passed in as
 * `fields`, the booking feature's lazily loaded checkout fields), the customer (an
 * account found by name or e-mail, or typed), who travels, and the payment: money received
 * outside the site, or a payment link. The server's price is shown, and prefills the amount,
 * before anything is saved; the server checks everything again and its field messages land
 * under the fields.
 */
export function ManualSaleForm({ fields, onSold }: { fields: CheckoutFields; onSold: (sold: Sold) => void }) {
  const {
    ContactFields,
    contactDefaults,
    ExperienceDatePicker,
    FixedDateField,
    isBookableExperienceDate,
    maxPassengers,
    PassengerNames,
    StartTimeField,
  } = fields;
  const today = todayInMexico();
  const queryClient = useQueryClient();
  // The shared checkout rules' messages are keys of the shared catalogue, said here (decision 0197).
  const said = useSaid();
  const saidResolver = useMemo(() => said.resolver(resolver), [said]);
  // Today and cash are chosen from the start: the walk-in at the desk (decision 0206).
  const form = useForm<ManualSaleValues>({ defaultValues: emptySale(today), resolver: saidResolver });
  const { control } = form;
  const values = useWatch({ control }) as ManualSaleValues;
  const items = useSaleItems();
  const chosen = items.data?.find((i) => i.key === values.item) ?? null;
  const item = chosen?.bookable ?? null;
  const closedDates = useClosedDates(item).data;
  // Places left on the chosen date, at each start time: the calendar's choice and the start times say them.
  const places = useSalePlaces(item, /^\d{4}-\d{2}-\d{2}$/.test(values.date) ? values.date : null).data;
  const [customer, setCustomer] = useState<PersonRow | null>(null);
  const dateField = useController({ control, name: 'date' });
  const startTimeField = useController({ control, name: 'startTime' });
  const modeField = useController({ control, name: 'payment.mode' }).field;
  const mode = values.payment.mode;
  // The booking feature's people fields read only the contact and the passenger names, which
  // this form holds under the same names.
  const peopleControl = control as unknown as Control<CheckoutValues>;

  const serverFields = useMemo(
    () =>
      [
        'date',
        'startTime',
        'passengers',
        'couponCode',
        'contactName',
        'contactEmail',
        'contactPhoneCountry',
        'contactPhone',
        'passengerNames',
        ...Array.from({ length: values.passengers || 0 }, (_, i) => `passengerNames.${i}` as const),
        'payment.method',
        'payment.amount',
        'payment.note',
        'payment.expiresInHours',
      ] as const,
    [values.passengers],
  );
  const showServerErrors = useServerFieldErrors(form, serverFields);

  // The server's price for what is chosen so far, asked once the typing stops.
  const ready =
    item !== null &&
    /^\d{4}-\d{2}-\d{2}$/.test(values.date) &&
    Number.isInteger(values.passengers) &&
    values.passengers >= 1 &&
    (item.startTimes.length <= 1 || values.startTime !== '');
  const quoteKey = ready ? JSON.stringify(saleCheckout(item, values)) : '';
  const settledKey = useDebouncedValue(quoteKey, QUOTE_DEBOUNCE_MS);
  const quoteInput = useMemo(() => (settledKey ? JSON.parse(settledKey) : null), [settledKey]);
  const quote = useSaleQuote(quoteInput);
  const quoting = quoteKey !== settledKey || quote.isFetching;
  const total = quoteKey && !quoting ? quote.data?.total : undefined;

  // The amount received starts as the server's total; a figure staff typed themselves is kept.
  const prefilled = useRef('');
  useEffect(() => {
    if (total === undefined) return;
    const text = total.toFixed(2);
    const current = form.getValues('payment.amount');
    if (current === '' || current === prefilled.current) form.setValue('payment.amount', text);
    prefilled.current = text;
  }, [total, form]);

  // The first passenger is the buyer until someone types another name there.
  const buyerName = useRef('');
  const contactNameChanged = (name: string) => {
    const first = form.getValues('passengerNames.0') ?? '';
    if (!first || first === buyerName.current) form.setValue('passengerNames.0', name);
    buyerName.current = name;
  };

  function chooseItem(key: string) {
    const next = items.data?.find((i) => i.key === key)?.bookable;
    // Today stays chosen when the item can be booked today; the first start time is chosen (decision 0206).
    const keepToday = next?.kind === 'experience' && isBookableExperienceDate(today, today, next.dateRule);
    form.setValue('date', next?.fixedDate ?? (keepToday ? today : ''));
    form.setValue('startTime', next?.startTimes[0] ?? '');
    form.clearErrors(['date', 'startTime']);
    if (next && form.getValues('passengers') > maxPassengers(next.maxCapacity)) resizePassengers(maxPassengers(next.maxCapacity));
  }

  function resizePassengers(count: number) {
    form.setValue('passengers', count);
    if (!Number.isInteger(count) || count < 1 || count > 1000) return;
    const names = form.getValues('passengerNames');
    form.setValue(
      'passengerNames',
      Array.from({ length: count }, (_, i) => names[i] ?? ''),
    );
  }

  function chooseCustomer(person: PersonRow) {
    setCustomer(person);
    form.setValue('userId', person.id);
    const contact = contactDefaults({
      fullName: person.full_name,
      email: person.email,
      phone: person.phone,
      country: person.country,
    });
    const revalidate = form.formState.isSubmitted;
    for (const [name, value] of Object.entries(contact) as [keyof typeof contact, string][]) {
      form.setValue(name, value, { shouldValidate: revalidate });
    }
    contactNameChanged(contact.contactName);
  }

  async function submit(v: ManualSaleValues) {
    if (!item) return;
    if (item.startTimes.length > 1 && !v.startTime) {
      form.setError('startTime', { type: 'required', message: CHECKOUT_MESSAGES.startTime }, { shouldFocus: true });
      return;
    }
    try {
      const result = await createManualSale(manualSaleBody(item, v));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'desk'] });
      const e164 = phoneE164(v.contactPhoneCountry, v.contactPhone);
      onSold({
        result,
        itemName: item.name,
        date: v.date,
        contactName: v.contactName.trim(),
        contactEmail: v.contactEmail.trim(),
        phoneDigits: e164 ? e164.replace(/\D/g, '') : null,
        method: v.payment.mode === 'paid' ? v.payment.method : null,
      });
    } catch (error) {
      if (showServerErrors(error)) return;
      toast({
        variant: 'destructive',
        title: 'No se pudo registrar la venta.',
        description: error instanceof ApiRequestError ? error.message : 'Inténtalo de nuevo.',
      });
    }
  }

  const max = item ? maxPassengers(item.maxCapacity) : 1000;
  const busy = form.formState.isSubmitting;
  const dateError = dateField.fieldState.error?.message;

  return (
    <form
      noValidate
      aria-label="Nueva venta manual"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <div className="grid min-w-0 gap-6">
        <section aria-labelledby="venta-que" className={sectionClass}>
          <h2 id="venta-que" className={headingClass}>
            Qué se vende
          </h2>
          <FormField
            control={control}
            name="item"
            label="Experiencia o viaje"
            hint={
              items.isError ? 'No se pudo cargar el catálogo. Recarga la página.' : 'Solo las públicas y los viajes por salir.'
            }
          >
            {(field) => (
              <Select
                {...field}
                disabled={items.isPending}
                onChange={(event) => {
                  field.onChange(event);
                  chooseItem(event.target.value);
                }}
              >
                <option value="">{items.isPending ? 'Cargando catálogo...' : 'Elige una experiencia o un viaje'}</option>
                <optgroup label="Experiencias">
                  {(items.data ?? [])
                    .filter((i) => i.bookable.kind === 'experience')
                    .map((i) => (
                      <option key={i.key} value={i.key}>{`${i.label} · ${formatMXN(i.bookable.price)}`}</option>
                    ))}
                </optgroup>
                <optgroup label="Viajes">
                  {(items.data ?? [])
                    .filter((i) => i.bookable.kind === 'trip')
                    .map((i) => (
                      <option key={i.key} value={i.key}>
                        {`${i.label} · ${formatLongDate(i.bookable.fixedDate!)} · ${formatMXN(i.bookable.price)}`}
                      </option>
                    ))}
                </optgroup>
              </Select>
            )}
          </FormField>

          <div className="grid gap-5 sm:grid-cols-2">
            {item?.fixedDate ? (
              <FixedDateField date={item.fixedDate} />
            ) : item ? (
              // The wrapper lends the form the picker's button, to focus when the date is missing or refused.
              <div
                className="grid content-start gap-1.5"
                ref={(node) => dateField.field.ref(node && { focus: () => node.querySelector('button')?.focus() })}
              >
                {/* The checkout's own calendar: the experience's weekdays inside its seasons, closed dates off (decision 0208). */}
                <WalkInDatePicker
                  Picker={ExperienceDatePicker}
                  experienceId={item.id}
                  label="Fecha"
                  value={values.date || null}
                  today={today}
                  closedDates={closedDates ?? NO_DATES}
                  rule={item.dateRule}
                  onChange={(day) => {
                    dateField.field.onChange(day);
                    form.clearErrors('date');
                  }}
                />
                {dateError ? <p className="text-sm font-medium text-destructive">{dateError}</p> : null}
              </div>
            ) : (
              <div className="grid content-start gap-1.5">
                <span className="text-sm font-semibold">Fecha</span>
                <p className="flex min-h-11 items-center gap-2 rounded-xl border border-dashed border-border px-3.5 text-sm text-muted-foreground">
                  <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
                  Elige primero la experiencia o el viaje.
                </p>
              </div>
            )}
            <FormField control={control} name="passengers" label="Pasajeros" hint={item ? `De 1 a ${max}.` : undefined}>
              {(field) => (
                <Input
                  {...field}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={max}
                  value={Number.isNaN(field.value) ? '' : field.value}
                  onChange={(event) => resizePassengers(event.target.valueAsNumber)}
                />
              )}
            </FormField>
          </div>

          {item?.startTimes.length ? (
            <StartTimeField
              startTimes={item.startTimes}
              value={values.startTime}
              availability={places}
              error={startTimeField.fieldState.error?.message}
              inputRef={(node) => startTimeField.field.ref(node)}
              onChange={(time) => {
                startTimeField.field.onChange(time);
                form.clearErrors('startTime');
              }}
            />
          ) : null}
          {places ? (
            <p role="status" className="text-sm" data-testid="places-left">
              <span className="font-semibold">Lugares: </span>
              {item?.startTimes.length && item.startTimes.length > 1
                ? places.startTimes.map((t) => `${t.startTime} · ${placesText(t.placesLeft)}`).join(' — ')
                : placesText(places.placesLeft)}
            </p>
          ) : null}

          <FormField
            control={control}
            name="couponCode"
            label="Código de cupón"
            optional
            hint="El total se recalcula con el cupón."
          >
            {(field) => (
              <Input
                {...field}
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={40}
                placeholder="Ej. VERANO10"
                onChange={(event) => field.onChange(event.target.value.toUpperCase())}
              />
            )}
          </FormField>
        </section>

        <section aria-labelledby="venta-cliente" className={sectionClass}>
          <h2 id="venta-cliente" className={headingClass}>
            Cliente
          </h2>
          <CustomerSearch
            selected={customer}
            onSelect={chooseCustomer}
            onClear={() => {
              setCustomer(null);
              form.setValue('userId', '');
            }}
          />
          <ContactFields
            control={peopleControl}
            onNameChange={contactNameChanged}
            texts={mode === 'paid' && values.payment.method === 'Efectivo' ? WALK_IN_TEXTS : CUSTOMER_TEXTS}
          />
        </section>

        <section aria-label={CHECKOUT_MESSAGES.passengersTitle} className={sectionClass}>
          <PassengerNames
            control={peopleControl}
            count={Number.isInteger(values.passengers) ? Math.min(values.passengers, max) : 0}
          />
        </section>

        <section aria-labelledby="venta-pago" className={sectionClass}>
          <h2 id="venta-pago" className={headingClass}>
            Pago
          </h2>
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="sr-only">Forma de pago</legend>
            {(
              [
                {
                  value: 'paid',
                  icon: <Banknote aria-hidden="true" />,
                  label: 'Pagada fuera del sitio',
                  hint: 'Efectivo o transferencia ya recibidos: la reserva queda pagada y le enviamos la confirmación.',
                },
                {
                  value: 'link',
                  icon: <Link2 aria-hidden="true" />,
                  label: 'Enviar enlace de pago',
                  hint: 'La reserva queda pendiente y el cliente paga con PayPal desde el enlace.',
                },
              ] as const
            ).map((option) => (
              <label
                key={option.value}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-input bg-white p-3 has-[:checked]:border-jade-700 has-[:checked]:bg-jade-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              >
                <input
                  type="radio"
                  name={modeField.name}
                  value={option.value}
                  checked={mode === option.value}
                  onChange={() => modeField.onChange(option.value)}
                  onBlur={modeField.onBlur}
                  className="mt-1 size-4 shrink-0 accent-jade-700"
                />
                <span className="grid gap-0.5">
                  <span className="flex items-center gap-2 font-semibold [&_svg]:size-4 [&_svg]:text-jade-700">
                    {option.icon}
                    {option.label}
                  </span>
                  <span className="text-sm text-muted-foreground">{option.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {mode === 'paid' ? (
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField control={control} name="payment.method" label="Método">
                {(field) => (
                  <Select {...field}>
                    {MANUAL_PAYMENT_METHODS.map((method) => (
                      <option key={method} value={method}>
                        {method}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <FormField
                control={control}
                name="payment.amount"
                label="Importe recibido"
                hint="En pesos (MXN); debe ser el total de la reserva."
              >
                {(field) => <Input {...field} inputMode="decimal" autoComplete="off" placeholder="0.00" />}
              </FormField>
            </div>
          ) : (
            <FormField
              control={control}
              name="payment.expiresInHours"
              label="El enlace guarda los lugares"
              hint="Después se liberan. Nunca más allá de la salida."
            >
              {(field) => (
                <Select {...field}>
                  {PAYMENT_LINK_HOURS.map((h) => (
                    <option key={h} value={String(h)}>
                      {linkHoursLabel(h)}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          )}
          <FormField
            control={control}
            name="payment.note"
            label="Nota"
            optional
            hint={mode === 'paid' ? 'Solo la ve el personal, p. ej. quién recibió el pago.' : 'Solo la ve el personal.'}
          >
            {(field) => <Textarea {...field} maxLength={500} className="min-h-20" />}
          </FormField>
        </section>
      </div>

      <aside aria-labelledby="venta-resumen" className={cn(sectionClass, 'lg:sticky lg:bottom-4 lg:self-end')}>
        <h2 id="venta-resumen" className={headingClass}>
          Resumen
        </h2>
        {chosen ? (
          <p className="text-sm">
            <span className="font-semibold">{chosen.label}</span>
            {values.date ? <span className="block text-muted-foreground">{formatLongDate(values.date)}</span> : null}
          </p>
        ) : null}
        <SaleTotal quoteKey={quoteKey} quoting={quoting} quote={quote} />
        <Button type="submit" size="lg" className="w-full" aria-busy={busy || undefined} disabled={busy}>
          <Send aria-hidden="true" />
          {busy ? 'Registrando...' : mode === 'paid' ? 'Registrar venta pagada' : 'Crear reserva y enlace'}
        </Button>
      </aside>
    </form>
  );
}

type PickerProps = ComponentProps<CheckoutFields['ExperienceDatePicker']>;

/**
 * The checkout's date picker with each day's places left and held under it (`3 libres`,
 * `2 en pago`), read from the staff month (docs/decisions/0222-calendars-show-held-places.md).
 * Until the desk's words have loaded, the plain picker.
 */
function WalkInDatePicker({
  Picker,
  experienceId,
  ...props
}: PickerProps & { Picker: CheckoutFields['ExperienceDatePicker']; experienceId: string }) {
  return (
    <Suspense fallback={<Picker {...props} />}>
      <PickerWithPlaces Picker={Picker} experienceId={experienceId} {...props} />
    </Suspense>
  );
}

function PickerWithPlaces({
  Picker,
  experienceId,
  ...props
}: PickerProps & { Picker: CheckoutFields['ExperienceDatePicker']; experienceId: string }) {
  const { t } = useT('desk');
  const [month, setMonth] = useState<string | null>(null);
  const data = useAvailabilityMonth(experienceId, month ?? '', { enabled: month !== null }).data;
  const days = useMemo(() => new Map(data?.month === month ? data.days.map((d) => [d.date, d]) : []), [data, month]);
  const dayNotes = (date: string) => {
    const day = days.get(date);
    return day && !day.closed ? placesWords(dayPlaces(day, data!.capacity), t) : [];
  };
  return <Picker {...props} dayNotes={dayNotes} onMonthChange={setMonth} />;
}

/** The server's figures (subtotal, coupon, total), or why there are none yet. */
function SaleTotal({ quoteKey, quoting, quote }: { quoteKey: string; quoting: boolean; quote: ReturnType<typeof useSaleQuote> }) {
  const figures = quoteKey && !quoting ? quote.data : undefined;
  const status = !quoteKey
    ? 'Elige qué se vende, la fecha y los pasajeros para ver el total.'
    : quoting
      ? 'Calculando el total...'
      : quote.error
        ? `No se pudo calcular el total: ${quote.error.message}`
        : '';
  return (
    <div className="grid gap-2 rounded-xl border border-marigold-200 bg-white p-4">
      {figures ? (
        <dl className="grid gap-1.5">
          {figures.discount > 0 ? (
            <>
              <div className="flex justify-between gap-4 text-sm">
                <dt>Subtotal</dt>
                <dd className="tabular-nums">{formatMXN(figures.subtotal)}</dd>
              </div>
              <div className="flex justify-between gap-4 text-sm font-semibold text-jade-800">
                <dt>Descuento del cupón</dt>
                <dd className="tabular-nums">{`−${formatMXN(figures.discount)}`}</dd>
              </div>
            </>
          ) : null}
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <dt className="font-semibold">Total</dt>
            <dd className="font-display text-3xl font-bold text-terracotta-800 tabular-nums">{formatMXN(figures.total)}</dd>
          </div>
        </dl>
      ) : null}
      <p
        role="status"
        className={cn('text-sm', quote.error && !quoting ? 'font-medium text-destructive' : 'text-muted-foreground')}
      >
        {status}
      </p>
    </div>
  );
}
