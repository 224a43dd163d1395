import { eq } from 'drizzle-orm';
import { DEFAULT_MAX_PASSENGERS, MESSAGES, PUBLIC_STATUS, type BookingKind } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { experiences, trips } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

/** An experience or a trip as checkout sees it. */
export interface BookableItem {
  kind: BookingKind;
  id: string;
  name: string;
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
  meetingPointUrl: string | null;
  /** The responsible's phone as staff typed it (for the traveller's WhatsApp link). */
  responsiblePhone: string | null;
  /** Experiences: the free-text duration ('3 horas'); trips: their return, for the calendar event. */
  duration: string | null;
  returnDate: string | null;
  returnTime: string | null;
  /** Hours before the start a booking may be cancelled free; 0 = not refundable (docs/product.md §15.1). */
  freeCancellationHours: number;
  isPublic: boolean;
}

export async function findItem(db: Db, kind: BookingKind, id: string): Promise<BookableItem | null> {
  if (kind === 'experience') {
    const [e] = await db.select().from(experiences).where(eq(experiences.id, id));
    if (!e) return null;
    return {
      kind,
      id: e.id,
      name: e.name,
      slug: e.slug,
      price: e.price,
      capacity: e.max_capacity ?? DEFAULT_MAX_PASSENGERS,
      departureDate: null,
      startTimes: e.start_times,
      departureTime: null,
      meetingPoint: e.meeting_point,
      meetingPointUrl: e.meeting_point_url,
      responsiblePhone: e.responsible_phone,
      duration: e.duration,
      returnDate: null,
      returnTime: null,
      freeCancellationHours: e.free_cancellation_hours,
      isPublic: e.is_active && e.status === PUBLIC_STATUS,
    };
  }
  const [t] = await db.select().from(trips).where(eq(trips.id, id));
  if (!t) return null;
  return {
    kind,
    id: t.id,
    name: t.destination,
    slug: t.slug,
    price: t.price_mxn,
    capacity: t.max_capacity ?? DEFAULT_MAX_PASSENGERS,
    departureDate: t.departure_date,
    startTimes: [],
    departureTime: t.departure_time.slice(0, 5),
    // A trip's meeting point is its address (docs/product.md §6.10).
    meetingPoint: t.address,
    meetingPointUrl: null,
    responsiblePhone: t.responsible_phone,
    duration: t.duration,
    returnDate: t.return_date,
    returnTime: t.return_time?.slice(0, 5) ?? null,
    freeCancellationHours: t.free_cancellation_hours,
    isPublic: t.is_active && t.status === PUBLIC_STATUS,
  };
}

/** Only public items are sold (docs/product.md §5.2, the public rule). */
export async function findPublicItem(db: Db, kind: BookingKind, id: string): Promise<BookableItem> {
  const item = await findItem(db, kind, id);
  if (!item?.isPublic) throw notFound(kind === 'experience' ? MESSAGES.experienceNotFound : MESSAGES.tripNotFound);
  return item;
}
