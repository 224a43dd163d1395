import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReference } from '@hv/shared';
import { and, eq } from 'drizzle-orm';
import { auditLog, bookingEvents, bookings, jobs } from '../src/db/schema.ts';
import { cashReminderAt } from '../src/modules/bookings/cash/cash-payments.ts';
import { lateRefundQueued } from '../src/modules/bookings/settle/late-refund.ts';
import type { MercadoPagoStandIn } from '../src/standins/mercadopago/standin.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { saturday } from './dates.ts';
import { outbox } from './hostile-helpers.ts';
import { paymentHelpers } from './payment-helpers.ts';

// Issue 31, decision 0216: an OXXO or SPEI payment left pending keeps its instructions on the
// booking and holds its places until its deadline; the traveller gets them by e-mail, a reminder
// before the deadline, and at it (or when Mercado Pago cancels the ticket) the places are released
// and the traveller told, once. Runs on PGlite, and on PostgreSQL (project server-postgres).

let t: TestApp;
let mp: MercadoPagoStandIn;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  mp = t.app.mercadopagoStandIn!;
  admin = await signIn(t.app, 'admin@example.com', 'demo1234');
});
afterAll(() => t?.close());

const { makeExperience, createOrder, bookingRow, db, mailTo } = paymentHelpers(() => t, { ipBlock: '10.216' });

const availability = async (id: string, date: string) =>
  (await t.app.inject(`/api/availability?kind=experience&id=${id}&date=${date}`)).json() as { placesLeft: number };

const comeBack = (bookingId: string) =>
  t.app.inject({ url: `/api/payments/return?booking=${bookingId}`, remoteAddress: '10.216.200.1' });

/** A booking whose traveller chose OXXO (or SPEI) on Mercado Pago's page and came back. */
async function cashBooking(opts: {
  capacity?: number;
  passengers?: number;
  week: number;
  method?: 'oxxo' | 'spei';
  price?: number;
}) {
  const exp = await makeExperience({ price: opts.price ?? 750, max_capacity: opts.capacity ?? 4 });
  const date = saturday(opts.week);
  const res = await createOrder({
    kind: 'experience',
    id: exp.id,
    date,
    passengers: opts.passengers ?? 2,
    provider: 'mercadopago',
  });
  expect(res.statusCode, res.body).toBe(201);
  const { orderId, bookingId } = res.json() as { orderId: string; bookingId: string };
  const payment = mp.pay(orderId, { method: opts.method ?? 'oxxo' });
  const back = await comeBack(bookingId);
  expect(new URL(back.headers.location as string, TEST_ORIGIN).searchParams.get('pago')).toBe('pendiente');
  await mp.webhooksSettled();
  return { exp, date, orderId, bookingId, payment, confirmation: back.headers.location as string };
}

const eventsOf = async (bookingId: string) =>
  (await db().select().from(bookingEvents).where(eq(bookingEvents.booking_id, bookingId))).map((e) => e.type);

const mailsFor = (bookingId: string, subject: string) =>
  outbox(t.config.dataDir).filter((m) => m.subject.includes(bookingReference(bookingId)) && m.subject.includes(subject));

describe('cash payments hold until their deadline (decision 0216)', () => {
  it('OXXO left pending: its reference, deadline and ticket kept on the booking, its places held until then, the page and e-mail show them', async () => {
    const { bookingId, payment, confirmation, exp, date } = await cashBooking({ week: 3, capacity: 2 });
    const row = await bookingRow(bookingId);
    const deadline = new Date(payment.date_of_expiration!);
    expect(row).toMatchObject({
      status: 'Pendiente',
      pending_method: 'oxxo',
      pending_reference: payment.transaction_details!.payment_method_reference_id,
      pending_url: payment.transaction_details!.external_resource_url,
    });
    expect(row.pending_deadline?.toISOString()).toBe(deadline.toISOString());
    // The hold is the ticket's deadline (hours away), not the order's ten minutes.
    expect(row.hold_expires_at?.toISOString()).toBe(deadline.toISOString());
    expect(deadline.getTime()).toBeGreaterThan(Date.now() + 3_600_000);
    expect(await availability(exp.id, date)).toMatchObject({ placesLeft: 0 });

    // The `Pendiente de pago` page reads it through the confirmation link.
    const url = new URL(confirmation, TEST_ORIGIN);
    const page = await t.app.inject({
      url: `/api/bookings/${bookingReference(bookingId)}?t=${url.searchParams.get('t')}`,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      status: 'Pendiente',
      paymentExpired: false,
      pendingPayment: {
        method: 'oxxo',
        reference: payment.transaction_details!.payment_method_reference_id,
        deadline: deadline.toISOString(),
        url: payment.transaction_details!.external_resource_url,
        amount: 1500,
      },
    });

    // The e-mail with the reference, the amount and the deadline, once however often the jobs run.
    await t.app.jobs.runDue();
    const mail = await mailTo('ana.prueba@example.com', `Pendiente de pago ${bookingReference(bookingId)}`);
    expect(mail.text).toContain(payment.transaction_details!.payment_method_reference_id!);
    expect(mail.text).toContain('$1,500.00');
    expect(mail.text).toContain('Paga antes de');
    await t.app.jobs.runDue();
    expect(mailsFor(bookingId, 'Pendiente de pago')).toHaveLength(1);
    // A notification repeated (or replayed) does not start it again.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/payments/mercadopago/webhook?data.id=${payment.id}&type=payment`,
      headers: { 'content-type': 'application/json', ...mp.signWebhook(String(payment.id)) },
      payload: JSON.stringify({ id: 1, type: 'payment', action: 'payment.updated', data: { id: String(payment.id) } }),
    });
    expect(again.statusCode).toBe(200);
    expect((await eventsOf(bookingId)).filter((e) => e === 'cash_pending')).toHaveLength(1);
  });

  it('the reminder goes before the deadline, once; at the deadline the places are released and the traveller told, once', async () => {
    const { bookingId, payment, exp, date } = await cashBooking({ week: 4, capacity: 2, method: 'spei' });
    const deadline = new Date(payment.date_of_expiration!);
    expect(await availability(exp.id, date)).toMatchObject({ placesLeft: 0 });
    const [reminder] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.key, `cash-reminder:${bookingId}`));
    expect(reminder!.run_at.getTime()).toBe(deadline.getTime() - 6 * 3_600_000);

    await t.app.jobs.runDue(new Date(deadline.getTime() - 5 * 3_600_000));
    const remind = await mailTo('ana.prueba@example.com', `Recordatorio de pago ${bookingReference(bookingId)}`);
    expect(remind.text).toContain(payment.transaction_details!.payment_method_reference_id!);
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pendiente', pending_method: 'spei' });

    // The deadline passes: its expiry job releases the places and e-mails the traveller.
    await t.app.jobs.runDue(new Date(deadline.getTime() + 60_000));
    const row = await bookingRow(bookingId);
    expect(row).toMatchObject({ status: 'Pendiente', hold_expires_at: null, pending_deadline: null, capture_started_at: null });
    expect(await availability(exp.id, date)).toMatchObject({ placesLeft: 2 });
    const gone = await mailTo('ana.prueba@example.com', `Venció el plazo de pago ${bookingReference(bookingId)}`);
    expect(gone.text).toContain('liberamos los lugares');
    await t.app.jobs.runDue(new Date(deadline.getTime() + 120_000));
    expect(mailsFor(bookingId, 'Recordatorio de pago')).toHaveLength(1);
    expect(mailsFor(bookingId, 'Venció el plazo')).toHaveLength(1);
    expect((await eventsOf(bookingId)).filter((e) => e === 'cash_expired')).toHaveLength(1);

    // The money still arrives (decision 0212): places were left, so it is seated and paid, with its method.
    mp.cashierPays(payment.id!);
    await mp.webhooksSettled();
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pagada', paid_method: 'spei', pending_method: null });
  });

  it('Mercado Pago cancelling the ticket releases the places at once; the expiry job then does nothing more', async () => {
    const { bookingId, payment, exp, date, confirmation } = await cashBooking({ week: 5, capacity: 2 });
    expect(await availability(exp.id, date)).toMatchObject({ placesLeft: 0 });
    mp.expire(payment.id!);
    await mp.webhooksSettled();
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pendiente', hold_expires_at: null, pending_deadline: null });
    // The booking's page no longer asks for the payment: it says the deadline passed.
    const link = new URL(confirmation, TEST_ORIGIN);
    const page = await t.app.inject({ url: `/api/bookings/${bookingReference(bookingId)}?t=${link.searchParams.get('t')}` });
    expect(page.json()).toMatchObject({ status: 'Pendiente', pendingPayment: null, paymentExpired: true });
    expect(await availability(exp.id, date)).toMatchObject({ placesLeft: 2 });
    const deadline = new Date(payment.date_of_expiration!);
    await t.app.jobs.runDue(new Date(deadline.getTime() + 60_000));
    expect(mailsFor(bookingId, 'Venció el plazo')).toHaveLength(1);
    expect((await eventsOf(bookingId)).filter((e) => e === 'cash_expired')).toHaveLength(1);
  });

  it('decision 0227: the traveller cancels a booking awaiting its OXXO payment: Cancelada, places back, the ticket cancelled, nothing refunded', async () => {
    const { bookingId, payment, exp, date, confirmation } = await cashBooking({ week: 8, capacity: 2 });
    expect(await availability(exp.id, date)).toMatchObject({ placesLeft: 0 });
    const token = new URL(confirmation, TEST_ORIGIN).searchParams.get('t');
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/bookings/${bookingReference(bookingId)}/cancel?t=${token}`,
        headers: { origin: TEST_ORIGIN },
        remoteAddress: '10.216.201.1',
      });
    const res = await cancel();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Cancelada', amount: 0 });
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Cancelada', hold_expires_at: null, pending_deadline: null });
    expect(await availability(exp.id, date)).toMatchObject({ placesLeft: 2 });
    // At Mercado Pago the ticket can no longer be paid; no refund was asked for.
    await mp.webhooksSettled();
    expect(() => mp.cashierPays(payment.id!)).toThrow();
    expect(mp.refundRequests().filter((r) => r.paymentId === String(payment.id))).toEqual([]);
    // Its page says it is cancelled; a second cancel changes nothing.
    const page = await t.app.inject({ url: `/api/bookings/${bookingReference(bookingId)}?t=${token}` });
    expect(page.json()).toMatchObject({ status: 'Cancelada', pendingPayment: null });
    expect((await cancel()).statusCode).toBe(409);
    expect((await eventsOf(bookingId)).filter((e) => e === 'cancelled')).toHaveLength(1);
    // Its jobs find nothing to do: no reminder, no "deadline passed" e-mail.
    await t.app.jobs.runDue(new Date(new Date(payment.date_of_expiration!).getTime() + 60_000));
    expect(mailsFor(bookingId, 'Recordatorio de pago')).toHaveLength(0);
    expect(mailsFor(bookingId, 'Venció el plazo')).toHaveLength(0);
  });

  it('decision 0227: cash that still arrives for a booking cancelled unpaid is paid and refunded in full, never kept', async () => {
    const { bookingId, payment } = await cashBooking({ week: 9, capacity: 3 });
    // The cancel reached our database but not Mercado Pago (its call failed): the ticket stays payable.
    await db()
      .update(bookings)
      .set({ status: 'Cancelada', hold_expires_at: null, pending_deadline: null, capture_started_at: null })
      .where(eq(bookings.id, bookingId));
    mp.cashierPays(payment.id!);
    await mp.webhooksSettled();
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pagada', paid_method: 'oxxo' });
    expect(await lateRefundQueued(db(), bookingId)).toBe(true);
    await t.app.jobs.runDue();
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Reembolsada' });
    expect(mp.refundRequests().filter((r) => r.paymentId === String(payment.id))).toHaveLength(1);
  });

  it('the desk lists the payments still awaited, soonest deadline first, with reference, method, amount, item and contact; staff only', async () => {
    const first = await cashBooking({ week: 7, method: 'spei', price: 640 });
    const anonymous = await t.app.inject({ url: '/api/admin/pending-payments' });
    expect(anonymous.statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/admin/pending-payments', headers: { cookie: admin } });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as { data: Array<Record<string, unknown>> };
    const mine = data.find((p) => p.bookingId === first.bookingId);
    expect(mine).toMatchObject({
      bookingReference: bookingReference(first.bookingId),
      method: 'spei',
      reference: first.payment.transaction_details!.payment_method_reference_id,
      amount: 1280,
      deadline: new Date(first.payment.date_of_expiration!).toISOString(),
      itemName: expect.any(String),
      date: first.date,
      contactName: 'Ana López Prueba',
      contactEmail: 'ana.prueba@example.com',
    });
    const deadlines = data.map((p) => String(p.deadline));
    expect(deadlines).toEqual([...deadlines].sort());
    // Ended (by the provider here): no longer listed.
    mp.expire(first.payment.id!);
    await mp.webhooksSettled();
    const after = (await t.app.inject({ url: '/api/admin/pending-payments', headers: { cookie: admin } })).json() as {
      data: Array<{ bookingId: string }>;
    };
    expect(after.data.map((p) => p.bookingId)).not.toContain(first.bookingId);
  });

  it('the Administrador sets the plans and cash terms (audited, validated); a departure inside the cut-off offers only instant methods', async () => {
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/pay-later',
        headers: { cookie: admin, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    expect((await put({ installments: [{ months: 30, minAmount: 0 }], cashHours: 0, cashCutoffHours: 24 })).statusCode).toBe(400);
    const saved = await put({ installments: [{ months: 6, minAmount: 500 }], cashHours: 12, cashCutoffHours: 720 });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await t.app.inject({ url: '/api/admin/settings/pay-later', headers: { cookie: admin } });
    expect(read.json()).toEqual({ installments: [{ months: 6, minAmount: 500 }], cashHours: 12, cashCutoffHours: 720 });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_kind, 'settings'), eq(auditLog.record_id, 'pay-later')));
    expect(audit).toMatchObject({ action: 'create', after: { cashHours: 12 } });

    // Every departure is within 30 days: no cash, only cards; 6 months from $500.
    const exp = await makeExperience({ price: 600, max_capacity: 4 });
    const res = await createOrder({ kind: 'experience', id: exp.id, date: saturday(2), passengers: 1, provider: 'mercadopago' });
    expect(res.statusCode, res.body).toBe(201);
    const pref = mp.inspectPreference((res.json() as { orderId: string }).orderId)!;
    expect(pref.payment_methods).toMatchObject({
      installments: 6,
      excluded_payment_types: [{ id: 'ticket' }, { id: 'bank_transfer' }],
    });
    expect(pref.date_of_expiration).toBeUndefined();

    // Back to the defaults for the other tests.
    expect((await put({ installments: [{ months: 3, minAmount: 1500 }], cashHours: 48, cashCutoffHours: 24 })).statusCode).toBe(
      200,
    );
    const again = await createOrder({
      kind: 'experience',
      id: exp.id,
      date: saturday(3),
      passengers: 1,
      provider: 'mercadopago',
    });
    const pref2 = mp.inspectPreference((again.json() as { orderId: string }).orderId)!;
    expect(pref2.payment_methods?.excluded_payment_types).toBeUndefined();
    expect(pref2.payment_methods?.installments).toBe(1);
    expect(pref2.date_of_expiration).toBeDefined();
  });

  it('only the Administrador changes them: a Coordinador or Organizador is refused with 403 and nothing changes (decision 0224)', async () => {
    const url = '/api/admin/settings/pay-later';
    const before = (await t.app.inject({ url, headers: { cookie: admin } })).json() as unknown;
    const audits = async () =>
      (
        await db()
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.record_kind, 'settings'), eq(auditLog.record_id, 'pay-later')))
      ).length;
    const auditsBefore = await audits();
    for (const email of ['coordinador@example.com', 'organizador@example.com']) {
      const cookie = await signIn(t.app, email, 'demo1234');
      // Every staff role reads them (the checkout and the desk follow them)...
      expect((await t.app.inject({ url, headers: { cookie } })).statusCode).toBe(200);
      // ...but only the Administrador changes them.
      const res = await t.app.inject({
        method: 'PUT',
        url,
        headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ installments: [{ months: 24, minAmount: 1 }], cashHours: 2, cashCutoffHours: 0 }),
      });
      expect(res.statusCode, `${email}: ${res.body}`).toBe(403);
    }
    expect((await t.app.inject({ url, headers: { cookie: admin } })).json()).toEqual(before);
    expect(await audits()).toBe(auditsBefore);
  });

  it('a refused value is said in Spanish under its field, as the Ajustes screen shows it (decision 0224)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/pay-later',
      headers: { cookie: admin, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({
        installments: [
          { months: 6, minAmount: 1000 },
          { months: 6, minAmount: 3000 },
        ],
        cashHours: 0,
        cashCutoffHours: 24,
      }),
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { error: { fields: Record<string, string> } }).error.fields).toMatchObject({
      'installments.1.months': 'Ya hay un plan con estos meses.',
      cashHours: 'Las horas deben ser un número entero entre 1 y 720.',
    });
  });

  it('the reminder is half-way when the whole wait is shorter than 12 hours', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    expect(cashReminderAt(now, new Date('2026-12-01T18:00:00Z')).toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(cashReminderAt(now, new Date('2026-12-03T10:00:00Z')).toISOString()).toBe('2026-12-03T04:00:00.000Z');
  });

  it('a card payment is kept as such for the reports', async () => {
    const exp = await makeExperience({ price: 500, max_capacity: 4 });
    const res = await createOrder({ kind: 'experience', id: exp.id, date: saturday(6), passengers: 1, provider: 'mercadopago' });
    const { orderId, bookingId } = res.json() as { orderId: string; bookingId: string };
    mp.pay(orderId, { method: 'card', cardholder: 'APRO' });
    await comeBack(bookingId);
    await mp.webhooksSettled();
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pagada', paid_method: 'card', pending_method: null });
  });
});
