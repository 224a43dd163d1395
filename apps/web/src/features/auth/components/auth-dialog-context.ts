import { createContext, useContext } from 'react';

/** docs/product.md §3.1: the auth dialog's views. */
export type AuthView = 'login' | 'register' | 'forgotPassword';

export interface AuthDialogApi {
  /** Opens the dialog on a view; without one, on the login view (docs/product.md §3.1: it resets 300 ms after closing). */
  open: (view?: AuthView) => void;
  close: () => void;
}

export const AuthDialogContext = createContext<AuthDialogApi | null>(null);

export function useAuthDialog(): AuthDialogApi {
  const api = useContext(AuthDialogContext);
  if (!api) throw new Error('useAuthDialog() needs an <AuthDialogProvider> above it.');
  return api;
}
