import type { BookingKind, Experience, Trip } from '@hv/shared';

/** What the booking form needs to know about the experience or trip being booked. */
export interface BookableItem {
  kind: BookingKind;
  id: string;
  name: string;
  /** MXN per person. */
  price: number;
  maxCapacity: number | null;
  /** Trips leave on one day: the form books that date and offers no calendar. */
  fixedDate: string | null;
}

export function experienceBookable(experience: Experience): BookableItem {
  return {
    kind: 'experience',
    id: experience.id,
    name: experience.name,
    price: experience.price,
    maxCapacity: experience.max_capacity,
    fixedDate: null,
  };
}

export function tripBookable(trip: Trip): BookableItem {
  return {
    kind: 'trip',
    id: trip.id,
    name: trip.destination,
    price: trip.price_mxn,
    maxCapacity: trip.max_capacity,
    fixedDate: trip.departure_date,
  };
}
