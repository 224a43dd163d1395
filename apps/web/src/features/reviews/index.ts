// What other features may use of verified reviews (docs/product.md §15.6).
export { useFeaturedReviews } from './api/featured-reviews.ts';
export { itemReviewsQueryOptions } from './api/item-reviews.ts';
export { BookingReviewSection } from './components/booking-review-section.tsx';
export { ItemReviewsSection } from './components/item-reviews-section.tsx';
export { RateBookingLink } from './components/rate-booking-link.tsx';
