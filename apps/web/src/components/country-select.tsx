import { useMemo, type ComponentProps } from 'react';
import { INTL_LOCALE } from '@hv/shared';
import { countryOptionLabel, listCountries } from '@/lib/countries.ts';
import { useT } from '@/lib/i18n.tsx';
import { Select } from './ui/input.tsx';

type CountrySelectProps = Omit<ComponentProps<typeof Select>, 'children' | 'value' | 'onChange'> & {
  /** The stored country name ('' for none). */
  value: string;
  onValueChange: (name: string) => void;
};

/**
 * The country picker of docs/product.md §3.5: each option shows name, dialling code and ISO code; its value is the
 * (Spanish) name. On an English page the names shown are English, in English order.
 */
export function CountrySelect({ value, onValueChange, ...props }: CountrySelectProps) {
  const { t, locale } = useT();
  const countries = listCountries();
  const options = useMemo(() => {
    const labelled = countries.map((country) => ({ country, label: countryOptionLabel(country, locale) }));
    return locale === 'es' ? labelled : labelled.sort((a, b) => a.label.localeCompare(b.label, INTL_LOCALE[locale]));
  }, [countries, locale]);
  // A name stored before this list existed (or typed by staff) stays selectable instead of vanishing.
  const unknown = value !== '' && !countries.some((c) => c.name === value);
  return (
    <Select value={value} onChange={(event) => onValueChange(event.target.value)} {...props}>
      <option value="">{t('ui.countrySelect.placeholder')}</option>
      {unknown ? <option value={value}>{value}</option> : null}
      {options.map(({ country, label }) => (
        <option key={country.code} value={country.name}>
          {label}
        </option>
      ))}
    </Select>
  );
}
