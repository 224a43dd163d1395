import { eq } from 'drizzle-orm';
import {
  DEFAULT_MAX_PASSENGERS,
  DEFAULT_TRAVELLER_TYPE,
  sortedTravellerTypes,
  sortedPickups,
  type Pickup,
  type TravellerType,
  durationOf,
  MESSAGES,
  PUBLIC_STATUS,
  textIn,
  type BookingKind,
  type Locale,
  type Season,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { experiences, trips } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

/** An experience's hours: the value staff entered, else read from older text (decision 0215). */
function hoursOf(e: { duration: string | null; duration_hours: number | null }): number | null {
  const value = durationOf(e);
  return value && 'hours' in value ? value.hours : null;
}

/** An experience or a trip as checkout sees it. */
export interface BookableItem {
  kind: BookingKind;
  id: string;
  name: string;
  /** The English name staff gave (experiences.name_en, trips.destination_en), if any. */
  nameEn: string | null;
  slug: string;
  price: number;
  /** max_capacity, or 20 when missing (docs/product.md §6.3). */
  capacity: number;
  /** Trips only: the one date that can be booked. */
  departureDate: string | null;
  /**
   * Experiences: their 'HH:MM' start times (one must be chosen when there are any; places count
   * per date and start time). Trips: none; their departure time is `departureTime`.
   */
  startTimes: string[];
  /** Trips only: 'HH:MM' of the departure. */
  departureTime: string | null;
  meetingPoint: string | null;
  /** Experiences: the meeting point in English, if staff gave one; trips have none (their address). */
  meetingPointEn: string | null;
  meetingPointUrl: string | null;
  /** The responsible's phone as staff typed it (for the traveller's WhatsApp link). */
  responsiblePhone: string | null;
  /** An experience's hours, for the calendar event (decision 0215); trips end at their return. */
  durationHours: number | null;
  returnDate: string | null;
  returnTime: string | null;
  /** Hours before the start a booking may be cancelled free; 0 = not refundable (docs/product.md §15.1). */
  freeCancellationHours: number;
  /** The IANA zone of its place: start times are wall-clock times there (docs/decisions/0200-a-time-zone-per-item.md). */
  timeZone: string;
  /** Experiences: the weekdays they run and their seasons (decision 0208); trips: none (their one date). */
  weekdays: string[];
  seasons: Season[];
  isPublic: boolean;
  /** The traveller types it sells, in staff's order (docs/decisions/0228-traveller-types.md). */
  travellerTypes: TravellerType[];
  /** Experiences: their pickup points in route order (docs/decisions/0233-pickups.md); trips: none. */
  pickups: Pickup[];
}

/**
 * An item's traveller types: as stored, or — for an item still on the one default type (the
 * migration's backfill, or an item saved before types existed) — one `Persona` at the item's
 * price, so an edit of the price keeps pricing it (decision 0228).
 */
export function travellerTypesOf(stored: TravellerType[], price: number): TravellerType[] {
  const onlyDefault = stored.length === 0 || (stored.length === 1 && stored[0]!.id === DEFAULT_TRAVELLER_TYPE.id);
  if (onlyDefault)
    return [
      {
        ...DEFAULT_TRAVELLER_TYPE,
        minAge: null,
        maxAge: null,
        takesPlace: true,
        sortOrder: 0,
        ...(stored[0] ? { name: stored[0].name, nameEn: stored[0].nameEn } : {}),
        price,
      },
    ];
  return sortedTravellerTypes(stored);
}

export async function findItem(db: Db, kind: BookingKind, id: string): Promise<BookableItem | null> {
  if (kind === 'experience') {
    const [e] = await db.select().from(experiences).where(eq(experiences.id, id));
    if (!e) return null;
    return {
      kind,
      id: e.id,
      name: e.name,
      nameEn: e.name_en,
      slug: e.slug,
      price: e.price,
      capacity: e.max_capacity ?? DEFAULT_MAX_PASSENGERS,
      departureDate: null,
      startTimes: e.start_times,
      departureTime: null,
      meetingPoint: e.meeting_point,
      meetingPointEn: e.meeting_point_en,
      meetingPointUrl: e.meeting_point_url,
      responsiblePhone: e.responsible_phone,
      durationHours: hoursOf(e),
      returnDate: null,
      returnTime: null,
      freeCancellationHours: e.free_cancellation_hours,
      timeZone: e.time_zone,
      weekdays: e.weekdays,
      seasons: e.seasons,
      isPublic: e.is_active && e.status === PUBLIC_STATUS,
      travellerTypes: travellerTypesOf(e.traveller_types, e.price),
      pickups: sortedPickups(e.pickups),
    };
  }
  const [t] = await db.select().from(trips).where(eq(trips.id, id));
  if (!t) return null;
  return {
    kind,
    id: t.id,
    name: t.destination,
    nameEn: t.destination_en,
    slug: t.slug,
    price: t.price_mxn,
    capacity: t.max_capacity ?? DEFAULT_MAX_PASSENGERS,
    departureDate: t.departure_date,
    startTimes: [],
    departureTime: t.departure_time.slice(0, 5),
    // A trip's meeting point is its address (docs/product.md §6.10).
    meetingPoint: t.address,
    meetingPointEn: null,
    meetingPointUrl: null,
    responsiblePhone: t.responsible_phone,
    durationHours: null,
    returnDate: t.return_date,
    returnTime: t.return_time?.slice(0, 5) ?? null,
    freeCancellationHours: t.free_cancellation_hours,
    timeZone: t.time_zone,
    weekdays: [],
    seasons: [],
    isPublic: t.is_active && t.status === PUBLIC_STATUS,
    travellerTypes: travellerTypesOf(t.traveller_types, t.price_mxn),
    pickups: [],
  };
}

/** The item a booking is for (it may have been deleted since). */
export async function bookedItem(
  db: Db,
  booking: { experience_id: string | null; trip_id: string | null },
): Promise<BookableItem | null> {
  if (booking.experience_id) return findItem(db, 'experience', booking.experience_id);
  if (booking.trip_id) return findItem(db, 'trip', booking.trip_id);
  return null;
}

/**
 * What a traveller reads of a booked item in their language (docs/decisions/0159-english-pages.md):
 * in English, the English name and meeting point staff gave; otherwise — and always in Spanish — the
 * name the booking was made under and the Spanish meeting point.
 */
export function itemWords(
  locale: Locale,
  item: Pick<BookableItem, 'nameEn' | 'meetingPoint' | 'meetingPointEn'> | null,
  bookedName: string,
): { name: string; meetingPoint: string | null } {
  return {
    name: textIn(locale, bookedName, item?.nameEn),
    meetingPoint: textIn(locale, item?.meetingPoint ?? null, item?.meetingPointEn),
  };
}

/** Only public items are sold (docs/product.md §5.2, the public rule). */
export async function findPublicItem(db: Db, kind: BookingKind, id: string): Promise<BookableItem> {
  const item = await findItem(db, kind, id);
  if (!item?.isPublic) throw notFound(kind === 'experience' ? MESSAGES.experienceNotFound : MESSAGES.tripNotFound);
  return item;
}
