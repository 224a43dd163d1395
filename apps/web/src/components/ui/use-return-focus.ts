import { useRef } from 'react';

type AutoFocusHandler = (event: Event) => void;

/**
 * Radix gives the focus back to a dialog's own `Trigger` only: a dialog opened by another button
 * (controlled through `open`, as the voucher's `Cambiar fecha`) dropped it to the page's body on
 * Escape (issue 30). This remembers what had the focus when the dialog opened and gives it back
 * on close, while it is still on the page; a handler of the caller that prevents the default wins.
 */
export function useReturnFocus(handlers: { onOpenAutoFocus?: AutoFocusHandler; onCloseAutoFocus?: AutoFocusHandler }) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      handlers.onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
