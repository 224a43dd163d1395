import { describe, expect, it } from 'vitest';
import { checkBookingDate, orderDescription, quote, type BookableItem } from './pricing.ts';

const experience: BookableItem = {
  kind: 'experience',
  id: '00000000-0000-0000-0000-000000000001',
  name: 'Cenotes',
  slug: 'cenotes',
  price: 1450,
  capacity: 12,
  departureDate: null,
  isPublic: true,
};
const trip: BookableItem = { ...experience, kind: 'trip', departureDate: '2026-12-05' };

describe('quote', () => {
  it.each([
    [1450, 3, 0, { subtotal: 4350, discount: 0, amount: 4350 }],
    [0.1, 3, 0, { subtotal: 0.3, discount: 0, amount: 0.3 }],
    [1450, 3, 15, { subtotal: 4350, discount: 652.5, amount: 3697.5 }],
    [999.99, 1, 12.5, { subtotal: 999.99, discount: 125, amount: 874.99 }],
    [100, 1, 100, { subtotal: 100, discount: 100, amount: 0 }],
  ])('%s MXN × %s with %s%% off', (price, passengers, pct, expected) => {
    expect(quote(price, passengers, pct)).toMatchObject(expected);
  });
});

describe('checkBookingDate (today is Monday 23 November 2026 in Mexico City)', () => {
  const today = '2026-11-23';
  it.each(['2026-11-28', '2026-11-29', '2027-01-02'])('accepts the weekend day %s for an experience', (date) => {
    expect(() => checkBookingDate(experience, date, today)).not.toThrow();
  });
  it.each([
    ['2026-11-27', /fin de semana/],
    ['2026-11-24', /fin de semana/],
    ['2026-11-22', /ya pasó/],
  ])('refuses %s for an experience', (date, message) => {
    expect(() => checkBookingDate(experience, date, today)).toThrow(message);
  });
  it('books a trip only on its departure date, and not once it has left', () => {
    expect(() => checkBookingDate(trip, '2026-12-05', today)).not.toThrow();
    expect(() => checkBookingDate(trip, '2026-12-06', today)).toThrow(
      'Este viaje sale el 5 de diciembre de 2026. Elige esa fecha.',
    );
    expect(() => checkBookingDate(trip, '2026-12-05', '2026-12-06')).toThrow(/ya salió/);
  });
});

it('describes the PayPal order as SPEC §7 says, within 127 characters', () => {
  expect(orderDescription('Snorkel en los cenotes de Tulum', 3)).toBe('Snorkel en los cenotes de Tulum - 3 persona(s)');
  expect(orderDescription('x'.repeat(300), 12)).toHaveLength(127);
});
