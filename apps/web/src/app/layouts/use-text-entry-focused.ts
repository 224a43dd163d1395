import { useSyncExternalStore } from 'react';

// Inputs that take no typed text (and bring up no on-screen keyboard).
const NOT_TEXT_ENTRY = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/** Whether `element` is a control the visitor types into or picks a value in: text inputs, text areas, selects. */
export function isTextEntry(element: Element | null): boolean {
  if (element instanceof HTMLInputElement) return !NOT_TEXT_ENTRY.has(element.type);
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLElement && element.isContentEditable;
}

function subscribe(onChange: () => void) {
  document.addEventListener('focusin', onChange);
  document.addEventListener('focusout', onChange);
  return () => {
    document.removeEventListener('focusin', onChange);
    document.removeEventListener('focusout', onChange);
  };
}

/** True while a form field (`isTextEntry`) has the keyboard focus anywhere on the page. */
export function useTextEntryFocused(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isTextEntry(document.activeElement),
    () => false,
  );
}
