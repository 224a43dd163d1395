import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useCoversControl } from './use-covers-control.ts';

// Issue 30 item 12: the floating button steps aside while a control lies under it. jsdom has no
// layout, so the boxes and the browser's hit test are given here; the e2e spec
// (e2e/booking/floating-button.spec.ts) checks the real page at 360 px.

type Box = { left: number; top: number; width: number; height: number };
const rect = ({ left, top, width, height }: Box) =>
  ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) }) as DOMRect;

function Probe() {
  const area = useRef<HTMLDivElement>(null);
  const covers = useCoversControl(area);
  return (
    <>
      <div ref={area} data-testid="area" />
      <p>{covers ? 'apartado' : 'visible'}</p>
      <button type="button">Aplicar</button>
    </>
  );
}

const AREA: Box = { left: 296, top: 600, width: 48, height: 48 };

function place(control: Box, painted = true) {
  const area = screen.getByTestId('area');
  const button = screen.getByRole('button', { name: 'Aplicar' });
  area.getBoundingClientRect = () => rect(AREA);
  button.getBoundingClientRect = () => rect(control);
  document.elementsFromPoint = () => (painted ? [button, document.body] : [document.body]);
}

afterEach(() => vi.useRealTimers());

async function scrolled() {
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
  });
}

describe('useCoversControl', () => {
  it('says so while a control lies under the area, and comes back once it has moved away', async () => {
    // Only timeouts are the test's clock (the return delay); animation frames stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<Probe />);
    place({ left: 250, top: 610, width: 90, height: 44 });
    await scrolled();
    expect(screen.getByText('apartado')).toBeInTheDocument();

    place({ left: 16, top: 610, width: 200, height: 44 });
    await scrolled();
    // It waits a moment before coming back, so it does not flicker between fields.
    expect(screen.getByText('apartado')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(249));
    expect(screen.getByText('apartado')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('visible')).toBeInTheDocument();
  });

  it('counts the button’s ring, and ignores a control that is not painted there (clipped away)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<Probe />);
    // 3 px left of the area: under the 4 px ring.
    place({ left: 200, top: 610, width: 93, height: 44 });
    await scrolled();
    expect(screen.getByText('apartado')).toBeInTheDocument();

    place({ left: 250, top: 610, width: 90, height: 44 }, false);
    await scrolled();
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(screen.getByText('visible')).toBeInTheDocument();
  });
});
