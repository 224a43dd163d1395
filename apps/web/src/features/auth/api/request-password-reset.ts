import { paths } from '@hv/shared';
import { authClient } from '@/lib/auth-client.ts';
import { unwrapAuth } from '@/lib/auth-errors.ts';

/**
 * Asks for the reset e-mail, whose link leads to `redirectTo` (the reset page in the visitor's
 * language). The server answers the same whether or not the account exists, and 429 (with the
 * minutes to wait) over the limit of docs/product.md §3.3.
 */
export async function requestPasswordReset(email: string, redirectTo: string = paths.passwordReset): Promise<void> {
  await unwrapAuth(authClient.requestPasswordReset({ email: email.trim(), redirectTo }));
}
