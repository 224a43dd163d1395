import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { verification } from '../../db/schema.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';

/**
 * A code e-mailed to staff before they enrol an authenticator app while REQUIRE_STAFF_MFA is on:
 * a stolen password alone must not let someone bind their own app to a staff account
 * (docs/security.md). Kept hashed in better-auth's verification table, one per account, for 10
 * minutes; a new one is sent at most once a minute. Wrong codes are limited per account, not per
 * code (issue 27 item 6): 5 an hour, whatever the code, so asking for a new one gives no new tries.
 */
/** How the web sends the code along with better-auth's own enable request. */
export const ENROL_CODE_HEADER = 'x-enrol-code';
export const ENROL_CODE_TTL_MS = 10 * 60_000;
const RESEND_AFTER_MS = 60_000;
const MAX_WRONG_TRIES = 5;
const WRONG_TRIES_WINDOW_MS = 60 * 60_000;

export const ENROL_CODE_MESSAGES = {
  required: 'Para activar la verificación en dos pasos escribe el código que te enviamos por correo.',
  invalid: 'El código del correo no es válido o caducó. Pide uno nuevo.',
  tooSoon: 'Ya te enviamos un código hace menos de un minuto. Revisa tu correo.',
  tooManyTries: (minutes: number) =>
    `Escribiste demasiados códigos incorrectos. Por favor, espera ${minutes} minuto(s) y pide un código nuevo.`,
};

const identifierOf = (userId: string) => `staff-mfa-enrol:${userId}`;
const limitKeyOf = (userId: string) => `enrol-code:${userId}`;
const hash = (code: string) => createHash('sha256').update(code).digest('hex');

/** A fresh code for the account, or null when one was sent less than a minute ago. */
export async function issueEnrolCode(db: Db, userId: string, now = Date.now()): Promise<string | null> {
  const identifier = identifierOf(userId);
  return db.transaction(async (tx) => {
    const recent = await tx
      .select({ id: verification.id })
      .from(verification)
      .where(and(eq(verification.identifier, identifier), gt(verification.createdAt, new Date(now - RESEND_AFTER_MS))))
      .for('update');
    if (recent.length) return null;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.delete(verification).where(eq(verification.identifier, identifier));
    await tx.insert(verification).values({
      identifier,
      value: JSON.stringify({ hash: hash(code) }),
      expiresAt: new Date(now + ENROL_CODE_TTL_MS),
      createdAt: new Date(now),
    });
    return code;
  });
}

/**
 * Whether `code` is the account's live code. Each try takes one of the account's 5 wrong tries of
 * the hour first (so parallel guesses cannot share one count) and a right one gives it back; past
 * the limit the limiter's 429 is thrown, whatever the code. A right code stays until the
 * enrolment it allows succeeds (dropEnrolCode), so a mistyped password does not cost it.
 */
export async function checkEnrolCode(
  db: Db,
  limiter: RateLimiter,
  userId: string,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const limitKey = limitKeyOf(userId);
  await limiter(limitKey, MAX_WRONG_TRIES, WRONG_TRIES_WINDOW_MS);
  const [row] = await db
    .select()
    .from(verification)
    .where(eq(verification.identifier, identifierOf(userId)));
  const right =
    row !== undefined &&
    row.expiresAt.getTime() > now &&
    timingSafeEqual(Buffer.from(hash(code.trim()), 'hex'), Buffer.from((JSON.parse(row.value) as { hash: string }).hash, 'hex'));
  if (right) await limiter.refund(limitKey, MAX_WRONG_TRIES, WRONG_TRIES_WINDOW_MS);
  return right;
}

/** The enrolment went through: its code cannot serve again. */
export async function dropEnrolCode(db: Db, userId: string): Promise<void> {
  await db.delete(verification).where(eq(verification.identifier, identifierOf(userId)));
}
