import { useEffect, type RefObject } from 'react';

// docs/product.md §2.3: the landing background moves at 0.3 times the scroll distance.
export const PARALLAX_FACTOR = 0.3;

/**
 * Moves `ref`'s element down by `scrollY × factor`, once per animation frame, so the layer
 * drifts slower than the page. Nothing moves for people who prefer reduced motion, and the
 * layer follows if they change that setting while the page is open.
 */
export function useParallax(ref: RefObject<HTMLElement | null>, factor = PARALLAX_FACTOR): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let frame = 0;

    const apply = () => {
      frame = 0;
      element.style.transform = reducedMotion.matches ? '' : `translate3d(0, ${window.scrollY * factor}px, 0)`;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(apply);
    };

    apply();
    window.addEventListener('scroll', schedule, { passive: true });
    reducedMotion.addEventListener('change', apply);
    return () => {
      window.removeEventListener('scroll', schedule);
      reducedMotion.removeEventListener('change', apply);
      if (frame) cancelAnimationFrame(frame);
      element.style.transform = '';
    };
  }, [ref, factor]);
}
