import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { INTL_LOCALE, type Locale } from '@hv/shared';
import { FormField } from '@/components/ui/field.tsx';
import { Input, Select } from '@/components/ui/input.tsx';
import { listCountries } from '@/lib/countries.ts';
import { useT } from '@/lib/i18n.tsx';
import type { CheckoutValues } from '../hooks/use-checkout-handlers.ts';

/**
 * Countries that have a calling code, Mexico first (most travellers' phones), then by name in the
 * page's language (the browser's own country names for English).
 */
function phoneCountries(locale: Locale) {
  let all = listCountries().filter((c) => c.dialCode);
  if (locale !== 'es') {
    const names = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'region', fallback: 'none' });
    all = all
      .map((c) => ({ ...c, name: names.of(c.code) ?? c.name }))
      .sort((a, b) => a.name.localeCompare(b.name, INTL_LOCALE[locale]));
  }
  const mexico = all.find((c) => c.code === 'MX');
  return mexico ? [mexico, ...all.filter((c) => c !== mexico)] : all;
}

/** The traveller's own words; the desk's manual sale (docs/product.md §14.6) speaks of the customer instead. */
interface ContactTexts {
  legend: string;
  emailHint: string;
  phoneHint: string;
  /**
   * The e-mail may be left empty (a cash walk-in, docs/decisions/0206-walk-in-sale.md): no `*`
   * and no aria-required; its hint says it is optional, so the label stays `Correo electrónico`.
   */
  emailOptional?: boolean;
}

/**
 * `Tus datos de contacto` (docs/product.md §6.9): who books — full name, e-mail (the
 * confirmation goes there) and mobile with its country. Checked by the shared schema here and
 * again by the server.
 */
export function ContactFields({
  control,
  onNameChange,
  texts: ownTexts,
}: {
  control: Control<CheckoutValues>;
  onNameChange: (name: string) => void;
  texts?: ContactTexts;
}) {
  const { locale, t } = useT('booking');
  const countries = useMemo(() => phoneCountries(locale), [locale]);
  const texts = ownTexts ?? {
    legend: t('booking.contact.title'),
    emailHint: t('booking.contact.emailHint'),
    phoneHint: t('booking.contact.phoneHint'),
  };
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 font-display text-lg font-bold">{texts.legend}</legend>
      <FormField control={control} name="contactName" label={t('booking.contact.name')}>
        {(field) => (
          <Input
            {...field}
            onChange={(event) => {
              field.onChange(event);
              onNameChange(event.target.value);
            }}
            autoComplete="name"
            maxLength={120}
          />
        )}
      </FormField>
      <FormField
        control={control}
        name="contactEmail"
        label={t('booking.contact.email')}
        hint={texts.emailHint}
        optional={texts.emailOptional}
        markOptional={false}
      >
        {(field) => <Input {...field} type="email" inputMode="email" autoComplete="email" maxLength={254} />}
      </FormField>
      <FormField control={control} name="contactPhoneCountry" label={t('booking.contact.country')}>
        {(field) => (
          <Select {...field} autoComplete="tel-country-code">
            {countries.map((c) => (
              <option key={c.code} value={c.code}>{`${c.name} (${c.dialCode})`}</option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField control={control} name="contactPhone" label={t('booking.contact.phone')} hint={texts.phoneHint}>
        {(field) => <Input {...field} type="tel" inputMode="tel" autoComplete="tel-national" maxLength={30} />}
      </FormField>
    </fieldset>
  );
}
