import { z } from 'zod';
import { profileUpdateSchema } from '@hv/shared';
import { REQUIRED_MESSAGES, type Translate } from './auth-messages.ts';

/*
 * The account forms' rules, imported on demand (lazySchemaResolver): the forms live in the
 * sign-in dialog and the reset page, public pages that keep zod out of their first load.
 * better-auth checks e-mails and passwords on the server; the personal fields use the shared
 * profile rules, the ones the server applies to sign-up (@hv/shared). The other checks of docs/product.md §3.1/§3.3
 * (the e-mail pattern, the captcha, matching passwords) are toasts, given by the forms after
 * these pass. Each schema is built with the page's `t`, so its messages are in the page's language.
 */

const required = (message: string) => z.string().trim().min(1, message);
// Passwords are taken as typed: blanks count.
const password = (t: Translate) => z.string().min(1, t(REQUIRED_MESSAGES.password));
const { full_name: fullName, phone, country, city } = profileUpdateSchema.shape;

export const loginSchema = (t: Translate) => z.object({ email: required(t(REQUIRED_MESSAGES.email)), password: password(t) });

export const registerSchema = (t: Translate) =>
  z.object({
    // The shared rule clears a blank name (null); sign-up needs one.
    fullName: fullName.refine(Boolean, t(REQUIRED_MESSAGES.fullName)),
    email: required(t(REQUIRED_MESSAGES.email)),
    password: password(t),
    phone,
    country,
    city,
  });

export const forgotPasswordSchema = (t: Translate) => z.object({ email: required(t(REQUIRED_MESSAGES.email)) });

export const newPasswordSchema = (t: Translate) => z.object({ password: password(t), confirmation: password(t) });

/** The second sign-in step: the 6 digits of the authenticator app (docs/product.md §3.4). */
export const twoFactorCodeSchema = (t: Translate) => z.object({ code: z.string().regex(/^\d{6}$/, t(REQUIRED_MESSAGES.code)) });
