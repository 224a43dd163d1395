import { createOrderSchema } from '@hv/shared';

/*
 * Imported on demand (booking-form.tsx): the checkout's own rules from @hv/shared, but zod is
 * too heavy for the detail pages, whose booking form is a chunk of its own.
 */

/** The booking form's fields, with the server's checkout rules; item kind and id are not typed. */
export const bookingFormSchema = createOrderSchema.pick({ date: true, passengers: true, couponCode: true, giftCardSeries: true });
