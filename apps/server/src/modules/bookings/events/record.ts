import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookingEvents, user } from '../../../db/schema.ts';
import { BOOKING_TIMELINE_TYPES, type BookingTimelineEntry } from '@hv/shared';
import type { AuditActor } from '../../audit/index.ts';
import { fromCents, toCents } from '../../../lib/money.ts';

// One booking event log (decision 0196, after pretix's `order.log_action`): every door that
// changes a booking, or tells its traveller something about it, writes one row here with the
// transaction that makes the change, so the log and the booking never disagree. The desk's
// `Historial` of a booking and the traveller's own timeline read it; the staff writes to the
// catalogue and settings stay in the audit trail (modules/audit).

/** Who did it. A staff member or a traveller by account (and name, as it was then); a payment provider by name; a job by kind. */
export type BookingActor =
  | { kind: 'staff'; id: string | null; name: string | null; role?: string | null }
  | { kind: 'traveller'; id: string | null; name?: string | null }
  | { kind: 'provider'; name: string }
  | { kind: 'job'; name: string; id?: string | null }
  | { kind: 'system' };

export type BookingActorKind = BookingActor['kind'];

/** A departure: its date and, for an experience, its start time. */
export interface Departure {
  date: string;
  startTime: string | null;
}

/** Each kind of event and what it keeps. Money in centavos. */
export type BookingEvent =
  /** The booking exists: a web checkout (`web`) or a sale staff typed (`manual`, with a payment link when not paid at once). */
  | { type: 'created'; data: { source: 'web' | 'manual'; paymentLink?: boolean } }
  /**
   * Marked `Pagada` (markPaid, the one door): through a provider (`provider` names it), money received
   * outside the site (`manualMethod`), the gift card alone, seeds alone (`seeds` spent; decision
   * 0242), or a 0 total (coupon).
   */
  | {
      type: 'paid';
      data: {
        method: 'provider' | 'manual' | 'gift card' | 'seeds' | 'coupon';
        provider?: string | null;
        manualMethod?: string | null;
        amount: number;
        giftCard: number;
        seeds?: number;
      };
    }
  /** One part of a refund recorded (refund.ts): `kind` is its booking_refunds.event_type; `refundKey` its unique key. */
  | { type: 'refunded'; data: { amount: number; kind: string; refundKey: string; reason: string | null } }
  /** Moved to another departure: by its traveller, by staff at the desk, or with its trip's date. */
  | { type: 'date_changed'; data: { from: Departure; to: Departure; trip?: boolean } }
  /** Cancelled by its traveller, or with its departure (its refund follows as `refunded`). */
  | { type: 'cancelled'; data: { by: 'traveller' | 'departure'; reason: string | null } }
  /**
   * Passengers taken off the booking by a partial staff refund (`refundKey`), by name and by their
   * index before the removal (decision 0210).
   */
  | { type: 'passengers_removed'; data: { names: string[]; passengers: number[]; refundKey: string } }
  /** A passenger checked in, or that check-in undone. */
  | { type: 'checked_in' | 'check_in_undone'; data: { passenger: number; name: string } }
  /** The reminder before the departure was e-mailed. */
  | { type: 'reminder_sent'; data: { to: string } }
  /** The confirmation (voucher) e-mailed again from the desk, or the booking's link e-mailed from `/mi-reserva`. */
  | { type: 'voucher_sent' | 'link_sent'; data: { to: string } }
  /** A manual sale's payment link e-mailed to its customer, holding the places until `expiresAt` (decision 0205). */
  | { type: 'payment_link_sent'; data: { to: string; expiresAt: string } }
  /** The payment provider refused a payment for good; the booking still waits for one (decision 0205). */
  | { type: 'payment_refused'; data: { provider: string; notApproved: boolean } }
  /** A cash (OXXO) or transfer (SPEI) payment left pending, its places held until `deadline` (decision 0216). */
  | { type: 'cash_pending'; data: { method: string; deadline: string } }
  /** That payment was not made in time (`deadline`) or the provider cancelled it (`provider`): places released. */
  | { type: 'cash_expired'; data: { method: string; why: 'deadline' | 'provider' } }
  /**
   * A factura (CFDI 4.0) asked for, stamped (`uuid`, `folio` as series-folio), refused by Facturapi
   * (`reason`) or e-mailed (`to`) (docs/decisions/0221-facturas-through-facturapi.md).
   */
  | { type: 'invoice_requested'; data: { invoiceId: string; rfc: string } }
  | { type: 'invoiced'; data: { invoiceId: string; uuid: string; folio: string } }
  | { type: 'invoice_refused'; data: { invoiceId: string; reason: string } }
  | { type: 'invoice_sent'; data: { invoiceId: string; to: string } }
  /** A refund's credit note stamped (decision 0226), and the invoice cancelled instead of one (reason 03). */
  | { type: 'credit_note_issued'; data: { invoiceId: string; uuid: string; folio: string; amount: number } }
  | { type: 'invoice_cancelled'; data: { invoiceId: string; motive: string } };

export type BookingEventType = BookingEvent['type'];

/** A stored event as the readers get it. */
export interface StoredBookingEvent {
  id: number;
  at: Date;
  type: BookingEventType;
  actorKind: BookingActorKind;
  actorId: string | null;
  actorName: string | null;
  data: Record<string, unknown>;
}

/**
 * The one door: records `event` of booking `bookingId` by `actor`, inside the caller's
 * transaction (`tx`), so it commits or rolls back with the write it records.
 */
export async function recordBookingEvent(
  tx: Db,
  bookingId: string,
  actor: BookingActor,
  event: BookingEvent,
  at?: Date,
): Promise<void> {
  const role = actor.kind === 'staff' && actor.role ? { actorRole: actor.role } : {};
  await tx.insert(bookingEvents).values({
    booking_id: bookingId,
    ...(at ? { at } : {}),
    type: event.type,
    actor_kind: actor.kind,
    actor_id: 'id' in actor ? (actor.id ?? null) : null,
    actor_name: 'name' in actor ? (actor.name ?? null) : null,
    data: { ...event.data, ...role },
  });
}

/**
 * A refund's reason and asker that arrive after the provider's notification recorded it. From the
 * path that asked (`asker`), the events take its actor whatever the notification wrote (it only knew
 * who queued the refund: a job's refund is the job's, decision 0196) and the reason when they have
 * none; from anyone else, both only where the reason is still missing (refund.ts does the same to
 * its booking_refunds rows).
 */
export async function completeRefundEvents(
  tx: Db,
  bookingId: string,
  refundKeys: string[],
  reason: string | null | undefined,
  actor: BookingActor,
  asker: boolean,
): Promise<void> {
  const withReason = reason
    ? sql`case when ${bookingEvents.data}->>'reason' is null then ${bookingEvents.data} || ${JSON.stringify({ reason })}::jsonb else ${bookingEvents.data} end`
    : sql`${bookingEvents.data}`;
  await tx
    .update(bookingEvents)
    .set({
      actor_kind: actor.kind,
      actor_id: 'id' in actor ? (actor.id ?? null) : null,
      actor_name: 'name' in actor ? (actor.name ?? null) : null,
      data: withReason,
    })
    .where(
      and(
        eq(bookingEvents.booking_id, bookingId),
        eq(bookingEvents.type, 'refunded'),
        sql`${bookingEvents.data}->>'refundKey' in (${sql.join(
          refundKeys.map((k) => sql`${k}`),
          sql`, `,
        )})`,
        asker ? undefined : sql`${bookingEvents.data}->>'reason' is null`,
      ),
    );
}

/** A booking's events, oldest first. */
export async function bookingEventsOf(db: Db, bookingId: string): Promise<StoredBookingEvent[]> {
  const rows = await db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.booking_id, bookingId))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    type: r.type as BookingEventType,
    actorKind: r.actor_kind as BookingActorKind,
    actorId: r.actor_id,
    actorName: r.actor_name,
    data: r.data,
  }));
}

/** A signed-in person as an actor: staff by role, anyone else (or nobody: the voucher's link) a traveller. */
export function actorOf(person: AuditActor | null | undefined): BookingActor {
  if (!person) return { kind: 'traveller', id: null };
  return person.role === 'Viajero'
    ? { kind: 'traveller', id: person.id, name: person.fullName }
    : { kind: 'staff', id: person.id, name: person.fullName, role: person.role };
}

/** A signed-in session's person (SessionUser's shape). */
export const actorOfSession = (u: { id: string; email: string; fullName: string | null; role: string }): BookingActor =>
  actorOf({ id: u.id, fullName: u.fullName ?? u.email, role: u.role });

/** The same from an account id alone (a stored refund request's asker). */
export async function actorOfUser(db: Db, id: string | null): Promise<BookingActor> {
  if (!id) return { kind: 'traveller', id: null };
  const [u] = await db.select({ name: user.fullName, email: user.email, role: user.role }).from(user).where(eq(user.id, id));
  return actorOf(u ? { id, fullName: u.name ?? u.email, role: u.role } : { id, fullName: null, role: 'Viajero' });
}

/**
 * The traveller's own timeline (decision 0196): paid, date changed, refunded (the parts of one
 * refund — the provider's and the gift card's — as one line), cancelled. Who did it stays at the desk.
 */
export async function travellerTimeline(db: Db, bookingId: string): Promise<BookingTimelineEntry[]> {
  const shown = new Set<string>(BOOKING_TIMELINE_TYPES);
  const lines: (BookingTimelineEntry & { key?: string })[] = [];
  for (const e of await bookingEventsOf(db, bookingId)) {
    if (!shown.has(e.type)) continue;
    const type = e.type as BookingTimelineEntry['type'];
    if (type === 'refunded') {
      const key = String(e.data.refundKey ?? '').split('/')[0];
      const cents = Number(e.data.amount ?? 0);
      const same = lines.find((l) => l.type === 'refunded' && l.key === key);
      if (same) {
        same.amount = fromCents(toCents(same.amount ?? 0) + cents);
        continue;
      }
      lines.push({ at: e.at.toISOString(), type, amount: fromCents(cents), date: null, key });
    } else {
      const to = e.data.to as { date?: string } | undefined;
      lines.push({ at: e.at.toISOString(), type, amount: null, date: type === 'date_changed' ? (to?.date ?? null) : null });
    }
  }
  return lines.map(({ key: _key, ...line }) => line);
}
