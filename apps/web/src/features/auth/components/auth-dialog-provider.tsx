import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AuthDialogContext, type AuthDialogApi, type AuthView } from './auth-dialog-context.ts';

// docs/product.md §3.1: the dialog goes back to the login view 300 ms after closing (after its exit animation).
export const AUTH_DIALOG_RESET_MS = 300;

// The forms (country list, validation, social buttons) load on the first opening, not with every page.
const AuthDialog = lazy(async () => ({ default: (await import('./auth-dialog.tsx')).AuthDialog }));

interface DialogState {
  isOpen: boolean;
  view: AuthView;
  /** Bumped by the reset: remounting the forms clears what was typed and any 2-step code step. */
  generation: number;
  /** Whether it was ever opened: until then its code is not even downloaded. */
  used: boolean;
}

/** Holds the one auth dialog of the app; anything below opens it with `useAuthDialog().open(view)`. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<DialogState>({ isOpen: false, view: 'login', generation: 0, used: false });
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The dialog has no Radix trigger: remember who opened it, to give focus back on close.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  // Without a view it reopens where it was: the login view, unless it was closed less than 300 ms ago.
  const open = useCallback((view?: AuthView) => {
    clearTimeout(resetTimer.current);
    if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      opener.current = document.activeElement;
    setState((s) => ({ ...s, isOpen: true, view: view ?? s.view, used: true }));
  }, []);

  const close = useCallback(() => {
    setState((s) => ({ ...s, isOpen: false }));
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(
      () => setState((s) => ({ ...s, view: 'login', generation: s.generation + 1 })),
      AUTH_DIALOG_RESET_MS,
    );
  }, []);

  const setView = useCallback((view: AuthView) => setState((s) => ({ ...s, view })), []);
  const api = useMemo<AuthDialogApi>(() => ({ open, close }), [open, close]);

  return (
    <AuthDialogContext value={api}>
      {children}
      {state.used ? (
        <Suspense fallback={null}>
          <AuthDialog
            key={state.generation}
            open={state.isOpen}
            view={state.view}
            onViewChange={setView}
            onOpenChange={(next) => (next ? open() : close())}
            onCloseAutoFocus={(event) => {
              // After signing in the 'Entrar' button is gone; then Radix picks the place.
              if (!opener.current?.isConnected) return;
              event.preventDefault();
              opener.current.focus();
            }}
          />
        </Suspense>
      ) : null}
    </AuthDialogContext>
  );
}
