import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { TEST_ORIGIN } from './helpers.ts';
import { saturday } from './dates.ts';
import { demoSuite, paymentHelpers } from './payment-helpers.ts';

// Issue 27 item 5: every change of a booking leaves an audit line whoever made it, and the trail
// cannot be emptied.

const suite = demoSuite(['viajero']);
const { db, makeExperience, payBooking } = paymentHelpers(() => suite.t, { ipBlock: '10.27' });

const auditLines = async () => (await db().select({ n: count() }).from(auditLog))[0]!.n;
const bookingLines = (bookingId: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.record_kind, 'booking'), eq(auditLog.record_id, bookingId)));

describe('issue 27 item 5: a complete audit trail', () => {
  it('records a cancellation made through the voucher link, by a guest with no account', async () => {
    const exp = await makeExperience({ price: 700, free_cancellation_hours: 48, max_capacity: 10 });
    const { bookingId, reference, token } = await payBooking({
      item: { kind: 'experience', id: exp.id },
      date: saturday(6),
      contactEmail: 'audit.guest@example.com',
      cookie: undefined,
    });
    expect(await bookingLines(bookingId)).toEqual([]);

    const res = await suite.t.app.inject({
      method: 'POST',
      url: `/api/bookings/${reference}/cancel?t=${token}`,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);

    const lines = await bookingLines(bookingId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ action: 'cancel', actor_id: null, request_id: expect.any(String) });
    expect(lines[0]!.after).toMatchObject({ refund: 700 });
  });

  it('records a cancellation by the signed-in owner with the owner as actor', async () => {
    const exp = await makeExperience({ price: 500, free_cancellation_hours: 48, max_capacity: 10 });
    const { bookingId, reference } = await payBooking({
      item: { kind: 'experience', id: exp.id },
      date: saturday(7),
      contactEmail: 'viajero@example.com',
      cookie: suite.cookies.viajero,
    });
    const res = await suite.t.app.inject({
      method: 'POST',
      url: `/api/bookings/${reference}/cancel`,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie: suite.cookies.viajero! },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const [line] = await bookingLines(bookingId);
    expect(line).toMatchObject({ action: 'cancel', actor_role: 'Viajero', actor_id: expect.any(String) });
  });

  it('refuses TRUNCATE of the audit trail, as it refuses UPDATE and DELETE', async () => {
    const before = await auditLines();
    expect(before).toBeGreaterThan(0);
    await expect(db().execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    await expect(db().execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    expect(await auditLines()).toBe(before);
  });
});
