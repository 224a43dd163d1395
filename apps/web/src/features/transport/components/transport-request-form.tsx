import { useId, useRef, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { todayInMexico, TRANSPORT_MESSAGES, VEHICLE_TYPES } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input, Select, Textarea } from '@/components/ui/input.tsx';
import { ApiRequestError } from '@/lib/api.ts';
import { toast } from '@/lib/use-toast.ts';
import { useCreateTransportRequest } from '../api/create-transport-request.ts';
import { loadTransportValidator } from '../lib/load-transport-validator.ts';
import { appendTransportBooking, buildTransportBooking } from '../lib/transport-bookings.ts';
import {
  emptyTransportForm,
  isTransportField,
  TRANSPORT_FIELDS,
  type TransportField,
  type TransportFieldErrors,
  type TransportFormValues,
} from '../lib/transport-form-values.ts';

const FAILURE_TITLE = 'No se pudo enviar la solicitud';
const FAILURE_DESCRIPTION = 'Inténtalo de nuevo en unos minutos o escríbenos por WhatsApp.';

/** "Sedán (hasta 4 personas)": SPEC §5 shows each vehicle with its capacity. */
export const vehicleOptionLabel = (vehicle: (typeof VEHICLE_TYPES)[number]) =>
  `${vehicle.label} (hasta ${vehicle.capacity} ${vehicle.unit})`;

/**
 * SPEC §2/§3/§5 transport request. Checked in the browser with the shared schema, sent to
 * the server, and only once the server has stored it, appended to `localStorage.transportBookings`.
 * A failure keeps everything the visitor typed.
 */
export function TransportRequestForm() {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TransportFormValues>(emptyTransportForm);
  const [errors, setErrors] = useState<TransportFieldErrors>({});
  const [checking, setChecking] = useState(false);
  const mutation = useCreateTransportRequest();
  const busy = checking || mutation.isPending;
  const today = todayInMexico();

  const set = (field: TransportField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The message goes as soon as the visitor starts fixing the field; the next send checks again.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const showErrors = (next: TransportFieldErrors) => {
    setErrors(next);
    const first = TRANSPORT_FIELDS.find((field) => next[field]);
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  const failed = () => toast({ variant: 'destructive', title: FAILURE_TITLE, description: FAILURE_DESCRIPTION });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;

    setChecking(true);
    let validation;
    try {
      validation = (await loadTransportValidator()).validateTransportRequest(values);
    } catch (error) {
      console.error('No se pudo cargar la validación del formulario', error);
      failed();
      return;
    } finally {
      setChecking(false);
    }
    if (!validation.ok) {
      showErrors(validation.errors);
      return;
    }

    setErrors({});
    const sent = values;
    mutation.mutate(validation.data, {
      onSuccess: () => {
        try {
          appendTransportBooking(buildTransportBooking(sent));
        } catch (error) {
          // Storage full or disabled: the server already has the request, so it is not lost.
          console.error('No se pudo guardar la solicitud en este navegador', error);
        }
        toast({ title: TRANSPORT_MESSAGES.success, description: TRANSPORT_MESSAGES.successDescription });
        setValues(emptyTransportForm());
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 400 && error.fields) {
          const fieldErrors = Object.fromEntries(
            Object.entries(error.fields).filter(([field]) => isTransportField(field)),
          ) as TransportFieldErrors;
          if (Object.keys(fieldErrors).length > 0) {
            showErrors(fieldErrors);
            return;
          }
        }
        console.error('No se pudo enviar la solicitud de transporte', error);
        failed();
      },
    });
  };

  const text = (field: TransportField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  });

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void onSubmit(event)}
      // Starts downloading the validator as soon as someone begins to fill in the form.
      onFocus={() => void loadTransportValidator().catch(() => {})}
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
        <Field label="Nombre completo" error={errors.name} className="sm:col-span-2">
          {(control) => <Input {...control} {...text('name')} autoComplete="name" />}
        </Field>

        <Field label="Correo electrónico" error={errors.email} className="sm:col-span-2">
          {(control) => <Input {...control} {...text('email')} type="email" inputMode="email" autoComplete="email" />}
        </Field>

        <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-3 sm:col-span-2">
          {/* SPEC §5: optional, and pre-filled with Mexico's code, so it needs no "(opcional)". */}
          <Field label="Código de país" optional markOptional={false} error={errors.phoneCountryCode}>
            {(control) => (
              <div className="relative">
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-muted-foreground"
                >
                  +
                </span>
                <Input
                  {...control}
                  name="phoneCountryCode"
                  value={values.phoneCountryCode}
                  // SPEC §5: a numeric input; anything else typed or pasted is dropped.
                  onChange={(event) => set('phoneCountryCode')(event.target.value.replace(/\D/g, ''))}
                  inputMode="numeric"
                  maxLength={4}
                  autoComplete="tel-country-code"
                  className="pl-7"
                />
              </div>
            )}
          </Field>
          <Field label="Teléfono" error={errors.phoneNumber}>
            {(control) => <Input {...control} {...text('phoneNumber')} type="tel" inputMode="tel" autoComplete="tel-national" />}
          </Field>
        </div>

        <Field label="Destino" error={errors.destination} className="sm:col-span-2">
          {(control) => (
            <Input {...control} {...text('destination')} placeholder="Ej. Puebla, Valle de Guadalupe o Huasteca Potosina" />
          )}
        </Field>

        <Field label="Fecha de salida" error={errors.departureDate}>
          {(control) => <Input {...control} {...text('departureDate')} type="date" min={today} />}
        </Field>
        <Field label="Hora de salida" error={errors.departureTime}>
          {(control) => <Input {...control} {...text('departureTime')} type="time" />}
        </Field>

        <Field label="Fecha de regreso" optional error={errors.returnDate}>
          {(control) => <Input {...control} {...text('returnDate')} type="date" min={values.departureDate || today} />}
        </Field>
        <Field label="Hora de regreso" optional error={errors.returnTime}>
          {(control) => <Input {...control} {...text('returnTime')} type="time" />}
        </Field>

        <Field label="Tipo de vehículo" error={errors.vehicleType} className="sm:col-span-2">
          {(control) => (
            <Select {...control} {...text('vehicleType')}>
              <option value="">Elige un vehículo</option>
              {VEHICLE_TYPES.map((vehicle) => (
                <option key={vehicle.value} value={vehicle.value}>
                  {vehicleOptionLabel(vehicle)}
                </option>
              ))}
            </Select>
          )}
        </Field>

        <Field label="Itinerario" optional error={errors.itinerary} className="sm:col-span-2">
          {(control) => (
            <Textarea
              {...control}
              {...text('itinerary')}
              rows={3}
              placeholder="Paradas, horarios o lugares que quieras visitar"
            />
          )}
        </Field>
        <Field label="Peticiones especiales" optional error={errors.specialRequests} className="sm:col-span-2">
          {(control) => (
            <Textarea
              {...control}
              {...text('specialRequests')}
              rows={3}
              placeholder="Silla para bebé, equipaje extra, accesibilidad..."
            />
          )}
        </Field>
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
