import { authClient } from '@/lib/auth-client.ts';
import { AuthRequestError, unwrapAuth } from '@/lib/auth-errors.ts';

export interface TwoFactorEnrolment {
  totpURI: string;
  backupCodes: string[];
}

/** Step 1 of enrolment: the password confirms it is the owner; the answer holds the secret. Not active yet. */
export async function startTwoFactorEnrolment(password: string): Promise<TwoFactorEnrolment> {
  const data = await unwrapAuth(authClient.twoFactor.enable({ password }));
  // The server offers TOTP only; an e-mailed-code answer would be a configuration mistake.
  if (!('totpURI' in data)) throw new AuthRequestError(500, 'TOTP_NOT_CONFIGURED', undefined);
  return { totpURI: data.totpURI, backupCodes: data.backupCodes };
}

/** Step 2: a code from the app proves it was set up; only then is two-step verification on. */
export async function confirmTwoFactorEnrolment(code: string): Promise<void> {
  await unwrapAuth(authClient.twoFactor.verifyTotp({ code: code.trim() }));
}

export async function disableTwoFactor(password: string): Promise<void> {
  await unwrapAuth(authClient.twoFactor.disable({ password }));
}

/** The base32 secret inside an `otpauth://totp/…?secret=…` URI, for people who type it by hand. */
export function totpSecret(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}
