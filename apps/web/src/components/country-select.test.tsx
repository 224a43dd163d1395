import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { InEnglish } from '@/test/i18n.tsx';
import { CountrySelect } from './country-select.tsx';

describe('CountrySelect', () => {
  it('shows Spanish names on a Spanish page', () => {
    render(<CountrySelect aria-label="País" value="" onValueChange={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: 'País' });
    expect(within(select).getByRole('option', { name: 'Selecciona un país' })).toHaveValue('');
    expect(within(select).getByRole('option', { name: 'México (+52) · MX' })).toHaveValue('México');
  });

  it('shows English names on an English page, in English order, and still stores the Spanish name', () => {
    render(<CountrySelect aria-label="Country" value="" onValueChange={vi.fn()} />, { wrapper: InEnglish });
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(within(select).getByRole('option', { name: 'Select a country' })).toHaveValue('');
    expect(within(select).getByRole('option', { name: 'Mexico (+52) · MX' })).toHaveValue('México');
    const names = within(select)
      .getAllByRole('option')
      .slice(1)
      .map((o) => o.textContent ?? '');
    expect(names.indexOf('Germany (+49) · DE')).toBeLessThan(names.indexOf('Spain (+34) · ES'));
  });
});
