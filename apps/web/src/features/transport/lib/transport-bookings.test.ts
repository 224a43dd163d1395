import { beforeEach, describe, expect, it } from 'vitest';
import {
  appendTransportBooking,
  buildTransportBooking,
  readTransportBookings,
  TRANSPORT_BOOKINGS_KEY,
} from './transport-bookings.ts';
import { emptyTransportForm } from './transport-form-values.ts';

beforeEach(() => localStorage.clear());

const values = {
  ...emptyTransportForm(),
  name: '  Ana López ',
  email: 'ana@example.com',
  phoneNumber: '5512345678',
  destination: 'Puebla',
  departureDate: '2099-07-01',
  departureTime: '08:30',
  vehicleType: 'sedan',
};

describe('transport bookings kept in the browser (docs/product.md §10)', () => {
  it('builds the request with a timestamp id, the joined phone, pending status and ISO creation time', () => {
    const now = new Date('2026-03-01T15:30:00.000Z');
    expect(buildTransportBooking(values, now)).toEqual({
      id: now.getTime(),
      name: 'Ana López',
      email: 'ana@example.com',
      phoneCountryCode: '52',
      phoneNumber: '5512345678',
      phone: '52 5512345678',
      destination: 'Puebla',
      departureDate: '2099-07-01',
      departureTime: '08:30',
      returnDate: '',
      returnTime: '',
      vehicleType: 'sedan',
      itinerary: '',
      specialRequests: '',
      status: 'pending',
      createdAt: '2026-03-01T15:30:00.000Z',
    });
  });

  it('joins a phone without a country code to just the number', () => {
    expect(buildTransportBooking({ ...values, phoneCountryCode: '' }).phone).toBe('5512345678');
  });

  it('starts a fresh list when the stored one is damaged', () => {
    localStorage.setItem(TRANSPORT_BOOKINGS_KEY, '{no es json');
    expect(readTransportBookings()).toEqual([]);
    localStorage.setItem(TRANSPORT_BOOKINGS_KEY, '{"a":1}');
    expect(readTransportBookings()).toEqual([]);

    appendTransportBooking(buildTransportBooking(values));
    expect(readTransportBookings()).toHaveLength(1);
  });
});
