import {
  sortedTravellerTypes,
  type BookingKind,
  type Experience,
  type ExperienceDateRule,
  type Trip,
  type TravellerType,
} from '@hv/shared';

/** What the booking form needs to know about the experience or trip being booked. */
export interface BookableItem {
  kind: BookingKind;
  id: string;
  name: string;
  /** The English name staff wrote, if any (English pages show it). */
  nameEn: string | null;
  /** MXN per person. */
  price: number;
  maxCapacity: number | null;
  /** Trips leave on one day: the form books that date and offers no calendar. */
  fixedDate: string | null;
  /** An experience's start times ('HH:MM'); the traveller picks one when there are several (docs/product.md §6.10). */
  startTimes: string[];
  meetingPoint: string | null;
  meetingPointEn: string | null;
  meetingPointUrl: string | null;
  /** Hours before the start a booking may be cancelled free; 0 = not refundable (docs/product.md §15.1). */
  freeCancellationHours: number;
  /**
   * An experience's weekdays and seasons: its calendar offers only the dates the server takes
   * (docs/decisions/0208-experience-seasons-and-weekdays.md). Left out: weekends, all year.
   */
  dateRule?: ExperienceDateRule;
  /** The IANA zone of the item's place: its date and times are on that clock (docs/decisions/0200-a-time-zone-per-item.md). */
  timeZone?: string;
  /** A trip's departure time ('HH:MM'); experiences start at the chosen start time. */
  departureTime?: string | null;
  /**
   * The traveller types it sells, in staff's order (decision 0228); with more than one, the form
   * asks how many of each (decision 0232). Left out or one: the one number of passengers.
   */
  travellerTypes?: TravellerType[];
}

export function experienceBookable(experience: Experience): BookableItem {
  return {
    kind: 'experience',
    id: experience.id,
    name: experience.name,
    nameEn: experience.name_en,
    price: experience.price,
    maxCapacity: experience.max_capacity,
    fixedDate: null,
    startTimes: experience.start_times,
    meetingPoint: experience.meeting_point,
    meetingPointEn: experience.meeting_point_en,
    meetingPointUrl: experience.meeting_point_url,
    freeCancellationHours: experience.free_cancellation_hours,
    dateRule: { weekdays: experience.weekdays, seasons: experience.seasons },
    timeZone: experience.time_zone,
    travellerTypes: sortedTravellerTypes(experience.traveller_types ?? []),
  };
}

export function tripBookable(trip: Trip): BookableItem {
  return {
    kind: 'trip',
    id: trip.id,
    name: trip.destination,
    nameEn: trip.destination_en,
    price: trip.price_mxn,
    maxCapacity: trip.max_capacity,
    fixedDate: trip.departure_date,
    // A trip's departure time is shown on its page; its address is where it leaves from.
    startTimes: [],
    meetingPoint: trip.address,
    meetingPointEn: null,
    meetingPointUrl: null,
    freeCancellationHours: trip.free_cancellation_hours,
    timeZone: trip.time_zone,
    departureTime: trip.departure_time,
    travellerTypes: sortedTravellerTypes(trip.traveller_types ?? []),
  };
}
