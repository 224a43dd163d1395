import { useCallback, useState } from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport (and stays true). Lets a
 * below-the-fold section download its code only when the visitor heads towards it.
 */
export function useNearViewport<T extends Element>(rootMargin = '600px'): [(node: T | null) => void, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (node: T | null) => {
      if (!node || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setNear(true);
          observer.disconnect();
        },
        { rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near, rootMargin],
  );
  return [ref, near];
}
