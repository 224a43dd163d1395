import { z } from 'zod';
import {
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_HIDE_REASON_MAX,
  REVIEW_HIDE_REASON_MIN,
  REVIEW_MESSAGES,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REFUSALS,
} from './reviews.ts';
import type { SaidKey } from './said.ts';

// The reviews' zod schemas, apart from their constants and texts (reviews.ts): public pages show
// reviews, and the bundler ships a module whole, zod with it.

// The traveller's messages are keys of the shared catalogue, said in the page's language
// (docs/decisions/0197-messages-travel-as-keys.md); REVIEW_MESSAGES keeps the Spanish words. The
// staff's hide reason stays a Spanish sentence: the desk is Spanish only.
const m = {
  ratingRequired: 'review.ratingRequired',
  bodyTooShort: 'review.bodyTooShort',
  bodyTooLong: 'review.bodyTooLong',
} as const satisfies Partial<Record<keyof typeof REVIEW_MESSAGES, SaidKey>>;

/** POST /api/bookings/:reference/review: what the traveller writes. */
export const createReviewSchema = z.object({
  rating: z
    .number({ error: m.ratingRequired })
    .int({ error: m.ratingRequired })
    .min(REVIEW_RATING_MIN, { error: m.ratingRequired })
    .max(REVIEW_RATING_MAX, { error: m.ratingRequired }),
  body: z
    .string({ error: m.bodyTooShort })
    .trim()
    .min(REVIEW_BODY_MIN, { error: m.bodyTooShort })
    .max(REVIEW_BODY_MAX, { error: m.bodyTooLong }),
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
  /** The item's English name where staff gave one (docs/decisions/0158-english-content-beside-spanish.md). */
  itemNameEn: z.string().nullable(),
  itemKind: z.enum(['experience', 'trip']),
  itemSlug: z.string(),
});
export type FeaturedReview = z.infer<typeof featuredReviewSchema>;
export const featuredReviewsSchema = z.object({ data: z.array(featuredReviewSchema) });
export type FeaturedReviews = z.infer<typeof featuredReviewsSchema>;

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
