import { authClient } from '@/lib/auth-client.ts';
import { unwrapAuth } from '@/lib/auth-errors.ts';

/** Sets the new password with the recovery token from the e-mail link; the server ends the user's other sessions. */
export async function resetPassword(input: { token: string; newPassword: string }): Promise<void> {
  await unwrapAuth(authClient.resetPassword({ token: input.token, newPassword: input.newPassword }));
}
