// A booking's life once it exists (docs/architecture.md §7): settled by one door (settle/,
// markPaid), refunded by one (refunds/), cancelled or moved by its traveller or staff (changes/),
// shown and sent (vouchers/: the voucher, its links, the e-mails, find-my-booking). Buying one is
// modules/checkout; places and dates are modules/availability (docs/decisions/0173).
export { bookingsRoutes } from './routes.ts';
// Refund, move and voucher e-mail from the desk: mounted by the admin plugin, under its guard.
export { bookingsStaffRoutes } from './staff-routes.ts';
export type { PaymentRoutesOptions } from './route-options.ts';
// What the booking services need from the app; the reminders (modules/reminders) send with the same.
export { payLaterSettings, type PaymentDeps } from './deps.ts';
export { lockBooking, type BookingRow } from './booking-lock.ts';

// The doors the checkout (modules/checkout) walks through: the capture's hold and its settlement,
// markPaid for the ways of paying without a capture, the coupon's and the gift card's parts.
export { markPaid, releaseHold, settle } from './settle/settle.ts';
export { checkCoupon, findCouponByCode, lockCoupon } from './settle/coupon-rules.ts';
export { giftCardRefused, splitGiftCard, takeGiftCardPart, usableGiftCard, type GiftCardRow } from './settle/gift-card-part.ts';
// Card parts that abandoned captures still hold, given back before staff delete a card (gift-cards).
export { releaseStaleGiftCardHolds } from './settle/gift-card-part.ts';
export { lateRefundQueued, registerLateRefunds } from './settle/late-refund.ts';
export { seedsAwardedFor } from './settle/seeds.ts';
// Spending seeds at checkout (decision 0234).
export { checkSeedsFree, readSeedSettings, seedsRefused, seedsToSpend } from './settle/seed-spending.ts';
// Cash and transfer payments awaited until their deadline (decision 0216): their jobs and the desk's list.
export { registerCashPayments } from './cash/cash-payments.ts';
export { payLaterSettingsRoutes, readPayLaterSettings } from './pay-later-settings.ts';

// The booking's event log (decision 0196): every door outside this module writes through it, the desk reads it.
export {
  actorOf,
  actorOfSession,
  bookingEventsOf,
  recordBookingEvent,
  type BookingActor,
  type BookingEvent,
  type StoredBookingEvent,
} from './events/record.ts';

// Refunds: what the desk shows and a cancelled departure's jobs use (modules/desk).
export { paidWithSeedsOnly, REFUND_KIND } from './refunds/refund.ts';
export { CANCEL_NOT_TAKEN_PLACE, INVOICE_CANCEL_JOB, INVOICE_STAMP_JOB, operatorMonth } from './refunds/refund-invoice.ts';
export { refundableParts } from './refunds/staff-refund.ts';
export { refundForJobs } from './refunds/refund-for-jobs.ts';
export { DEPARTURE_REFUND } from './refunds/refund-queue.ts';

// The voucher and its links: the desk, verified reviews (modules/reviews, decision 0163) and the
// reminders (modules/reminders) read a booking as its traveller's links do.
export { bookingsByReference, pendingPaymentOf } from './vouchers/booking-view.ts';
export { actingBooking, voucherAccess } from './vouchers/voucher-access.ts';
export { confirmationPath, voucherViewPath } from './vouchers/confirmation-link.ts';
// The reminder and review e-mails go where the confirmation went.
export { bookingAddressee, captureResultFor, sendConfirmation } from './vouchers/confirmation.ts';
