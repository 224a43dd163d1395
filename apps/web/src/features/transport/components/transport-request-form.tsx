import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Send } from 'lucide-react';
import { todayInMexico, VEHICLE_TYPES, type TransportRequest } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/field.tsx';
import { Input, Select, Textarea } from '@/components/ui/input.tsx';
import { ApiRequestError } from '@/lib/api.ts';
import { useServerFieldErrors } from '@/lib/forms.ts';
import { Message, useT } from '@/lib/i18n.tsx';
import { useSaid } from '@/lib/shared-sentences.ts';
import { toast } from '@/lib/use-toast.ts';
import { useCreateTransportRequest } from '../api/create-transport-request.ts';
import { appendTransportBooking, buildTransportBooking } from '../lib/transport-bookings.ts';
import { emptyTransportForm, TRANSPORT_FIELDS, type TransportFormValues } from '../lib/transport-form-values.ts';
import { VEHICLE_NAMES } from '../lib/transport-messages.ts';
import { transportResolver } from '../lib/transport-resolver.ts';

/**
 * The transport request of docs/product.md §10. Checked in the browser with the shared schema, sent to
 * the server, and only once the server has stored it, appended to `localStorage.transportBookings`.
 * A failure keeps everything the visitor typed.
 */
export function TransportRequestForm() {
  const titleId = useId();
  const { t, locale } = useT('transport');
  const words = useSaid();
  // The shared schema's Spanish messages, in the page's language.
  const resolver = useMemo(() => words.resolver(transportResolver), [words]);
  const form = useForm<TransportFormValues, unknown, TransportRequest>({
    defaultValues: emptyTransportForm(),
    resolver,
  });
  const { control } = form;
  const departureDate = useWatch({ control, name: 'departureDate' });
  const showServerErrors = useServerFieldErrors(form, TRANSPORT_FIELDS);
  const mutation = useCreateTransportRequest();
  const busy = form.formState.isSubmitting || mutation.isPending;
  const today = todayInMexico();
  const failed = () =>
    toast({
      variant: 'destructive',
      title: t('transport.form.failedTitle'),
      description: t('transport.form.failedDescription'),
    });

  const send = (request: TransportRequest) => {
    const sent = form.getValues();
    // The requester's copy of the e-mail is written in the page's language.
    mutation.mutate(
      { ...request, locale },
      {
        onSuccess: () => {
          try {
            appendTransportBooking(buildTransportBooking(sent));
          } catch (error) {
            // Storage full or disabled: the server already has the request, so it is not lost.
            console.error('No se pudo guardar la solicitud en este navegador', error);
          }
          toast({ title: t('transport.form.sentTitle'), description: t('transport.form.sentDescription') });
          form.reset(emptyTransportForm());
        },
        onError: (error) => {
          // The server's messages for its own checks land on their fields.
          if (error instanceof ApiRequestError && error.status === 400 && showServerErrors(words.error(error))) {
            return;
          }
          console.error('No se pudo enviar la solicitud de transporte', error);
          failed();
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        if (busy) return event.preventDefault();
        form
          .handleSubmit(send)(event)
          .catch((error: unknown) => {
            console.error('No se pudo cargar la validación del formulario', error);
            failed();
          });
      }}
      // Starts downloading the schema as soon as someone begins to fill in the form.
      onFocus={transportResolver.preload}
      className="grid gap-5"
    >
      <div>
        <h3 id={titleId} className="font-display text-2xl font-bold text-terracotta-950">
          {t('transport.form.title')}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          <Message id="transport.form.requiredNote" components={{ 0: <span className="font-semibold text-primary" /> }} />
        </p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={control} name="name" label={t('transport.form.name')} className="sm:col-span-2">
          {(field) => <Input {...field} autoComplete="name" />}
        </FormField>

        <FormField control={control} name="email" label={t('transport.form.email')} className="sm:col-span-2">
          {(field) => <Input {...field} type="email" inputMode="email" autoComplete="email" />}
        </FormField>

        <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-3 sm:col-span-2">
          {/* docs/product.md §10: optional, and pre-filled with Mexico's code, so it needs no "(opcional)". */}
          <FormField
            control={control}
            name="phoneCountryCode"
            label={t('transport.form.countryCode')}
            optional
            markOptional={false}
          >
            {(field) => (
              <div className="relative">
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-muted-foreground"
                >
                  +
                </span>
                <Input
                  {...field}
                  // docs/product.md §10: a numeric input; anything else typed or pasted is dropped.
                  onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ''))}
                  inputMode="numeric"
                  maxLength={4}
                  autoComplete="tel-country-code"
                  className="pl-7"
                />
              </div>
            )}
          </FormField>
          <FormField control={control} name="phoneNumber" label={t('transport.form.phone')}>
            {(field) => <Input {...field} type="tel" inputMode="tel" autoComplete="tel-national" />}
          </FormField>
        </div>

        <FormField control={control} name="destination" label={t('transport.form.destination')} className="sm:col-span-2">
          {(field) => <Input {...field} placeholder={t('transport.form.destinationPlaceholder')} />}
        </FormField>

        <FormField control={control} name="departureDate" label={t('transport.form.departureDate')}>
          {(field) => <Input {...field} type="date" min={today} />}
        </FormField>
        <FormField control={control} name="departureTime" label={t('transport.form.departureTime')}>
          {(field) => <Input {...field} type="time" />}
        </FormField>

        <FormField control={control} name="returnDate" label={t('transport.form.returnDate')} optional>
          {(field) => <Input {...field} type="date" min={departureDate || today} />}
        </FormField>
        <FormField control={control} name="returnTime" label={t('transport.form.returnTime')} optional>
          {(field) => <Input {...field} type="time" />}
        </FormField>

        <FormField control={control} name="passengers" label={t('transport.form.passengers')}>
          {(field) => <Input {...field} type="number" inputMode="numeric" min={1} max={60} step={1} />}
        </FormField>

        <FormField control={control} name="vehicleType" label={t('transport.form.vehicleType')}>
          {(field) => (
            <Select {...field}>
              <option value="">{t('transport.form.chooseVehicle')}</option>
              {/* "Sedán (hasta 4 personas)": docs/product.md §10 shows each vehicle with its capacity. */}
              {VEHICLE_TYPES.map((vehicle) => (
                <option key={vehicle.value} value={vehicle.value}>
                  {t('transport.form.vehicleOption', {
                    vehicle: t(VEHICLE_NAMES[vehicle.value]),
                    capacity: vehicle.capacity,
                    unit: vehicle.unit,
                  })}
                </option>
              ))}
            </Select>
          )}
        </FormField>

        <FormField control={control} name="itinerary" label={t('transport.form.itinerary')} optional className="sm:col-span-2">
          {(field) => <Textarea {...field} rows={3} placeholder={t('transport.form.itineraryPlaceholder')} />}
        </FormField>
        <FormField
          control={control}
          name="specialRequests"
          label={t('transport.form.specialRequests')}
          optional
          className="sm:col-span-2"
        >
          {(field) => <Textarea {...field} rows={3} placeholder={t('transport.form.specialRequestsPlaceholder')} />}
        </FormField>
      </div>

      {/* aria-disabled rather than disabled: the button keeps focus while the request travels. */}
      <Button type="submit" size="lg" aria-disabled={busy} className="w-full aria-disabled:opacity-70">
        <Send aria-hidden="true" />
        {busy ? t('transport.form.sending') : t('transport.form.send')}
      </Button>
      <p className="-mt-2 text-center text-xs text-muted-foreground">{t('transport.form.noCommitment')}</p>
    </form>
  );
}
