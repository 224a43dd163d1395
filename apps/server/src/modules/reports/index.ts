// The reports module's public face: the staff reports and the bookings CSV.
export { reportsAdminRoutes } from './admin-routes.ts';
