import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  CFDI_USES,
  cfdiUsesFor,
  TAX_SYSTEMS,
  taxProfileSchema,
  type SavedTaxProfile,
  type TaxProfileInput,
  type TaxSystem,
} from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Field, FormField, FormRootError } from '@/components/ui/field.tsx';
import { Input, Select } from '@/components/ui/input.tsx';
import { useSaveTaxProfile, useTaxProfiles } from '@/features/profile';
import { schemaResolver, useServerErrors } from '@/lib/forms.ts';
import { useT } from '@/lib/i18n.tsx';
import { useSaid } from '@/lib/shared-sentences.ts';

// `Solicitar factura` (issue 33, decision 0221): the customer's tax data, checked by the shared
// schema the server uses, each wrong field's message under it; nothing is sent while one is wrong.
// The SAT's catalogue names (régimen, uso) stay Spanish on both sites: they are the CFDI's words.
// Loaded on first opening: the voucher's first load carries neither zod nor the RFC check.

interface Values {
  foreign: boolean;
  rfc: string;
  legalName: string;
  taxSystem: string;
  cfdiUse: string;
  zip: string;
  email: string;
  country: string;
  foreignTaxId: string;
  keep: boolean;
}

/** The fields the schema treats as absent when empty. */
const OPTIONAL = new Set(['rfc', 'taxSystem', 'cfdiUse', 'zip', 'country', 'foreignTaxId']);

const FIELDS = ['rfc', 'legalName', 'taxSystem', 'cfdiUse', 'zip', 'email', 'country', 'foreignTaxId'] as const;

/** The régimenes that fit an RFC as typed so far: a company's has 12 characters, a person's 13. */
function systemsFor(rfc: string): TaxSystem[] {
  const kind = rfc.trim().length === 12 ? 'moral' : rfc.trim().length === 13 ? 'fisica' : null;
  return (Object.keys(TAX_SYSTEMS) as TaxSystem[]).filter(
    (code) => code !== '616' && (!kind || TAX_SYSTEMS[code][1] === kind || TAX_SYSTEMS[code][1] === 'both'),
  );
}

const fromSaved = (p: SavedTaxProfile): Partial<Values> => ({
  foreign: p.foreign,
  rfc: p.rfc ?? '',
  legalName: p.legalName,
  taxSystem: p.taxSystem ?? '',
  cfdiUse: p.cfdiUse ?? '',
  zip: p.zip ?? '',
  email: p.email,
  country: p.country ?? '',
  foreignTaxId: p.foreignTaxId ?? '',
});

export interface InvoiceFormProps {
  /** The booking's contact e-mail: where the invoice goes unless the customer gives another. */
  email: string;
  /** A signed-in traveller may reuse and keep tax profiles (decision 0230); staff at the desk do not. */
  signedIn: boolean;
  /** Sends the checked data: the traveller's request from the voucher, or staff's on their behalf (decision 0236). */
  send: (profile: TaxProfileInput) => Promise<unknown>;
  onSent: () => void;
}

export default function InvoiceForm({ email, signedIn, send, onSent }: InvoiceFormProps) {
  const { t } = useT('booking');
  const words = useSaid();
  const keepId = useId();
  const foreignId = useId();
  const saved = useTaxProfiles(signedIn);
  const keep = useSaveTaxProfile();
  const resolver = useMemo(() => {
    const check = schemaResolver<Values>(taxProfileSchema);
    // An empty optional field is absent (the schema then says what is missing, not that it is malformed).
    return words.resolver<Values, unknown, Values>((values, context, options) =>
      check(
        Object.fromEntries(
          Object.entries(values).map(([name, value]) => [name, value === '' && OPTIONAL.has(name) ? undefined : value]),
        ) as unknown as Values,
        context,
        options,
      ),
    );
  }, [words]);
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      foreign: false,
      rfc: '',
      legalName: '',
      taxSystem: '',
      cfdiUse: '',
      zip: '',
      email,
      country: '',
      foreignTaxId: '',
      keep: signedIn,
    },
  });
  const { control, handleSubmit, formState, reset, getValues } = form;
  const showServerErrors = useServerErrors(form, FIELDS, t('booking.invoice.failed'));
  const [foreign, rfc, taxSystem] = useWatch({ control, name: ['foreign', 'rfc', 'taxSystem'] });
  const systems = systemsFor(rfc);
  const uses = taxSystem ? cfdiUsesFor(taxSystem as TaxSystem) : [];

  const onSubmit = handleSubmit(async (values) => {
    const { keep: keepIt, ...profile } = values;
    const body = profile.foreign
      ? {
          foreign: true,
          legalName: profile.legalName,
          email: profile.email,
          country: profile.country,
          foreignTaxId: profile.foreignTaxId,
        }
      : {
          foreign: false,
          rfc: profile.rfc,
          legalName: profile.legalName,
          taxSystem: profile.taxSystem,
          cfdiUse: profile.cfdiUse,
          zip: profile.zip,
          email: profile.email,
        };
    try {
      await send(body as TaxProfileInput);
    } catch (error) {
      showServerErrors(words.error(error));
      return;
    }
    // Kept only when the traveller asked (decision 0230); a failure to keep them does not undo the request.
    if (signedIn && keepIt) await keep.mutateAsync(body as Parameters<typeof keep.mutateAsync>[0]).catch(() => undefined);
    onSent();
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      {saved.data?.length ? (
        <Field label={t('booking.invoice.saved')} optional markOptional={false}>
          {(aria) => (
            <Select
              {...aria}
              defaultValue=""
              onChange={(event) => {
                const chosen = saved.data.find((p) => p.id === event.target.value);
                if (chosen) reset({ ...getValues(), ...fromSaved(chosen), keep: false });
              }}
            >
              <option value="">{t('booking.invoice.savedNone')}</option>
              {saved.data.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.legalName} · {p.foreign ? p.foreignTaxId : p.rfc}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}

      <div className="flex min-h-11 items-center gap-3">
        <Controller
          control={control}
          name="foreign"
          render={({ field: { value, onChange, ref, onBlur } }) => (
            <Checkbox id={foreignId} ref={ref} checked={value} onBlur={onBlur} onCheckedChange={(s) => onChange(s === true)} />
          )}
        />
        <label htmlFor={foreignId} className="text-sm font-semibold">
          {t('booking.invoice.foreign')}
        </label>
      </div>

      {foreign ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={control}
            name="country"
            label={t('booking.invoice.country')}
            hint={t('booking.invoice.countryHint')}
          >
            {(field) => <Input {...field} autoComplete="off" maxLength={3} className="uppercase" />}
          </FormField>
          <FormField control={control} name="foreignTaxId" label={t('booking.invoice.foreignTaxId')}>
            {(field) => <Input {...field} autoComplete="off" />}
          </FormField>
        </div>
      ) : (
        <FormField control={control} name="rfc" label={t('booking.invoice.rfc')} hint={t('booking.invoice.rfcHint')}>
          {(field) => <Input {...field} autoComplete="off" maxLength={13} className="uppercase" />}
        </FormField>
      )}
      <FormField
        control={control}
        name="legalName"
        label={t('booking.invoice.legalName')}
        hint={t('booking.invoice.legalNameHint')}
      >
        {(field) => <Input {...field} autoComplete="organization" />}
      </FormField>
      {foreign ? null : (
        <>
          <FormField control={control} name="taxSystem" label={t('booking.invoice.taxSystem')}>
            {(field) => (
              <Select {...field} lang="es">
                <option value="">{t('booking.invoice.choose')}</option>
                {systems.map((code) => (
                  <option key={code} value={code}>
                    {code} · {TAX_SYSTEMS[code][0]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            control={control}
            name="cfdiUse"
            label={t('booking.invoice.cfdiUse')}
            hint={taxSystem ? undefined : t('booking.invoice.cfdiUseHint')}
          >
            {(field) => (
              <Select {...field} lang="es" disabled={!taxSystem}>
                <option value="">{t('booking.invoice.choose')}</option>
                {uses.map((code) => (
                  <option key={code} value={code}>
                    {code} · {CFDI_USES[code][0]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField control={control} name="zip" label={t('booking.invoice.zip')} hint={t('booking.invoice.zipHint')}>
            {(field) => <Input {...field} inputMode="numeric" autoComplete="postal-code" maxLength={5} />}
          </FormField>
        </>
      )}
      <FormField control={control} name="email" label={t('booking.invoice.email')}>
        {(field) => <Input {...field} type="email" autoComplete="email" />}
      </FormField>

      {signedIn ? (
        <div className="flex min-h-11 items-center gap-3">
          <Controller
            control={control}
            name="keep"
            render={({ field: { value, onChange, ref, onBlur } }) => (
              <Checkbox id={keepId} ref={ref} checked={value} onBlur={onBlur} onCheckedChange={(s) => onChange(s === true)} />
            )}
          />
          <label htmlFor={keepId} className="text-sm">
            {t('booking.invoice.keep')}
          </label>
        </div>
      ) : null}

      <FormRootError message={formState.errors.root?.message} />
      <Button type="submit" className="justify-self-start" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('booking.invoice.sending') : t('booking.invoice.send')}
      </Button>
    </form>
  );
}
