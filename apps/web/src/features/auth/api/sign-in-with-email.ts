import { authClient } from '@/lib/auth-client.ts';
import { unwrapAuth } from '@/lib/auth-errors.ts';

export interface SignInResult {
  /** The account has two-step verification: the session starts only after `verifyTwoFactorCode`. */
  twoFactorRequired: boolean;
}

export async function signInWithEmail(input: { email: string; password: string }): Promise<SignInResult> {
  const data: unknown = await unwrapAuth(authClient.signIn.email({ email: input.email.trim(), password: input.password }));
  const twoFactorRequired =
    typeof data === 'object' && data !== null && 'twoFactorRedirect' in data && data.twoFactorRedirect === true;
  return { twoFactorRequired };
}
