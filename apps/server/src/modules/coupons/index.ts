// The coupons module's public face (docs/architecture.md §2): the staff coupon screens.
export { couponsAdminRoutes } from './admin-routes.ts';
