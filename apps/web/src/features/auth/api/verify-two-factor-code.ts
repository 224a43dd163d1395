import { authClient } from '@/lib/auth-client.ts';
import { unwrapAuth } from '@/lib/auth-errors.ts';

/** Second step of a sign-in (or of enrolment): the 6-digit code from the authenticator app. */
export async function verifyTwoFactorCode(code: string): Promise<void> {
  await unwrapAuth(authClient.twoFactor.verifyTotp({ code: code.trim() }));
}
