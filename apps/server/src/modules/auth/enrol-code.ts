import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { verification } from '../../db/schema.ts';

/**
 * A code e-mailed to staff before they enrol an authenticator app while REQUIRE_STAFF_MFA is on:
 * a stolen password alone must not let someone bind their own app to a staff account
 * (docs/security.md). Kept hashed in better-auth's verification table, one per account, for 10
 * minutes and 5 tries; a new one is sent at most once a minute.
 */
/** How the web sends the code along with better-auth's own enable request. */
export const ENROL_CODE_HEADER = 'x-enrol-code';
export const ENROL_CODE_TTL_MS = 10 * 60_000;
const RESEND_AFTER_MS = 60_000;
const MAX_TRIES = 5;

export const ENROL_CODE_MESSAGES = {
  required: 'Para activar la verificación en dos pasos escribe el código que te enviamos por correo.',
  invalid: 'El código del correo no es válido o caducó. Pide uno nuevo.',
  tooSoon: 'Ya te enviamos un código hace menos de un minuto. Revisa tu correo.',
};

const identifierOf = (userId: string) => `staff-mfa-enrol:${userId}`;
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
      value: JSON.stringify({ hash: hash(code), tries: 0 }),
      expiresAt: new Date(now + ENROL_CODE_TTL_MS),
      createdAt: new Date(now),
    });
    return code;
  });
}

/**
 * Whether `code` is the account's live code. A wrong try counts and the 5th ends the code; a
 * right one stays until the enrolment it allows succeeds (dropEnrolCode), so a mistyped password
 * does not cost the code.
 */
export async function checkEnrolCode(db: Db, userId: string, code: string, now = Date.now()): Promise<boolean> {
  const identifier = identifierOf(userId);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(verification).where(eq(verification.identifier, identifier)).for('update');
    if (!row || row.expiresAt.getTime() <= now) return false;
    const stored = JSON.parse(row.value) as { hash: string; tries: number };
    const given = Buffer.from(hash(code.trim()), 'hex');
    if (timingSafeEqual(given, Buffer.from(stored.hash, 'hex'))) return true;
    if (stored.tries + 1 >= MAX_TRIES) await tx.delete(verification).where(eq(verification.id, row.id));
    else
      await tx
        .update(verification)
        .set({ value: JSON.stringify({ ...stored, tries: stored.tries + 1 }) })
        .where(eq(verification.id, row.id));
    return false;
  });
}

/** The enrolment went through: its code cannot serve again. */
export async function dropEnrolCode(db: Db, userId: string): Promise<void> {
  await db.delete(verification).where(eq(verification.identifier, identifierOf(userId)));
}
