import { checkoutPeopleSchema, checkoutSchema, refineCheckoutPeople } from '@hv/shared';

/*
 * Imported on demand (booking-form.tsx): the checkout's own rules from @hv/shared, but zod (and
 * libphonenumber) are too heavy for the detail pages, whose booking form is a chunk of its own.
 */

/**
 * The booking form's fields with the server's checkout rules: what is booked, who books and
 * who travels. Item kind and id are not typed; the start time is checked on `Reservar`, since
 * only experiences with several start times ask for one.
 */
export const bookingFormSchema = checkoutSchema
  .pick({ date: true, passengers: true, travellers: true, couponCode: true, giftCardSeries: true })
  .extend(checkoutPeopleSchema.shape)
  .superRefine(refineCheckoutPeople);
