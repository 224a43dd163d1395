import { eq } from 'drizzle-orm';
import { bookingReference, type CaptureResult } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema.ts';
import type { BookingRow } from './booking-lock.ts';
import { bookingConfirmationEmail } from './confirmation-email.ts';
import type { PaymentDeps } from './deps.ts';
import { totalPaid } from '../../lib/money.ts';
import { seedsAwardedFor, seedsBalance } from './seeds.ts';

// What a paid booking answers and sends (docs/architecture.md §7 step 6).

/** The capture answer for a paid booking; the same on every repeated call. */
export async function captureResultFor(db: Db, booking: BookingRow, sessionUserId: string | null): Promise<CaptureResult> {
  const mine = Boolean(booking.user_id && booking.user_id === sessionUserId);
  return {
    booking: {
      id: booking.id,
      reference: bookingReference(booking.id),
      itemName: booking.item_name,
      date: booking.booking_date,
      passengers: booking.passengers,
      amount: totalPaid(booking),
      giftCardAmount: booking.gift_card_amount,
      paypalAmount: booking.amount,
      currency: 'MXN',
      status: 'Pagada',
    },
    seedsAwarded: booking.user_id ? await seedsAwardedFor(db, booking.id) : 0,
    // Only the traveller who booked sees their balance.
    seeds: mine ? await seedsBalance(db, booking.user_id!) : null,
    payerGivenName: booking.payer_given_name ?? booking.payer_name?.split(' ')[0] ?? 'Viajero',
  };
}

/**
 * The confirmation e-mail, after the commit and only by the call that marked the booking paid;
 * a mail failure is logged, never undoes a payment.
 */
export async function sendConfirmation(deps: PaymentDeps, booking: BookingRow): Promise<void> {
  try {
    const [account] = booking.user_id
      ? await deps.db.select({ email: user.email, fullName: user.fullName }).from(user).where(eq(user.id, booking.user_id))
      : [];
    const to = account?.email ?? booking.payer_email;
    if (!to) return deps.log.warn({ bookingId: booking.id }, 'paid booking without an e-mail address');
    await deps.mailer.send(
      bookingConfirmationEmail({
        to,
        name: account?.fullName ?? booking.payer_name,
        booking: { ...booking, paypal_amount: booking.amount, amount: totalPaid(booking) },
        brand: deps.brand,
        profileUrl: account ? `${deps.publicUrl}/perfil` : null,
      }),
    );
  } catch (error) {
    deps.log.error({ err: error, bookingId: booking.id }, 'booking confirmation e-mail failed');
  }
}
