import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { bookingReference, type DeskPendingPayment } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';
import { pendingPaymentOf } from '../bookings/index.ts';

// The desk's `Pagos pendientes` (issue 31, docs/decisions/0216): the bookings still awaiting an
// OXXO or SPEI payment, soonest deadline first, with what staff need to answer a traveller's call.

export async function pendingCashPayments(db: Db, now = new Date()): Promise<DeskPendingPayment[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, 'Pendiente'), isNotNull(bookings.pending_deadline), gt(bookings.pending_deadline, now)))
    .orderBy(asc(bookings.pending_deadline), asc(bookings.id))
    .limit(500);
  return rows.flatMap((b) => {
    const pending = pendingPaymentOf(b);
    return pending
      ? [
          {
            ...pending,
            bookingId: b.id,
            bookingReference: bookingReference(b.id),
            itemName: b.item_name,
            date: b.booking_date,
            startTime: b.start_time,
            timeZone: b.time_zone,
            passengers: b.passengers,
            contactName: b.contact_name,
            contactEmail: b.contact_email ?? b.payer_email,
            contactPhone: b.contact_phone,
          },
        ]
      : [];
  });
}
