import { z } from 'zod';
import { startTimeSchema } from './checkout.ts';
import { AFTER_SALE_MESSAGES } from './cancellation.ts';

// docs/product.md §15.3: moving a paid booking to another date (staff, or the traveller while
// the item's cancellation policy allows).

/** POST /api/bookings/:reference/reschedule and /api/admin/bookings/:id/reschedule. */
export const rescheduleSchema = z.object({
  date: z.string({ error: AFTER_SALE_MESSAGES.noDate }).regex(/^\d{4}-\d{2}-\d{2}$/, AFTER_SALE_MESSAGES.noDate),
  startTime: startTimeSchema.optional(),
});
export type RescheduleInput = z.infer<typeof rescheduleSchema>;

export const rescheduleResultSchema = z.object({
  reference: z.string(),
  date: z.string(),
  startTime: z.string().nullable(),
});
export type RescheduleResult = z.infer<typeof rescheduleResultSchema>;
