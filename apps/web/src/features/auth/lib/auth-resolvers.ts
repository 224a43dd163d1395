import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { lazySchemaResolver, type LazyResolver } from '@/lib/forms.ts';
import { useT } from '@/lib/i18n.tsx';
import type { Translate } from './auth-messages.ts';

/** What the account forms hold: text as typed. */
export interface LoginValues {
  email: string;
  password: string;
}
export interface RegisterValues {
  fullName: string;
  email: string;
  password: string;
  phone: string;
  country: string;
  city: string;
  /** The simulated captcha of docs/product.md §3.1; the form checks it after the schema (a toast, not a field error). */
  notRobot: boolean;
}
export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

// One import for all of them: whoever opens one account form is likely to open another.
const schemas = () => import('./auth-schemas.ts');

// Each resolver speaks the language of the `t` it is made with (its schema's messages).
export const loginResolver = (t: Translate) => lazySchemaResolver<LoginValues>(async () => (await schemas()).loginSchema(t));
export const registerResolver = (t: Translate) =>
  lazySchemaResolver<RegisterValues>(async () => (await schemas()).registerSchema(t));
export const forgotPasswordResolver = (t: Translate) =>
  lazySchemaResolver<{ email: string }>(async () => (await schemas()).forgotPasswordSchema(t));
export const newPasswordResolver = (t: Translate) =>
  lazySchemaResolver<NewPasswordValues>(async () => (await schemas()).newPasswordSchema(t));
export const twoFactorCodeResolver = (t: Translate) =>
  lazySchemaResolver<{ code: string }>(async () => (await schemas()).twoFactorCodeSchema(t));

/** One of the resolvers above in the page's language, kept while the language stays. */
export function useAuthResolver<T extends FieldValues>(make: (t: Translate) => LazyResolver<T>): LazyResolver<T> {
  const { t } = useT();
  return useMemo(() => make(t), [make, t]);
}
