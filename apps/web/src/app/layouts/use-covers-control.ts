import { useEffect, useState, type RefObject } from 'react';

// What a visitor can act on, and what a page marks `data-keep-clear` (the checkout's figures): if one of
// these lies under the floating button, the button is in the way.
const CONTROLS = [
  '[data-keep-clear]',
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  'iframe',
  '[role="button"]',
  '[role="link"]',
  '[role="combobox"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="option"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

// The button's white ring (ring-4) is part of what covers.
const RING_PX = 4;
// Once clear, the button waits this long before it comes back: scrolling through a form, it stays away
// instead of flickering in the gaps between fields.
const RETURN_DELAY_MS = 250;

/**
 * True while a control (a link, a button, a field) lies under `area` — the floating button's place on
 * screen, measured without the button's own show/hide movement (issue 30: at 360 px it covered the
 * right of `Aplicar` and the gift-card amounts). Checked after every scroll, resize, change to the
 * page and end of a transition, at most once a frame; a control is "under" it when its box meets the
 * area and it is really painted there (not clipped away, not hidden), as the browser's hit test says.
 * The button itself, while it has the focus, is never made to step aside.
 */
export function useCoversControl(area: RefObject<HTMLElement | null>): boolean {
  const [covers, setCovers] = useState(false);

  useEffect(() => {
    let frame = 0;
    let returnTimer: ReturnType<typeof setTimeout> | undefined;
    let hidden = false;
    const show = (next: boolean) => {
      clearTimeout(returnTimer);
      if (next === hidden) return;
      if (next) {
        hidden = true;
        setCovers(true);
      } else {
        returnTimer = setTimeout(() => {
          hidden = false;
          setCovers(false);
        }, RETURN_DELAY_MS);
      }
    };

    const check = () => {
      frame = 0;
      const self = area.current;
      if (!self) return;
      if (self.contains(document.activeElement)) return show(false);
      const box = self.getBoundingClientRect();
      if (!box.width || !box.height) return show(false);
      const [left, top, right, bottom] = [box.left - RING_PX, box.top - RING_PX, box.right + RING_PX, box.bottom + RING_PX];
      for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
        if (self.contains(control)) continue;
        const r = control.getBoundingClientRect();
        if (!r.width || !r.height || r.right <= left || r.left >= right || r.bottom <= top || r.top >= bottom) continue;
        // The middle of the overlap: is the control painted there, or clipped away (a carousel's hidden slide)?
        const x = (Math.max(r.left, left) + Math.min(r.right, right)) / 2;
        const y = (Math.max(r.top, top) + Math.min(r.bottom, bottom)) / 2;
        const stack = document.elementsFromPoint?.(x, y) ?? [];
        if (stack.some((element) => element === control || control.contains(element))) return show(true);
      }
      show(false);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };

    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    document.addEventListener('transitionend', schedule, true);
    document.addEventListener('animationend', schedule, true);
    document.addEventListener('focusin', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(returnTimer);
      changes.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      document.removeEventListener('transitionend', schedule, true);
      document.removeEventListener('animationend', schedule, true);
      document.removeEventListener('focusin', schedule);
    };
  }, [area]);

  return covers;
}
