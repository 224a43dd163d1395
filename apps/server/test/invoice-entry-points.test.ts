import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReference, type MyInvoices } from '@hv/shared';
import { bookings, invoices, user } from '../src/db/schema.ts';
import { insertRows } from '../src/db/factories.ts';
import { confirmationToken } from '../src/modules/bookings/vouchers/confirmation-link.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { company } from './tax-customer.ts';
import { waitForMail } from './hostile-helpers.ts';

// Decision 0236: the ways to a booking's factura besides its voucher. `/facturar` e-mails the
// voucher's link opened at its `Factura` section (reference + e-mail, as `/mi-reserva`), and
// `Mis reservas` reads each paid booking's factura from GET /api/profile/invoices.

let t: TestApp;
let rows: ReturnType<typeof insertRows>;
let experience: { id: string; name: string; price: number };
let traveller: string;
let travellerId: string;

beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  rows = insertRows(t.app.database.db);
  const exp = await rows.experience({ name: 'Cenote Dos Ojos', price: 900 });
  experience = { id: exp.id, name: exp.name, price: Number(exp.price) };
  traveller = await signIn(t.app, 'viajero@example.com', 'demo1234');
  const [me] = await t.app.database.db.select().from(user).where(eq(user.email, 'viajero@example.com'));
  travellerId = me!.id;
});
afterAll(() => t?.close());

const paid = (values: Partial<typeof bookings.$inferInsert> = {}) =>
  rows.booking(
    { experience },
    {
      passengers: 2,
      status: 'Pagada',
      paid_at: new Date(),
      payment_provider: 'paypal',
      contact_email: 'luz@example.com',
      ...values,
    },
  );

describe('/facturar: the reference and the e-mail of a booking', () => {
  it('e-mails the voucher’s link opened at its Factura section, and answers as /mi-reserva does', async () => {
    const b = await paid({ contact_email: 'factura.guest@example.com' });
    const reference = bookingReference(b.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/find',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { reference, email: 'Factura.Guest@example.com', purpose: 'invoice' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(
      'Si los datos coinciden con una reserva, te enviamos el enlace a ese correo. Revisa también la carpeta de spam.',
    );
    const mail = await waitForMail(t.config.dataDir, 'factura.guest@example.com', `Factura de tu reserva ${reference}`);
    const link = `/reserva/${reference}?t=${confirmationToken(t.app.config.authSecret!, b.id)}#factura`;
    expect(mail.text).toContain('Nos pediste facturar tu reserva');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('Solicitar mi factura</a>');
  });

  it('refuses an unknown purpose in Spanish', async () => {
    const b = await paid();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/find',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { reference: bookingReference(b.id), email: 'luz@example.com', purpose: 'refund' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('Mis reservas: each paid booking’s factura', () => {
  const mine = async (cookie: string | null) =>
    t.app.inject({ method: 'GET', url: '/api/profile/invoices', headers: { origin: TEST_ORIGIN, ...(cookie && { cookie }) } });

  it('needs a session', async () => {
    expect((await mine(null)).statusCode).toBe(401);
  });

  it('offers the request for a paid booking, follows it once asked, and offers nothing past the last day, in a global invoice, or for others’ bookings', async () => {
    const fresh = await paid({ user_id: travellerId });
    const late = await paid({ user_id: travellerId, paid_at: new Date('2025-03-10T18:00:00Z') });
    const inGlobal = await paid({ user_id: travellerId });
    // A global invoice of a period staff closed early took it (decision 0226).
    const [global] = await t.app.database.db
      .insert(invoices)
      .values({ kind: 'global', customer: {}, amount: 900, payment_form: '06', period: '1999-01' })
      .returning();
    await t.app.database.db.update(bookings).set({ invoiced_in: global!.id }).where(eq(bookings.id, inGlobal.id));
    const refunded = await paid({ user_id: travellerId, status: 'Reembolsada' });
    const someoneElses = await paid();

    const before = (await mine(traveller)).json() as MyInvoices;
    const row = (id: string, body: MyInvoices) => body.data.find((r) => r.reference === bookingReference(id));
    expect(row(fresh.id, before)).toEqual({ reference: bookingReference(fresh.id), status: null, canRequest: true });
    expect(row(late.id, before)).toMatchObject({ status: null, canRequest: false });
    expect(row(inGlobal.id, before)).toMatchObject({ status: null, canRequest: false });
    expect(row(refunded.id, before)).toBeUndefined();
    expect(row(someoneElses.id, before)).toBeUndefined();

    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingReference(fresh.id)}/invoice`,
      headers: { origin: TEST_ORIGIN, cookie: traveller, 'content-type': 'application/json' },
      payload: company,
    });
    expect(asked.statusCode).toBe(202);
    const after = (await mine(traveller)).json() as MyInvoices;
    expect(row(fresh.id, after)).toMatchObject({ status: 'pending', canRequest: false });
  });
});
