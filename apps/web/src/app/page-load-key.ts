/**
 * Gives the history entry a page load starts on a key of its own, before the router reads it
 * (docs/decisions/0080-page-loads-get-their-own-scroll-key.md).
 *
 * React Router keys that entry 'default' whenever the browser holds no state for it (a typed
 * address, a link from an e-mail, any full page load), and `<ScrollRestoration />` stores scroll
 * positions by key for the whole tab. So every freshly loaded page opened where the previous full
 * load had been left — /perfil on the footer. With its own key, a new page starts at the top, while
 * a reload (the browser keeps the entry's state) and back/forward still return to where they were.
 */
export function keyPageLoadEntry(history: History = window.history): void {
  const state: unknown = history.state;
  const current = state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  if (typeof current.key === 'string' && current.key !== '') return;
  // React Router's own key format; it keeps the rest of its state ({ usr, key, idx }) as it finds it.
  history.replaceState({ ...current, key: Math.random().toString(36).slice(2, 10) }, '');
}
