import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { fiscalSettingsSchema, TAX_SYSTEMS, TAX_SYSTEM_CODES, type FiscalSettings } from '@hv/shared';
import { LoadingState } from '@/components/loading-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField, FormRootError } from '@/components/ui/field.tsx';
import { Input, Select } from '@/components/ui/input.tsx';
import { schemaResolver, useServerErrors } from '@/lib/forms.ts';
import { useFiscalSettings, useSaveFiscalSettings } from './settings-api.ts';
import { SettingsSection } from './settings-section.tsx';

/** What the inputs hold: the days as typed, so an empty or half-typed value is shown, not lost. */
type FiscalValues = Omit<FiscalSettings, 'graceDays'> & { graceDays: string };

const toValues = (settings: FiscalSettings): FiscalValues => ({ ...settings, graceDays: String(settings.graceDays) });
const toSettings = (values: FiscalValues) => ({
  ...values,
  graceDays: values.graceDays.trim() === '' ? undefined : Number(values.graceDays.trim()),
});

// The server's own schema (docs/decisions/0078-one-form-pattern.md): each field shows the Spanish
// message the server would answer.
const schemaCheck = schemaResolver<FiscalValues, FiscalSettings>(fiscalSettingsSchema, { raw: false });
const resolver: Resolver<FiscalValues, unknown, FiscalSettings> = (values, context, options) =>
  schemaCheck(toSettings(values) as unknown as FiscalValues, context, options);

const FIELDS = [
  'rfc',
  'legalName',
  'taxSystem',
  'zip',
  'productKey',
  'unitKey',
  'series',
  'creditNoteSeries',
  'graceDays',
  'globalPeriodicity',
] as const;

/**
 * `Datos fiscales` (issue 33, docs/decisions/0224 and 0226): the operator as its CFDIs name it,
 * the SAT keys of a booking's concept, the series, how long a traveller may ask for a factura
 * after the month of payment and how often the global invoice is issued. Saved with
 * `PUT /api/admin/settings/fiscal` (Administrador only, audited).
 */
export function FiscalSection() {
  const query = useFiscalSettings();
  return (
    <SettingsSection
      id="datos-fiscales"
      title="Datos fiscales"
      description={
        <p>
          Los datos del operador para sus facturas (CFDI 4.0) tal como aparecen en su Constancia de Situación Fiscal. Los cambios
          valen para las facturas nuevas; una factura ya timbrada no cambia.
        </p>
      }
    >
      {query.isPending ? <LoadingState message="Cargando datos fiscales..." /> : null}
      {query.error ? (
        <p role="alert" className="font-medium text-destructive">
          No se pudieron cargar los datos fiscales. {query.error.message}
        </p>
      ) : null}
      {query.data ? <FiscalForm settings={query.data} /> : null}
    </SettingsSection>
  );
}

function FiscalForm({ settings }: { settings: FiscalSettings }) {
  const form = useForm<FiscalValues, unknown, FiscalSettings>({ defaultValues: toValues(settings), resolver });
  const save = useSaveFiscalSettings();
  const showServerErrors = useServerErrors(form, FIELDS, 'No se pudieron guardar los cambios. Inténtalo de nuevo.');
  const busy = save.isPending;
  // `Cambios guardados` stays until the next change, so it is there to be read at any pace.
  const [saved, setSaved] = useState(false);
  const { subscribe } = form;
  useEffect(() => subscribe({ formState: { values: true }, callback: () => setSaved(false) }), [subscribe]);

  const submit = async (next: FiscalSettings) => {
    try {
      const stored = await save.mutateAsync(next);
      form.reset(toValues(stored));
      setSaved(true);
    } catch (error) {
      showServerErrors(error);
    }
  };

  return (
    <form noValidate className="grid gap-6" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <fieldset className="grid min-w-0 gap-4">
        <legend className="mb-1 text-base font-semibold">Emisor</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField control={form.control} name="rfc" label="RFC" hint="12 caracteres una empresa, 13 una persona.">
            {(field) => <Input {...field} autoComplete="off" autoCapitalize="characters" disabled={busy} />}
          </FormField>
          <FormField
            control={form.control}
            name="legalName"
            label="Razón social"
            hint="Sin el régimen societario (S.A. de C.V.), como pide el CFDI 4.0."
          >
            {(field) => <Input {...field} autoComplete="organization" disabled={busy} />}
          </FormField>
          <FormField control={form.control} name="taxSystem" label="Régimen fiscal">
            {(field) => (
              <Select {...field} disabled={busy}>
                {TAX_SYSTEM_CODES.map((code) => (
                  <option key={code} value={code}>
                    {code} · {TAX_SYSTEMS[code][0]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            control={form.control}
            name="zip"
            label="Código postal de expedición"
            hint="El lugar de expedición de las facturas."
          >
            {(field) => <Input {...field} inputMode="numeric" autoComplete="off" disabled={busy} />}
          </FormField>
        </div>
      </fieldset>

      <fieldset className="grid min-w-0 gap-4">
        <legend className="mb-1 text-base font-semibold">Conceptos y series</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="productKey"
            label="Clave de producto del SAT por omisión"
            hint="c_ClaveProdServ de cada reserva; 90121501 es organización de viajes."
          >
            {(field) => <Input {...field} inputMode="numeric" autoComplete="off" disabled={busy} />}
          </FormField>
          <FormField control={form.control} name="unitKey" label="Clave de unidad del SAT" hint="E48: unidad de servicio.">
            {(field) => <Input {...field} autoComplete="off" autoCapitalize="characters" disabled={busy} />}
          </FormField>
          <FormField control={form.control} name="series" label="Serie de las facturas">
            {(field) => <Input {...field} autoComplete="off" autoCapitalize="characters" disabled={busy} />}
          </FormField>
          <FormField control={form.control} name="creditNoteSeries" label="Serie de las notas de crédito">
            {(field) => <Input {...field} autoComplete="off" autoCapitalize="characters" disabled={busy} />}
          </FormField>
        </div>
      </fieldset>

      <fieldset className="grid min-w-0 gap-4">
        <legend className="mb-1 text-base font-semibold">Plazos y factura global</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="graceDays"
            label="Días de gracia"
            hint="Días después del fin del mes de pago en que el viajero aún puede pedir su factura. De 0 a 366."
          >
            {(field) => <Input {...field} inputMode="numeric" autoComplete="off" disabled={busy} />}
          </FormField>
          <FormField
            control={form.control}
            name="globalPeriodicity"
            label="Periodicidad de la factura global"
            hint="Las reservas que nadie facturó van al público en general al cerrar cada periodo."
          >
            {(field) => (
              <Select {...field} disabled={busy}>
                <option value="month">Mensual</option>
                <option value="two_months">Bimestral</option>
              </Select>
            )}
          </FormField>
        </div>
      </fieldset>

      <FormRootError message={form.formState.errors.root?.message} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={busy}>
          {busy ? 'Guardando...' : 'Guardar datos fiscales'}
        </Button>
        <p role="status" className="text-sm font-medium text-jade-800">
          {saved ? 'Cambios guardados' : ''}
        </p>
      </div>
    </form>
  );
}
