import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { createEmailVerificationToken } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user, verification } from '../src/db/schema.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { outbox } from './hostile-helpers.ts';

// Issue 27 (third outside attack), items 1 and 6: staff two-step verification belongs to the
// session, and the e-mailed enrolment code's limit belongs to the account.

const json = { origin: TEST_ORIGIN, 'content-type': 'application/json' };
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  ([] as string[])
    .concat((res.headers['set-cookie'] as string[] | string | undefined) ?? [])
    .map((c) => c.split(';')[0])
    .filter((c) => !c!.endsWith('=')) // an expired cookie (better-auth clears the two-factor one)
    .join('; ');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: true, env: { REQUIRE_STAFF_MFA: 'true' } });
});
afterAll(() => t?.close());

const authPost = (url: string, payload: object, cookie?: string, headers: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth${url}`,
    headers: { ...json, ...headers, ...(cookie ? { cookie } : {}) },
    payload,
  });
const adminMe = (cookie: string) => t.app.inject({ url: '/api/admin/me', headers: { cookie } });
const readSecret = (cookie: string, password = 'demo1234') => authPost('/two-factor/get-totp-uri', { password }, cookie);
const newBackupCodes = (cookie: string, password = 'demo1234') =>
  authPost('/two-factor/generate-backup-codes', { password }, cookie);

/** Asks for the staff enrolment code and reads it from the `n`th such e-mail to `email`. */
async function emailedCode(cookie: string, email: string, n: number): Promise<string> {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/two-factor/email-code',
    headers: { origin: TEST_ORIGIN, cookie },
  });
  expect(sent.statusCode).toBe(204);
  const mails = () =>
    outbox(t.config.dataDir).filter((m) => m.to[0]?.address === email && m.subject.includes('código de seguridad'));
  await expect.poll(() => mails().length).toBe(n);
  return /\b(\d{6})\b/.exec(mails().at(-1)!.text)![1]!;
}

/** A code that is not `code`. */
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

/** Enrols `cookie`'s account as the profile page does; the answer's cookie is the enrolling session. */
async function enrol(cookie: string, emailCode?: string) {
  const enable = await authPost(
    '/two-factor/enable',
    { password: 'demo1234' },
    cookie,
    emailCode ? { 'x-enrol-code': emailCode } : {},
  );
  expect(enable.statusCode).toBe(200);
  const secret = base32.decode(new URL(enable.json().totpURI).searchParams.get('secret')!);
  const verified = await authPost('/two-factor/verify-totp', { code: await createOTP(secret).totp() }, cookie);
  expect(verified.statusCode).toBe(200);
  return { secret, cookie: cookieOf(verified) };
}

/** A sign-in with the password and then the app's code. */
async function signInWithCode(email: string, secret: Uint8Array) {
  const first = await authPost('/sign-in/email', { email, password: 'demo1234' });
  expect(first.json().twoFactorRedirect).toBe(true);
  const second = await authPost('/two-factor/verify-totp', { code: await createOTP(secret).totp() }, cookieOf(first));
  expect(second.statusCode).toBe(200);
  return cookieOf(second);
}

/** A new traveller's account (password demo1234). */
async function traveller(email: string) {
  const res = await authPost('/sign-up/email', { email, password: 'demo1234', name: email });
  expect(res.statusCode).toBe(200);
  return email;
}

describe('issue 27 item 1: staff two-step verification is a property of the session', () => {
  it('refuses the thief’s cookie from before the enrolment, which cannot read the secret nor make backup codes', async () => {
    const email = 'coordinador@example.com';
    const thief = await signIn(t.app, email, 'demo1234');
    const owner = await signIn(t.app, email, 'demo1234');
    expect((await adminMe(thief)).json().error.fields).toEqual({ mfa: 'required' });

    const enrolled = await enrol(owner, await emailedCode(owner, email, 1));

    // The owner's enrolling session is a staff session at once.
    expect((await adminMe(enrolled.cookie)).statusCode).toBe(200);
    // The thief's session ended with the enrolment: it is no staff session, reads no secret, makes no codes.
    expect((await adminMe(thief)).statusCode).toBe(401);
    const secret = await readSecret(thief);
    expect(secret.statusCode).toBe(401);
    expect(secret.body).not.toContain('otpauth');
    const codes = await newBackupCodes(thief);
    expect(codes.statusCode).toBe(401);
    expect(codes.body).not.toContain('backupCodes');
  });

  it('ends every other session of the account on enrolment, a traveller’s too', async () => {
    const email = await traveller('viajera.mfa@example.com');
    const phone = await signIn(t.app, email, 'demo1234');
    const laptop = await signIn(t.app, email, 'demo1234');
    const enrolled = await enrol(laptop);
    expect((await t.app.inject({ url: '/api/profile', headers: { cookie: phone } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/profile', headers: { cookie: enrolled.cookie } })).statusCode).toBe(200);
  });

  it('keeps a session opened without the second factor out of staff routes and the secret, on an enrolled account', async () => {
    const email = 'admin@example.com';
    const first = await signIn(t.app, email, 'demo1234');
    const { secret } = await enrol(first, await emailedCode(first, email, 1));

    // A session the code never vouched for: the confirmation link of an address not yet
    // confirmed signs its owner in (better-auth's autoSignInAfterVerification) without asking it.
    const [row] = await t.app.database.db
      .update(user)
      .set({ emailVerified: false })
      .where(eq(user.email, email))
      .returning({ id: user.id });
    const token = await createEmailVerificationToken(t.app.config.authSecret!, email, undefined, 3600, { userId: row!.id });
    const linked = await t.app.inject({ url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });
    expect(linked.statusCode).toBe(200);
    const withoutCode = cookieOf(linked);
    expect((await t.app.inject({ url: '/api/profile', headers: { cookie: withoutCode } })).statusCode).toBe(200);

    const refused = await adminMe(withoutCode);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.fields).toEqual({ mfa: 'session' });
    // Nor can the session say it passed: better-auth's update-session refuses the field.
    const forged = await authPost('/update-session', { twoFactorVerifiedAt: new Date().toISOString() }, withoutCode);
    expect(forged.statusCode).toBe(400);
    expect((await adminMe(withoutCode)).statusCode).toBe(403);
    for (const res of [await readSecret(withoutCode), await newBackupCodes(withoutCode)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('SECOND_FACTOR_REQUIRED');
    }

    // With the code, the same person is in, and may read the secret while the factor is fresh.
    const withCode = await signInWithCode(email, secret);
    expect((await adminMe(withCode)).statusCode).toBe(200);
    const read = await readSecret(withCode);
    expect(read.statusCode).toBe(200);
    expect(base32.decode(new URL(read.json().totpURI).searchParams.get('secret')!)).toEqual(secret);
    expect((await newBackupCodes(withCode)).statusCode).toBe(200);

    // Eleven minutes later it is a staff session still, but no longer a fresh second factor.
    const sessionToken = decodeURIComponent(/better-auth\.session_token=([^;.]+)/.exec(withCode)![1]!);
    await t.app.database.db
      .update(session)
      .set({ twoFactorVerifiedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(session.token, sessionToken));
    expect((await adminMe(withCode)).statusCode).toBe(200);
    expect((await readSecret(withCode)).json().code).toBe('SECOND_FACTOR_REQUIRED');
  });
});

describe('issue 27 item 6: the enrolment code’s limit holds across new codes', () => {
  it('allows 5 wrong codes an hour per account, whatever the code, and counts no right one', async () => {
    const email = 'organizador@example.com';
    const cookie = await signIn(t.app, email, 'demo1234');
    const enable = (code: string, password = 'demo1234') =>
      authPost('/two-factor/enable', { password }, cookie, { 'x-enrol-code': code });
    const first = await emailedCode(cookie, email, 1);
    // The right code with a mistyped password is no wrong try (the code is kept for the retry).
    for (let i = 0; i < 2; i++) expect((await enable(first, 'otra-cosa')).json().code).toBe('INVALID_PASSWORD');
    for (let i = 0; i < 5; i++) expect((await enable(wrong(first))).json().code).toBe('ENROL_CODE_INVALID');

    const spent = await enable(first);
    expect(spent.statusCode).toBe(429);
    expect(spent.json().code).toBe('ENROL_CODE_LIMIT');
    expect(spent.json().message).toMatch(/espera \d+ minuto/i);
    expect(spent.json().minutes).toBeGreaterThan(0);

    // A minute later a new code may be sent, but it brings no new tries.
    const [owner] = await t.app.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    await t.app.database.db
      .update(verification)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(verification.identifier, `staff-mfa-enrol:${owner!.id}`));
    const second = await emailedCode(cookie, email, 2);
    const refused = await enable(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('ENROL_CODE_LIMIT');
    const [row] = await t.app.database.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, owner!.id));
    expect(row!.on).toBe(false);
  });
});
