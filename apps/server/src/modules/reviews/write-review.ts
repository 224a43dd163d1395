import { reviewerDisplayName, reviewRefusal, said, todayInMexico, type CreateReview } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/list-page.ts';
import type { BookingRow } from '../bookings/index.ts';
import { reviewOfBooking, type ReviewRow } from './queries.ts';

const REFUSAL_MESSAGES = { not_yet: said('review.notYet'), not_paid: said('review.notPaid') } as const;

/** Who the review is signed by: the booking's contact (who booked and travelled), else its payer or first passenger. */
export const bookingAuthor = (b: BookingRow) => reviewerDisplayName(b.contact_name ?? b.payer_name ?? b.passenger_names[0]);

/**
 * docs/product.md §15.6: one review per paid booking whose date has passed in Mexico City. A
 * second one is a 409, whether it is found first or caught by the unique index (two at once).
 */
export async function writeReview(db: Db, booking: BookingRow, input: CreateReview, today = todayInMexico()): Promise<ReviewRow> {
  const refusal = reviewRefusal({ status: booking.status, date: booking.booking_date }, today);
  if (refusal) throw new AppError('unprocessable', REFUSAL_MESSAGES[refusal]);
  if (await reviewOfBooking(db, booking.id)) throw new AppError('conflict', said('review.alreadyReviewed'));
  try {
    const [row] = await db
      .insert(reviews)
      .values({
        booking_id: booking.id,
        user_id: booking.user_id,
        experience_id: booking.experience_id,
        trip_id: booking.trip_id,
        author_name: bookingAuthor(booking),
        rating: input.rating,
        body: input.body,
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', said('review.alreadyReviewed'));
    throw error;
  }
}
