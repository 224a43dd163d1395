import { Suspense, type ReactNode } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport.ts';

interface RenderWhenNearProps {
  /** Usually a lazy component: its code is fetched when the placeholder nears the viewport. */
  children: ReactNode;
  /** Sizes the placeholder close to the real content, so the page does not jump when it arrives. */
  placeholderClassName: string;
}

/** Renders `children` only once this spot approaches the screen (below-the-fold sections). */
export function RenderWhenNear({ children, placeholderClassName }: RenderWhenNearProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const placeholder = <div ref={near ? undefined : ref} className={placeholderClassName} aria-hidden="true" />;
  if (!near) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
