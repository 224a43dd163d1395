// The operations desk (docs/product.md §14): bookings, departures, manifests, check-in, closed dates.
export { deskAdminRoutes } from './admin-routes.ts';
