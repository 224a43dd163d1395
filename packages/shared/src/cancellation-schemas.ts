import { z } from 'zod';
import { FREE_CANCELLATION_HOURS_MESSAGE, MAX_FREE_CANCELLATION_HOURS } from './cancellation.ts';

// The cancellation policy's zod schemas, apart from its texts and dates (cancellation.ts): public
// pages show the policy, and the bundler ships a module whole, zod with it.

/**
 * The form field (experience and trip dialogs, and the server): whole hours 0–720, typed as text
 * or sent as a number. Left out or empty it stays undefined: a new item gets the default, an edit
 * keeps what is stored.
 */
export const freeCancellationHoursField = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
  z
    .number({ message: FREE_CANCELLATION_HOURS_MESSAGE })
    .int(FREE_CANCELLATION_HOURS_MESSAGE)
    .min(0, FREE_CANCELLATION_HOURS_MESSAGE)
    .max(MAX_FREE_CANCELLATION_HOURS, FREE_CANCELLATION_HOURS_MESSAGE)
    .optional(),
);

/** Whether the traveller may still cancel (or move) a paid booking, and what would come back. */
/** Money back part by part: through the payment provider (the API's `paypal`), onto the gift card, outside the site. */
export const refundPartsSchema = z.object({ total: z.number(), paypal: z.number(), giftCard: z.number(), outside: z.number() });
export type RefundParts = z.infer<typeof refundPartsSchema>;

export const travellerCancellationSchema = z.object({
  allowed: z.boolean(),
  /** ISO instant until which cancelling and moving are free; null when the item is not refundable. */
  until: z.string().nullable(),
  /** Why not, in Spanish, when not allowed. */
  reason: z.string().nullable(),
  /** What cancelling now gives back, part by part. */
  refund: refundPartsSchema,
});
export type TravellerCancellation = z.infer<typeof travellerCancellationSchema>;
