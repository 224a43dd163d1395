import { lazySchemaResolver } from '@/lib/forms.ts';

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

export const loginResolver = lazySchemaResolver<LoginValues>(async () => (await schemas()).loginSchema);
export const registerResolver = lazySchemaResolver<RegisterValues>(async () => (await schemas()).registerSchema);
export const forgotPasswordResolver = lazySchemaResolver<{ email: string }>(async () => (await schemas()).forgotPasswordSchema);
export const newPasswordResolver = lazySchemaResolver<NewPasswordValues>(async () => (await schemas()).newPasswordSchema);
export const twoFactorCodeResolver = lazySchemaResolver<{ code: string }>(async () => (await schemas()).twoFactorCodeSchema);
