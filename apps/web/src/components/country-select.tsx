import type { ComponentProps } from 'react';
import { countryOptionLabel, listCountries } from '@/lib/countries.ts';
import { Select } from './ui/input.tsx';

type CountrySelectProps = Omit<ComponentProps<typeof Select>, 'children' | 'value' | 'onChange'> & {
  /** The stored country name ('' for none). */
  value: string;
  onValueChange: (name: string) => void;
};

/** The country picker of docs/product.md §3.5: each option shows name, dialling code and ISO code; its value is the name. */
export function CountrySelect({ value, onValueChange, ...props }: CountrySelectProps) {
  const options = listCountries();
  // A name stored before this list existed (or typed by staff) stays selectable instead of vanishing.
  const unknown = value !== '' && !options.some((c) => c.name === value);
  return (
    <Select value={value} onChange={(event) => onValueChange(event.target.value)} {...props}>
      <option value="">Selecciona un país</option>
      {unknown ? <option value={value}>{value}</option> : null}
      {options.map((country) => (
        <option key={country.code} value={country.name}>
          {countryOptionLabel(country)}
        </option>
      ))}
    </Select>
  );
}
