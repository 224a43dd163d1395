import { apiSend } from '@/lib/api.ts';
import { authClient } from '@/lib/auth-client.ts';
import { AuthRequestError, unwrapAuth } from '@/lib/auth-errors.ts';

/** The server asks staff for a code sent to their e-mail before they enrol (REQUIRE_STAFF_MFA). */
export const isEmailCodeRequired = (error: unknown) => error instanceof AuthRequestError && error.code === 'ENROL_CODE_REQUIRED';

/** Sends that code to the signed-in account's e-mail. */
export async function requestEnrolmentEmailCode(): Promise<void> {
  await apiSend('POST', '/api/two-factor/email-code');
}

export interface TwoFactorEnrolment {
  totpURI: string;
  backupCodes: string[];
}

/**
 * Step 1 of enrolment: the password (and, for staff when required, the e-mailed code) confirms
 * it is the owner; the answer holds the secret. Not active yet.
 */
export async function startTwoFactorEnrolment(password: string, emailCode?: string): Promise<TwoFactorEnrolment> {
  const headers = emailCode ? { 'x-enrol-code': emailCode.trim() } : undefined;
  const data = await unwrapAuth(authClient.twoFactor.enable({ password, fetchOptions: { headers } }));
  // The server offers TOTP only; an e-mailed-code answer would be a configuration mistake.
  if (!('totpURI' in data)) throw new AuthRequestError(500, 'TOTP_NOT_CONFIGURED');
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
