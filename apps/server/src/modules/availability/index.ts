// What can be booked, and when (docs/product.md §6.2–§6.3, §6.10, §14.5; docs/architecture.md §7
// step 1): the public item behind a booking, the date and start-time rules, the places of a
// departure (paid bookings and captures in flight), the dates staff closed and whether a departure
// is shut. The checkout, a capture, a date change and the desk all ask these same rules.
export { availabilityRoutes } from './routes.ts';
export { findItem, findPublicItem, bookedItem, itemWords, type BookableItem } from './items.ts';
export { checkBookingDate, chosenStartTime } from './booking-dates.ts';
export { checkPlaces, itemOf, lockItem, placesTaken, type Departure, type ItemRef } from './capacity.ts';
export { checkDateOpen, closedDatesOf } from './closed-dates.ts';
// `Se confirma con N personas` (decision 0229): the availability answer and the voucher say it.
export { minimumStillNeeded } from './minimum-note.ts';
export { checkStillPayable, departureCancelled, departureShut, lockDeparture, type ShutDeparture } from './departure-open.ts';
// The holds of a booking being paid (docs/architecture.md §7 steps 4 and 9, ADR 0213): places, coupon
// uses and gift-card parts a checkout's order and a capture in flight hold; staff modules respect
// them too (a coupon a held checkout uses cannot be deleted).
export {
  CAPTURE_HOLD_MINUTES,
  CHECKOUT_HOLD_MINUTES,
  checkoutHeld,
  checkoutHoldEnd,
  checkoutHoldRunning,
  holdRunning,
  linkHeld,
  paymentHeld,
} from './hold.ts';
// Places a waitlist invitation holds count like a checkout hold (decision 0235).
export { waitlistHeld, waitlistPlacesHeld } from './waitlist-hold.ts';
