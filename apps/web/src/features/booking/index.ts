// What other features may use of booking (the lint rule in eslint.config.js keeps the rest private).
export { BOOKING_SECTION_ID, BookingSection } from './components/booking-section.tsx';
export { BookNowLink } from './components/book-now-link.tsx';
export { CancellationPolicyNote } from './components/cancellation-policy-note.tsx';
export { MyBookings } from './components/my-bookings.tsx';
export { RescheduleDialog } from './components/reschedule-dialog.tsx';
export { experienceBookable, tripBookable, type BookableItem } from './lib/bookable-item.ts';
export { PendingPaymentCheck } from './components/pending-payment-check.tsx';
export type { CheckoutValues } from './hooks/use-checkout-handlers.ts';

/** The checkout's fields for the desk's manual sale, as a chunk of their own (see checkout-fields.ts). */
export const loadCheckoutFields = () => import('./checkout-fields.ts');
export type CheckoutFields = Awaited<ReturnType<typeof loadCheckoutFields>>;

/** The factura's tax data form (decision 0236), as a chunk of its own: the desk asks on a traveller's behalf with it. */
export const loadInvoiceForm = () => import('./components/invoice-form.tsx');
export type { InvoiceFormProps } from './components/invoice-form.tsx';
