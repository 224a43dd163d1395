import { z } from 'zod';
import { startTimeSchema } from './checkout.ts';
import type { SaidKey } from './said.ts';

// The message is a key of the shared catalogue (docs/decisions/0197-messages-travel-as-keys.md).
const NO_DATE: SaidKey = 'afterSale.noDate';

// docs/product.md §15.3: moving a paid booking to another date (staff, or the traveller while
// the item's cancellation policy allows).

/** POST /api/bookings/:reference/reschedule and /api/admin/bookings/:id/reschedule. */
export const rescheduleSchema = z.object({
  date: z.string({ error: NO_DATE }).regex(/^\d{4}-\d{2}-\d{2}$/, NO_DATE),
  startTime: startTimeSchema.optional(),
});
export type RescheduleInput = z.infer<typeof rescheduleSchema>;

export const rescheduleResultSchema = z.object({
  reference: z.string(),
  date: z.string(),
  startTime: z.string().nullable(),
});
export type RescheduleResult = z.infer<typeof rescheduleResultSchema>;
