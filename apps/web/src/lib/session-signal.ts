/*
 * "The session may have changed" (sign-in, sign-out, 2-step, user update): raised by
 * better-auth's client (auth-client.ts), heard by the app's session query (session.ts). A
 * module of its own so that neither of those two depends on the other.
 */

const listeners = new Set<() => void>();

export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionChange(): void {
  for (const listener of listeners) listener();
}
