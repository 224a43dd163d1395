import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { niceMax, SalesChart } from './sales-chart.tsx';

const months = [
  { month: '2025-12', sales: 1000, bookings: 1 },
  { month: '2026-01', sales: 19630.5, bookings: 3 },
];

describe('SalesChart', () => {
  it.each([
    [0, 1],
    [7, 10],
    [19_630.5, 20_000],
    [21_000, 25_000],
    [40_001, 50_000],
    [100_000, 100_000],
  ])('rounds the axis up from %d to %d', (max, expected) => {
    expect(niceMax(max)).toBe(expected);
  });

  it('keeps the figures in a table screen readers always reach, shown on request', async () => {
    const user = userEvent.setup();
    render(<SalesChart months={months} />);
    const table = screen.getByRole('table', { name: 'Ventas y reservas pagadas por mes' });
    const wrapper = table.parentElement!;
    expect(wrapper).toHaveClass('sr-only');
    expect(screen.getByRole('rowheader', { name: 'Diciembre de 2025' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '$19,630.50' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Ver cifras por mes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(wrapper).not.toHaveClass('sr-only');
    expect(screen.getByRole('button', { name: 'Ocultar cifras por mes' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('draws each month as a column as tall as its share of the axis', () => {
    const { container } = render(<SalesChart months={months} />);
    const bars = [...container.querySelectorAll<HTMLElement>('[title]')];
    expect(bars.map((bar) => bar.title)).toEqual(['diciembre de 2025: $1,000.00', 'enero de 2026: $19,630.50']);
    expect(bars.map((bar) => bar.style.height)).toEqual(['5%', '98.1525%']);
  });

  it('says when the period had no sales', () => {
    render(<SalesChart months={[{ month: '2020-01', sales: 0, bookings: 0 }]} />);
    expect(screen.getByText('Sin ventas en este periodo.')).toBeInTheDocument();
  });
});
