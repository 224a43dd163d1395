import { Suspense, type ReactNode } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport.ts';

interface RenderWhenNearProps {
  /** Usually a lazy component: its code is fetched when the placeholder nears the viewport. */
  children: ReactNode;
  /** Sizes the placeholder close to the real content, so the page does not jump when it arrives. */
  placeholderClassName: string;
  /**
   * What the placeholder says while the code loads (the server's page included); without it the
   * placeholder is an empty, hidden box.
   */
  placeholder?: ReactNode;
}

/** Renders `children` only once this spot approaches the screen (below-the-fold sections). */
export function RenderWhenNear({ children, placeholderClassName, placeholder: says }: RenderWhenNearProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const placeholder = (
    <div ref={near ? undefined : ref} className={placeholderClassName} aria-hidden={says ? undefined : true}>
      {says}
    </div>
  );
  if (!near) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
