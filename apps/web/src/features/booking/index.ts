// What other features may use of booking (the lint rule in eslint.config.js keeps the rest private).
export { BOOKING_SECTION_ID, BookingSection } from './components/booking-section.tsx';
export { MyBookings } from './components/my-bookings.tsx';
export { experienceBookable, tripBookable } from './lib/bookable-item.ts';
export { PendingPaymentCheck } from './components/pending-payment-check.tsx';
