import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Send } from 'lucide-react';
import { todayInMexico, TRANSPORT_MESSAGES, VEHICLE_TYPES, type TransportRequest } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/field.tsx';
import { Input, Select, Textarea } from '@/components/ui/input.tsx';
import { ApiRequestError } from '@/lib/api.ts';
import { useServerFieldErrors } from '@/lib/forms.ts';
import { toast } from '@/lib/use-toast.ts';
import { useCreateTransportRequest } from '../api/create-transport-request.ts';
import { appendTransportBooking, buildTransportBooking } from '../lib/transport-bookings.ts';
import { emptyTransportForm, TRANSPORT_FIELDS, type TransportFormValues } from '../lib/transport-form-values.ts';
import { transportResolver } from '../lib/transport-resolver.ts';

const FAILURE_TITLE = 'No se pudo enviar la solicitud';
const FAILURE_DESCRIPTION = 'Inténtalo de nuevo en unos minutos o escríbenos por WhatsApp.';

/** "Sedán (hasta 4 personas)": docs/product.md §10 shows each vehicle with its capacity. */
export const vehicleOptionLabel = (vehicle: (typeof VEHICLE_TYPES)[number]) =>
  `${vehicle.label} (hasta ${vehicle.capacity} ${vehicle.unit})`;

const failed = () => toast({ variant: 'destructive', title: FAILURE_TITLE, description: FAILURE_DESCRIPTION });

/**
 * The transport request of docs/product.md §10. Checked in the browser with the shared schema, sent to
 * the server, and only once the server has stored it, appended to `localStorage.transportBookings`.
 * A failure keeps everything the visitor typed.
 */
export function TransportRequestForm() {
  const titleId = useId();
  const form = useForm<TransportFormValues, unknown, TransportRequest>({
    defaultValues: emptyTransportForm(),
    resolver: transportResolver,
  });
  const { control } = form;
  const departureDate = useWatch({ control, name: 'departureDate' });
  const showServerErrors = useServerFieldErrors(form, TRANSPORT_FIELDS);
  const mutation = useCreateTransportRequest();
  const busy = form.formState.isSubmitting || mutation.isPending;
  const today = todayInMexico();

  const send = (request: TransportRequest) => {
    const sent = form.getValues();
    mutation.mutate(request, {
      onSuccess: () => {
        try {
          appendTransportBooking(buildTransportBooking(sent));
        } catch (error) {
          // Storage full or disabled: the server already has the request, so it is not lost.
          console.error('No se pudo guardar la solicitud en este navegador', error);
        }
        toast({ title: TRANSPORT_MESSAGES.success, description: TRANSPORT_MESSAGES.successDescription });
        form.reset(emptyTransportForm());
      },
      onError: (error) => {
        // The server's messages for its own checks land on their fields.
        if (error instanceof ApiRequestError && error.status === 400 && showServerErrors(error)) return;
        console.error('No se pudo enviar la solicitud de transporte', error);
        failed();
      },
    });
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
          Solicita tu transporte
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Los campos marcados con <span className="font-semibold text-primary">*</span> son obligatorios.
        </p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={control} name="name" label="Nombre completo" className="sm:col-span-2">
          {(field) => <Input {...field} autoComplete="name" />}
        </FormField>

        <FormField control={control} name="email" label="Correo electrónico" className="sm:col-span-2">
          {(field) => <Input {...field} type="email" inputMode="email" autoComplete="email" />}
        </FormField>

        <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-3 sm:col-span-2">
          {/* docs/product.md §10: optional, and pre-filled with Mexico's code, so it needs no "(opcional)". */}
          <FormField control={control} name="phoneCountryCode" label="Código de país" optional markOptional={false}>
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
          <FormField control={control} name="phoneNumber" label="Teléfono">
            {(field) => <Input {...field} type="tel" inputMode="tel" autoComplete="tel-national" />}
          </FormField>
        </div>

        <FormField control={control} name="destination" label="Destino" className="sm:col-span-2">
          {(field) => <Input {...field} placeholder="Ej. Puebla, Valle de Guadalupe o Huasteca Potosina" />}
        </FormField>

        <FormField control={control} name="departureDate" label="Fecha de salida">
          {(field) => <Input {...field} type="date" min={today} />}
        </FormField>
        <FormField control={control} name="departureTime" label="Hora de salida">
          {(field) => <Input {...field} type="time" />}
        </FormField>

        <FormField control={control} name="returnDate" label="Fecha de regreso" optional>
          {(field) => <Input {...field} type="date" min={departureDate || today} />}
        </FormField>
        <FormField control={control} name="returnTime" label="Hora de regreso" optional>
          {(field) => <Input {...field} type="time" />}
        </FormField>

        <FormField control={control} name="passengers" label="Número de pasajeros">
          {(field) => <Input {...field} type="number" inputMode="numeric" min={1} max={60} step={1} />}
        </FormField>

        <FormField control={control} name="vehicleType" label="Tipo de vehículo">
          {(field) => (
            <Select {...field}>
              <option value="">Elige un vehículo</option>
              {VEHICLE_TYPES.map((vehicle) => (
                <option key={vehicle.value} value={vehicle.value}>
                  {vehicleOptionLabel(vehicle)}
                </option>
              ))}
            </Select>
          )}
        </FormField>

        <FormField control={control} name="itinerary" label="Itinerario" optional className="sm:col-span-2">
          {(field) => (
            <Textarea
              {...field}

              rows={3}
              placeholder="Paradas, horarios o lugares que quieras visitar"
            />
          )}
        </FormField>
        <FormField control={control} name="specialRequests" label="Peticiones especiales" optional className="sm:col-span-2">
          {(field) => (
            <Textarea
              {...field}

              rows={3}
              placeholder="Silla para bebé, equipaje extra, accesibilidad..."
            />
          )}
        </FormField>
      </div>

      {/* aria-disabled rather than disabled: the button keeps focus while the request travels. */}
      <Button type="submit" size="lg" aria-disabled={busy} className="w-full aria-disabled:opacity-70">
        <Send aria-hidden="true" />
        {busy ? 'Enviando...' : 'Enviar solicitud'}
      </Button>
      <p className="-mt-2 text-center text-xs text-muted-foreground">
        Sin costo ni compromiso: te contactaremos para confirmar disponibilidad y precio.
      </p>
    </form>
  );
}
