// Imported on demand (find-booking-page.tsx): the server's own rules for `/mi-reserva`, with zod.
export { findBookingSchema } from '@hv/shared';
