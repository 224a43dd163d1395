import { useEffect, useSyncExternalStore, type RefObject } from 'react';

// Areas that the floating contact button must not cover while they are on screen (PayPal's
// buttons on a phone sit right under it). A tiny store rather than a context: the button lives
// in the layout, the areas deep in pages, and only this one boolean crosses between them.
const areasInView = new Set<object>();
const listeners = new Set<() => void>();

function setInView(area: object, inView: boolean) {
  const had = areasInView.has(area);
  if (inView === had) return;
  if (inView) areasInView.add(area);
  else areasInView.delete(area);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while any area that asked for clearance is on screen. */
export function useFloatingButtonsHidden(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => areasInView.size > 0,
    () => false,
  );
}

/** Asks the floating buttons to step aside while `ref`'s element is on screen. */
export function useKeepClearOfFloatingButtons(ref: RefObject<Element | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const area = {};
    const observer = new IntersectionObserver(([entry]) => setInView(area, Boolean(entry?.isIntersecting)));
    observer.observe(element);
    return () => {
      observer.disconnect();
      setInView(area, false);
    };
  }, [ref]);
}
