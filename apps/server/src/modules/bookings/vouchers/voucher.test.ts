import { describe, expect, it } from 'vitest';
import { translator } from '../../../lib/i18n.ts';
import { bookingCalendar, type CalendarBooking } from './voucher.ts';

// The calendar file of an experience lasts its hours (decision 0215): the value staff entered.
const booking = (durationHours: number | null): CalendarBooking => ({
  id: '3a883b2a-0000-4000-8000-000000000001',
  itemName: 'Cenote en Tulum',
  date: '2026-12-05',
  startTime: '08:30',
  meetingPoint: 'Caseta 2',
  durationHours,
  passengers: 2,
  voucherUrl: 'http://localhost:3000/reserva/3A883B2A?t=x',
  brand: 'Hormiga Viajera',
  timeZone: 'America/Cancun',
  sequence: 0,
});

describe('an experience’s calendar event', () => {
  it('lasts the hours staff entered, and two hours when there are none', () => {
    const es = translator('es');
    expect(bookingCalendar(booking(1.5), es)).toMatch(/^DURATION:PT1H30M\r?$/m);
    expect(bookingCalendar(booking(null), es)).toMatch(/^DURATION:PT2H\r?$/m);
  });
});
