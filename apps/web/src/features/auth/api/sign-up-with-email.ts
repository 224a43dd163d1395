import { authClient } from '@/lib/auth-client.ts';
import { unwrapAuth } from '@/lib/auth-errors.ts';
import { emailConfirmedUrl } from '@/lib/email-confirmation.ts';
import type { RegisterValues } from '../lib/auth-resolvers.ts';

/** The register form's values (without its captcha) and the browser's language. */
export type SignUpInput = Omit<RegisterValues, 'notRobot'> & { locale: string };

const optional = (value: string) => value.trim() || undefined;

/**
 * Registration metadata (docs/product.md §3.1): full name, phone, country, city and the browser locale.
 * The server signs the new traveller in at once and e-mails the confirmation link, which lands on
 * `home` (the home page in the visitor's language) once the address is confirmed, with the flag
 * that makes it say 'Correo confirmado'.
 */
export async function signUpWithEmail(input: SignUpInput, home = '/'): Promise<void> {
  const fullName = input.fullName.trim();
  await unwrapAuth(
    authClient.signUp.email({
      email: input.email.trim(),
      password: input.password,
      name: fullName,
      fullName,
      phone: optional(input.phone),
      country: optional(input.country),
      city: optional(input.city),
      locale: input.locale,
      callbackURL: emailConfirmedUrl(home),
    }),
  );
}
