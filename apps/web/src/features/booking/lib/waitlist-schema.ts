import { joinWaitlistSchema } from '@hv/shared';

/*
 * Imported on demand (waitlist-form.tsx): the waitlist form's fields with the server's own rules
 * (docs/decisions/0235-waitlist.md); zod stays out of the booking form's first chunk (decision 0218).
 */
export const waitlistFormSchema = joinWaitlistSchema.pick({ email: true, places: true });
