// docs/product.md §13: business constants shared by the server and the browser.
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_RESULTS_PER_SOURCE = 5;
export const LANDING_POPULAR_EXPERIENCES = 3;
export const DESCRIPTION_PREVIEW_CHARS = 100;
export const META_DESCRIPTION_CHARS = 160;
export const DISPLAYED_ID_CHARS = 8;
export const DEFAULT_MAX_PASSENGERS = 20;
/**
 * How long a web checkout holds its places, coupon use and gift-card part from the moment its
 * order is created (docs/decisions/0213-places-held-while-paying.md): the one figure the server
 * holds by and the page counts down from.
 */
export const CHECKOUT_HOLD_MINUTES = 10;
export const PASSWORD_MIN_LENGTH = 6;
export const SEEDS_PER_BLOCK = 25;
export const SEEDS_BLOCK_MXN = 500;
export const BRAND_NAME = 'Hormiga Viajera';
export const BUSINESS_TIME_ZONE = 'America/Mexico_City';
