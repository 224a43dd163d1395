import { useRef } from 'react';
import { useParallax } from '../hooks/use-parallax.ts';

/** The landing's decorative backdrop: soft colour fields and a dotted texture drifting with the scroll. */
export function ParallaxBackground() {
  const layerRef = useRef<HTMLDivElement>(null);
  useParallax(layerRef);

  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div ref={layerRef} data-testid="parallax-layer" className="absolute inset-0 will-change-transform">
        <div className="absolute inset-0 bg-[radial-gradient(var(--color-terracotta-200)_1px,transparent_1.5px)] [background-size:28px_28px] opacity-50" />
        <div className="absolute top-[-6rem] right-[-6rem] size-[28rem] rounded-full bg-marigold-200/60 blur-3xl" />
        <div className="absolute top-[18%] left-[-10rem] size-[30rem] rounded-full bg-turquoise-100/80 blur-3xl" />
        <div className="absolute top-[42%] right-[-8rem] size-[26rem] rounded-full bg-terracotta-100/80 blur-3xl" />
        <div className="absolute top-[68%] left-[10%] size-[28rem] rounded-full bg-jade-100/80 blur-3xl" />
        <div className="absolute top-[88%] right-[15%] size-[24rem] rounded-full bg-marigold-100/80 blur-3xl" />
      </div>
    </div>
  );
}
