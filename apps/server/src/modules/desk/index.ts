// The operations desk (docs/product.md §14): bookings, departures, manifests, check-in, closed dates.
export { deskAdminRoutes } from './admin-routes.ts';
// A cancelled departure's refund jobs (docs/product.md §15.4), registered on the job runner by app.ts.
export { registerDepartureRefunds } from './departure-cancel.ts';
// The minimum to run's decision job (docs/decisions/0229-minimum-to-run.md).
export { registerMinimumDecisions, MINIMUM_DECISION } from './minimum.ts';
