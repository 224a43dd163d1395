import { useSyncExternalStore, type ReactNode } from 'react';

/*
 * A small toast store in the shadcn/ui style: `toast()` can be called from anywhere
 * (event handlers, query callbacks) and the one <Toaster /> renders what is queued.
 */

// docs/product.md §13: one toast at a time — a new toast replaces the one on screen.
export const TOAST_LIMIT = 1;
// How long a dismissed toast stays mounted so Radix can play its exit animation.
const TOAST_REMOVE_DELAY = 1000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Overrides the provider's 5000 ms auto-close for this toast. */
  duration?: number;
}

export interface ToasterToast extends ToastOptions {
  id: string;
  open: boolean;
}

type Action =
  | { type: 'add'; toast: ToasterToast }
  | { type: 'update'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

interface State {
  toasts: ToasterToast[];
}

let counter = 0;
function nextId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return String(counter);
}

const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(id);
    dispatch({ type: 'remove', id });
  }, TOAST_REMOVE_DELAY);
  removeTimers.set(id, timer);
}

export function toastReducer(state: State, action: Action): State {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'update':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'dismiss':
      return {
        toasts: state.toasts.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t)),
      };
    case 'remove':
      return { toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id) };
  }
}

const listeners = new Set<() => void>();
let memoryState: State = { toasts: [] };

function dispatch(action: Action): void {
  // Side effect kept out of the reducer: closed toasts are unmounted after their exit animation.
  if (action.type === 'dismiss') {
    for (const t of memoryState.toasts) {
      if (action.id === undefined || t.id === action.id) scheduleRemoval(t.id);
    }
  }
  memoryState = toastReducer(memoryState, action);
  for (const listener of listeners) listener();
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

export function toast(options: ToastOptions): ToastHandle {
  const id = nextId();
  const dismiss = () => dispatch({ type: 'dismiss', id });
  dispatch({ type: 'add', toast: { ...options, id, open: true } });
  return { id, dismiss, update: (next) => dispatch({ type: 'update', toast: { ...next, id } }) };
}

export function dismissToast(id?: string): void {
  dispatch({ type: 'dismiss', id });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = (): State => memoryState;

export function useToast(): State & { toast: typeof toast; dismiss: typeof dismissToast } {
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { ...state, toast, dismiss: dismissToast };
}

/** Test helper: forget every toast and pending timer between test cases. */
export function resetToastsForTests(): void {
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  memoryState = { toasts: [] };
  for (const listener of listeners) listener();
}
