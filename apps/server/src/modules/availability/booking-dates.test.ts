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
  durationHours: null,
  returnDate: null,
  returnTime: null,
  freeCancellationHours: 48,
  timeZone: 'America/Mexico_City',
  weekdays: ['sat', 'sun'],
  seasons: [],
  isPublic: true,
  travellerTypes: [],
  pickups: [],
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

  it('refuses a weekend out of season in words, and takes one inside it (decision 0208)', () => {
    const whales = { ...experience, seasons: [{ from: '01-01', to: '03-31' }] };
    expect(() => checkBookingDate(whales, '2026-11-28', today)).toThrow(
      'Esta experiencia solo se reserva en temporada: enero a marzo. Elige otra fecha.',
    );
    expect(() => checkBookingDate(whales, '2027-01-02', today)).not.toThrow();
    expect(() => checkBookingDate(whales, '2027-03-28', today)).not.toThrow();
    expect(() => checkBookingDate(whales, '2027-04-03', today)).toThrow(/temporada: enero a marzo/);
  });
  it('takes a season that wraps the year end', () => {
    const winter = { ...experience, seasons: [{ from: '12-15', to: '01-15' }] };
    expect(() => checkBookingDate(winter, '2026-12-19', today)).not.toThrow();
    expect(() => checkBookingDate(winter, '2027-01-09', today)).not.toThrow();
    expect(() => checkBookingDate(winter, '2026-12-12', today)).toThrow(
      'Esta experiencia solo se reserva en temporada: 15 de diciembre a 15 de enero. Elige otra fecha.',
    );
    expect(() => checkBookingDate(winter, '2027-01-16', today)).toThrow(/temporada/);
  });
  it('books the weekdays staff chose and names them when refusing another', () => {
    const weekdays = { ...experience, weekdays: ['mon', 'wed', 'fri'] };
    expect(() => checkBookingDate(weekdays, '2026-11-25', today)).not.toThrow();
    expect(() => checkBookingDate(weekdays, '2026-11-28', today)).toThrow(
      'Esta experiencia solo se reserva en estos días: lunes, miércoles y viernes.',
    );
  });
});
