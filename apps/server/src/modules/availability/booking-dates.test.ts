import { describe, expect, it } from 'vitest';
import { checkBookingDate } from './booking-dates.ts';
import type { BookableItem } from './items.ts';

const experience: BookableItem = {
  kind: 'experience',
  id: '00000000-0000-0000-0000-000000000001',
  name: 'Cenotes',
  nameEn: null,
  slug: 'cenotes',
  price: 1450,
  capacity: 12,
  departureDate: null,
  startTimes: [],
  departureTime: null,
  meetingPoint: null,
  meetingPointEn: null,
  meetingPointUrl: null,
  responsiblePhone: null,
  duration: null,
  returnDate: null,
  returnTime: null,
  freeCancellationHours: 48,
  timeZone: 'America/Mexico_City',
  isPublic: true,
};
const trip: BookableItem = { ...experience, kind: 'trip', departureDate: '2026-12-05' };

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
  it('takes experiences up to the 18-month horizon (23 May 2028) and refuses a weekend past it', () => {
    expect(() => checkBookingDate(experience, '2028-05-21', today)).not.toThrow();
    expect(() => checkBookingDate(experience, '2028-05-27', today)).toThrow(
      'Por ahora recibimos reservas hasta el 23 de mayo de 2028. Elige una fecha anterior.',
    );
  });
  it('books a trip only on its departure date, and not once it has left', () => {
    expect(() => checkBookingDate(trip, '2026-12-05', today)).not.toThrow();
    expect(() => checkBookingDate(trip, '2026-12-06', today)).toThrow(
      'Este viaje sale el 5 de diciembre de 2026. Elige esa fecha.',
    );
    expect(() => checkBookingDate(trip, '2026-12-05', '2026-12-06')).toThrow(/ya salió/);
  });
});
