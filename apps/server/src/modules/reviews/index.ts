// The reviews module's public face (docs/architecture.md §2): verified reviews of bookings that took place.
export { reviewsAdminRoutes } from './admin-routes.ts';
export { cachedItemReviewSummary } from './item-reviews.ts';
export { reviewsJsonLd } from './json-ld.ts';
export { reviewRoutes } from './routes.ts';
