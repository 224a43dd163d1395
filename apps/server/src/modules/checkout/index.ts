// Buying a booking (docs/architecture.md §7 steps 1–4, 7 and 11): the price from the database, the
// payment provider's order and its capture, a browser that lost its page, the gift-card-only payment, and the
// sales staff make (manual sales and their payment links). What happens to the booking after it is
// bought is modules/bookings (docs/decisions/0173).
export { checkoutRoutes } from './routes.ts';
// Manual sales at the desk: mounted by the admin plugin, under its guard.
export { manualSaleRoutes } from './manual-sale-routes.ts';
// The payment link of a manual sale, which the desk shows while it is pending (modules/desk).
export { paymentPath } from './payment-link.ts';
