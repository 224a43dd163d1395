import { z } from 'zod';

// Verified reviews (docs/product.md §15.6): a traveller rates a paid booking that took place,
// once; staff may hide an abusive one with a reason.

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** Decision 0135: long enough to say something, short enough to read on a phone. */
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 1000;
export const REVIEW_HIDE_REASON_MIN = 3;
export const REVIEW_HIDE_REASON_MAX = 500;
/** Decision 0137: the landing shows real reviews once this many visible ones are rated 4 or 5. */
export const LANDING_REVIEWS_MIN = 3;
export const LANDING_REVIEWS_MIN_RATING = 4;
export const LANDING_REVIEWS_MAX = 6;
/** Reviews a detail page shows (newest first); the average and count cover all visible ones. */
export const DETAIL_REVIEWS_MAX = 50;
/** The voucher page's section; the review-request e-mail links to the voucher link + `#resena`. */
export const REVIEW_ANCHOR = 'resena';

export const REVIEW_MESSAGES = {
  ratingRequired: 'Elige una calificación de 1 a 5 estrellas',
  bodyTooShort: `Escribe al menos ${REVIEW_BODY_MIN} caracteres`,
  bodyTooLong: `Máximo ${REVIEW_BODY_MAX} caracteres`,
  notYet: 'Podrás calificar tu experiencia a partir del día siguiente a tu reserva.',
  notPaid: 'Solo se pueden calificar reservas pagadas que se realizaron.',
  alreadyReviewed: 'Ya publicaste una reseña de esta reserva.',
  published: '¡Gracias! Tu reseña ya está publicada.',
  reviewNotFound: 'La reseña no existe',
  reasonRequired: `Escribe el motivo (mínimo ${REVIEW_HIDE_REASON_MIN} caracteres)`,
  reasonTooLong: `Máximo ${REVIEW_HIDE_REASON_MAX} caracteres`,
  hidden: 'Reseña ocultada',
  shown: 'Reseña visible de nuevo',
  verified: 'Reserva verificada',
} as const;

export const REVIEW_RATING_LABELS: Record<number, string> = {
  1: 'Mala',
  2: 'Regular',
  3: 'Buena',
  4: 'Muy buena',
  5: 'Excelente',
};

/** POST /api/bookings/:reference/review: what the traveller writes. */
export const createReviewSchema = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int({ error: REVIEW_MESSAGES.ratingRequired })
    .min(REVIEW_RATING_MIN, { error: REVIEW_MESSAGES.ratingRequired })
    .max(REVIEW_RATING_MAX, { error: REVIEW_MESSAGES.ratingRequired }),
  body: z
    .string({ error: REVIEW_MESSAGES.bodyTooShort })
    .trim()
    .min(REVIEW_BODY_MIN, { error: REVIEW_MESSAGES.bodyTooShort })
    .max(REVIEW_BODY_MAX, { error: REVIEW_MESSAGES.bodyTooLong }),
});
export type CreateReview = z.infer<typeof createReviewSchema>;

/** POST /api/admin/reviews/:id/hide. */
export const hideReviewSchema = z.object({
  reason: z
    .string({ error: REVIEW_MESSAGES.reasonRequired })
    .trim()
    .min(REVIEW_HIDE_REASON_MIN, { error: REVIEW_MESSAGES.reasonRequired })
    .max(REVIEW_HIDE_REASON_MAX, { error: REVIEW_MESSAGES.reasonTooLong }),
});
export type HideReview = z.infer<typeof hideReviewSchema>;

/** A visible review as anyone may read it: the author as first name and initial (decision 0136). */
export const publicReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  authorName: z.string(),
  body: z.string(),
  /** ISO timestamp. */
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** GET /api/reviews/{experience|trip}/:slug: the detail page's `Reseñas`. */
export const reviewSummarySchema = z.object({
  /** One decimal; null without visible reviews. */
  average: z.number().nullable(),
  count: z.number().int(),
  reviews: z.array(publicReviewSchema),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** GET /api/reviews/featured: the landing's real reviews, with what they rate. */
export const featuredReviewSchema = publicReviewSchema.extend({
  itemName: z.string(),
  itemKind: z.enum(['experience', 'trip']),
  itemSlug: z.string(),
});
export type FeaturedReview = z.infer<typeof featuredReviewSchema>;
export const featuredReviewsSchema = z.object({ data: z.array(featuredReviewSchema) });
export type FeaturedReviews = z.infer<typeof featuredReviewsSchema>;

export const REVIEW_REFUSALS = ['not_yet', 'not_paid'] as const;
export type ReviewRefusal = (typeof REVIEW_REFUSALS)[number];

/** GET /api/bookings/:reference/review: what the voucher page's `resena` section shows. */
export const bookingReviewStateSchema = z.object({
  /** The review already written (visible or hidden: the author still sees it). */
  review: publicReviewSchema.nullable(),
  /** Why a review cannot be written yet; null when it can (or one exists). */
  refusal: z.enum(REVIEW_REFUSALS).nullable(),
});
export type BookingReviewState = z.infer<typeof bookingReviewStateSchema>;

/** GET /api/reviews/mine: the signed-in traveller's reviewed bookings (`Calificar` in 'Mis reservas'). */
export const myReviewedBookingsSchema = z.object({ bookingIds: z.array(z.string()) });
export type MyReviewedBookings = z.infer<typeof myReviewedBookingsSchema>;

/** A row of the staff screen `Reseñas`. */
export const adminReviewRowSchema = publicReviewSchema.extend({
  itemName: z.string(),
  itemKind: z.enum(['experience', 'trip']).nullable(),
  itemSlug: z.string().nullable(),
  reference: z.string(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  hiddenByName: z.string().nullable(),
});
export type AdminReviewRow = z.infer<typeof adminReviewRowSchema>;

/**
 * Why a booking cannot be reviewed (docs/product.md §15.6), or null when it can: paid (not
 * refunded in full) and its date before today in Mexico City.
 */
export function reviewRefusal(booking: { status: string; date: string }, today: string): ReviewRefusal | null {
  if (booking.status !== 'Pagada') return 'not_paid';
  if (booking.date >= today) return 'not_yet';
  return null;
}

/** "Valeria Gómez Ruiz" → "Valeria G." (decision 0136): enough to be a person, not enough to find one. */
export function reviewerDisplayName(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const [first, second] = words;
  if (!first) return 'Viajero';
  const given = first.charAt(0).toLocaleUpperCase('es-MX') + first.slice(1);
  return second ? `${given} ${second.charAt(0).toLocaleUpperCase('es-MX')}.` : given;
}

/** The average as the page says it: one decimal ("4.5"). */
export function formatRating(average: number): string {
  return new Intl.NumberFormat('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

export const reviewCountLabel = (count: number) => (count === 1 ? '1 reseña' : `${count} reseñas`);
