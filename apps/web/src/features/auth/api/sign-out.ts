import { authClient } from '@/lib/auth-client.ts';
import { unwrapAuth } from '@/lib/auth-errors.ts';

export async function signOut(): Promise<void> {
  await unwrapAuth(authClient.signOut());
}
