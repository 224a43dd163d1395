import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { payLaterSettingsSchema, type PayLaterSettings } from '@hv/shared';
import { LoadingState } from '@/components/loading-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField, FormRootError } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { schemaResolver, useServerErrors } from '@/lib/forms.ts';
import { usePayLaterSettings, useSavePayLaterSettings } from './settings-api.ts';
import { SettingsSection } from './settings-section.tsx';

/** The schema's limit on plans (`payLaterSettingsSchema`): `Agregar plan` stops there. */
const MAX_PLANS = 8;

/** What the inputs hold: numbers as typed, so a half-typed or empty value is shown, not lost. */
interface PayLaterValues {
  installments: { months: string; minAmount: string }[];
  cashHours: string;
  cashCutoffHours: string;
}

const toValues = (settings: PayLaterSettings): PayLaterValues => ({
  installments: settings.installments.map((plan) => ({ months: String(plan.months), minAmount: String(plan.minAmount) })),
  cashHours: String(settings.cashHours),
  cashCutoffHours: String(settings.cashCutoffHours),
});

/** A typed number: empty is missing (the schema's "Escribe…"); a decimal comma is read as a point. */
const toNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')));

const toSettings = (values: PayLaterValues) => ({
  installments: values.installments.map((plan) => ({ months: toNumber(plan.months), minAmount: toNumber(plan.minAmount) })),
  cashHours: toNumber(values.cashHours),
  cashCutoffHours: toNumber(values.cashCutoffHours),
});

// The server's own schema (docs/decisions/0078-one-form-pattern.md) checks the typed values once
// read as numbers, so each field shows the message the server would answer.
const schemaCheck = schemaResolver<PayLaterValues, PayLaterSettings>(payLaterSettingsSchema, { raw: false });
const resolver: Resolver<PayLaterValues, unknown, PayLaterSettings> = (values, context, options) =>
  schemaCheck(toSettings(values) as unknown as PayLaterValues, context, options);

/**
 * `Pagos a meses y en efectivo` (issue 31, docs/decisions/0216 and 0224): the installment plans
 * offered on card payments, how long an OXXO or SPEI ticket can be paid, and how long before a
 * departure cash closes. Saved with `PUT /api/admin/settings/pay-later` (audited).
 */
export function PayLaterSection() {
  const query = usePayLaterSettings();
  return (
    <SettingsSection
      id="pagos"
      title="Pagos a meses y en efectivo"
      description={
        <p>
          Los meses sin intereses que se ofrecen al pagar con tarjeta y los plazos para pagar en OXXO o por SPEI con Mercado Pago.
          Los cambios valen para los pagos nuevos; una ficha ya emitida conserva su plazo.
        </p>
      }
    >
      {query.isPending ? <LoadingState message="Cargando ajustes..." /> : null}
      {query.error ? (
        <p role="alert" className="font-medium text-destructive">
          No se pudieron cargar los ajustes. {query.error.message}
        </p>
      ) : null}
      {query.data ? <PayLaterForm settings={query.data} /> : null}
    </SettingsSection>
  );
}

function PayLaterForm({ settings }: { settings: PayLaterSettings }) {
  const form = useForm<PayLaterValues, unknown, PayLaterSettings>({ defaultValues: toValues(settings), resolver });
  const plans = useFieldArray({ control: form.control, name: 'installments' });
  const save = useSavePayLaterSettings();
  const names = [
    ...plans.fields.flatMap((_, index) => [`installments.${index}.months`, `installments.${index}.minAmount`] as const),
    'cashHours',
    'cashCutoffHours',
  ] as const;
  const showServerErrors = useServerErrors(form, names, 'No se pudieron guardar los cambios. Inténtalo de nuevo.');
  // Fields lock only while the PUT is on its way: locked during the schema check too, the first
  // invalid field could not take the focus react-hook-form gives it.
  const busy = save.isPending;
  const addButton = useRef<HTMLButtonElement>(null);
  // `Cambios guardados` stays until the next change, so it is there to be read at any pace.
  const [saved, setSaved] = useState(false);
  const { subscribe } = form;
  useEffect(() => subscribe({ formState: { values: true }, callback: () => setSaved(false) }), [subscribe]);

  const submit = async (next: PayLaterSettings) => {
    try {
      const stored = await save.mutateAsync(next);
      form.reset(toValues(stored));
      setSaved(true);
    } catch (error) {
      showServerErrors(error);
    }
  };

  const plansError = form.formState.errors.installments?.root?.message ?? form.formState.errors.installments?.message;

  return (
    <form noValidate className="grid gap-6" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <fieldset className="grid min-w-0 gap-3">
        <legend className="mb-1 text-base font-semibold">Meses sin intereses</legend>
        <p className="text-sm text-muted-foreground">
          Con tarjeta se ofrecen los meses del plan más largo cuyo monto mínimo alcanza el total de la reserva. Sin planes, solo
          pago de contado.
        </p>
        {plans.fields.length === 0 ? <p className="text-sm">No hay planes: todos los pagos con tarjeta son de contado.</p> : null}
        <ol className="grid gap-3">
          {plans.fields.map((plan, index) => (
            <li
              key={plan.id}
              className="grid min-w-0 gap-3 rounded-xl border border-border p-3 sm:grid-cols-[minmax(0,10rem)_minmax(0,16rem)_auto] sm:items-start"
            >
              <FormField
                control={form.control}
                name={`installments.${index}.months`}
                label={
                  <>
                    Meses <span className="sr-only">del plan {index + 1}</span>
                  </>
                }
                hint="De 2 a 24."
              >
                {(field) => <Input {...field} inputMode="numeric" autoComplete="off" disabled={busy} />}
              </FormField>
              <FormField
                control={form.control}
                name={`installments.${index}.minAmount`}
                label={
                  <>
                    Monto mínimo (MXN) <span className="sr-only">del plan {index + 1}</span>
                  </>
                }
                hint="Total de la reserva, IVA incluido."
              >
                {(field) => <Input {...field} inputMode="decimal" autoComplete="off" disabled={busy} />}
              </FormField>
              <Button
                variant="outline"
                className="sm:mt-7 sm:justify-self-start"
                disabled={busy}
                onClick={() => {
                  plans.remove(index);
                  // The row and its button are gone: the focus goes where the next plan would be added.
                  addButton.current?.focus();
                }}
              >
                <Trash2 aria-hidden="true" />
                Quitar <span className="sr-only">el plan {index + 1}</span>
              </Button>
            </li>
          ))}
        </ol>
        {plansError ? <p className="text-sm font-medium text-destructive">{plansError}</p> : null}
        <div>
          <Button
            ref={addButton}
            variant="outline"
            disabled={busy || plans.fields.length >= MAX_PLANS}
            onClick={() => plans.append({ months: '', minAmount: '' })}
          >
            <Plus aria-hidden="true" />
            Agregar plan
          </Button>
        </div>
      </fieldset>

      <fieldset className="grid min-w-0 gap-3">
        <legend className="mb-1 text-base font-semibold">Efectivo en OXXO y transferencia SPEI</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="cashHours"
            label="Horas para pagar"
            hint="Desde que el viajero genera su ficha; mientras tanto sus lugares quedan apartados. De 1 a 720."
          >
            {(field) => <Input {...field} inputMode="numeric" autoComplete="off" disabled={busy} />}
          </FormField>
          <FormField
            control={form.control}
            name="cashCutoffHours"
            label="Cierre antes de la salida (horas)"
            hint="Ninguna ficha vence más tarde que esto antes de la salida; si falta menos, solo se ofrece tarjeta. De 0 a 720."
          >
            {(field) => <Input {...field} inputMode="numeric" autoComplete="off" disabled={busy} />}
          </FormField>
        </div>
      </fieldset>

      <FormRootError message={form.formState.errors.root?.message} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={busy}>
          {busy ? 'Guardando...' : 'Guardar cambios'}
        </Button>
        <p role="status" className="text-sm font-medium text-jade-800">
          {saved ? 'Cambios guardados' : ''}
        </p>
      </div>
    </form>
  );
}
