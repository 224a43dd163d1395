import { useEffect, useState } from 'react';

/** True once the page is scrolled more than `threshold` pixels (docs/product.md §2.2: header threshold 50 px). */
export function useScrolledPast(threshold: number): boolean {
  // False on the first render, as on the server (docs/architecture.md §12); the effect reads the real position.
  const [past, setPast] = useState(false);

  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  return past;
}
