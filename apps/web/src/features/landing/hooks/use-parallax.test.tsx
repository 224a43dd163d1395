import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useParallax } from './use-parallax.ts';

function Layer() {
  const ref = useRef<HTMLDivElement>(null);
  useParallax(ref);
  return <div ref={ref} data-testid="layer" />;
}

function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

function stubReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

afterEach(() => setScroll(0));

describe('useParallax', () => {
  it('moves the layer by 0.3 of the scroll distance, once per animation frame', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    stubReducedMotion(false);
    render(<Layer />);

    setScroll(1000);
    fireEvent.scroll(window);
    fireEvent.scroll(window);
    expect(frames).toHaveLength(1);
    act(() => frames.shift()!(0));

    expect(screen.getByTestId('layer').style.transform).toBe('translate3d(0, 300px, 0)');
  });

  it('keeps the layer still for people who prefer reduced motion', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    stubReducedMotion(true);
    render(<Layer />);

    setScroll(1000);
    fireEvent.scroll(window);
    act(() => frames.forEach((frame) => frame(0)));

    expect(screen.getByTestId('layer').style.transform).toBe('');
  });
});
