import { joinPhone } from '@hv/shared';
import type { TransportFormValues } from './transport-form-values.ts';

// docs/product.md §10: the browser keeps every sent request in this local-storage list.
export const TRANSPORT_BOOKINGS_KEY = 'transportBookings';

/** The transport request of docs/product.md §10, exactly as stored in the browser. */
export interface TransportBooking {
  id: number;
  name: string;
  email: string;
  phoneCountryCode: string;
  phoneNumber: string;
  phone: string;
  destination: string;
  departureDate: string;
  departureTime: string;
  returnDate: string;
  returnTime: string;
  vehicleType: string;
  itinerary: string;
  specialRequests: string;
  status: 'pending';
  createdAt: string;
}

export function buildTransportBooking(values: TransportFormValues, now = new Date()): TransportBooking {
  const v = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as TransportFormValues;
  return {
    id: now.getTime(),
    name: v.name,
    email: v.email,
    phoneCountryCode: v.phoneCountryCode,
    phoneNumber: v.phoneNumber,
    phone: joinPhone(v.phoneCountryCode, v.phoneNumber),
    destination: v.destination,
    departureDate: v.departureDate,
    departureTime: v.departureTime,
    returnDate: v.returnDate,
    returnTime: v.returnTime,
    vehicleType: v.vehicleType,
    itinerary: v.itinerary,
    specialRequests: v.specialRequests,
    status: 'pending',
    createdAt: now.toISOString(),
  };
}

export function readTransportBookings(storage: Storage = window.localStorage): TransportBooking[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(TRANSPORT_BOOKINGS_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as TransportBooking[]) : [];
  } catch {
    // A list damaged by hand or by another script is replaced rather than blocking new requests.
    return [];
  }
}

export function appendTransportBooking(booking: TransportBooking, storage: Storage = window.localStorage): void {
  storage.setItem(TRANSPORT_BOOKINGS_KEY, JSON.stringify([...readTransportBookings(storage), booking]));
}
