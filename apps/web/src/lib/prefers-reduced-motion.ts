const QUERY = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked the system for less motion (the carousels then do not play by themselves). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(QUERY).matches;
}
