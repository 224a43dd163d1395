import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetRequests } from '../../db/schema.ts';

// docs/product.md §3.3: 3 reset requests per e-mail within a sliding 5-minute window.
export const RESET_LIMIT = 3;
export const RESET_WINDOW_MS = 5 * 60_000;

export const resetLimitMessage = (minutes: number) => `Has intentado demasiadas veces. Por favor, espera ${minutes} minuto(s).`;

/**
 * Records an accepted request, or returns the minutes to wait when the e-mail already used its
 * 3 requests in the window. Every accepted request counts, whether or not the account exists,
 * so the limit never reveals which e-mails are registered.
 *
 * Count and insert run under a transaction-scoped advisory lock on the e-mail: without it, two
 * parallel requests (one per app process, or two connections of one pool) could both count 2
 * and both insert, letting a 4th e-mail through.
 */
export async function takeResetSlot(
  db: Db,
  rawEmail: string,
  now = Date.now(),
): Promise<{ ok: true } | { ok: false; minutes: number }> {
  const email = rawEmail.trim().toLowerCase();
  const since = new Date(now - RESET_WINDOW_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reset:${email}`}, 0))`);
    const [row] = await tx
      .select({ n: count(), oldest: min(passwordResetRequests.created_at) })
      .from(passwordResetRequests)
      .where(and(eq(passwordResetRequests.email, email), gt(passwordResetRequests.created_at, since)));
    if ((row?.n ?? 0) >= RESET_LIMIT && row?.oldest) {
      const waitMs = new Date(row.oldest).getTime() + RESET_WINDOW_MS - now;
      return { ok: false as const, minutes: Math.max(1, Math.ceil(waitMs / 60_000)) };
    }
    await tx.insert(passwordResetRequests).values({ email, created_at: new Date(now) });
    return { ok: true as const };
  });
}
