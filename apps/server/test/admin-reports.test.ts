import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultReportPeriod, type Report, type TransportRequestRow } from '@hv/shared';
import { bookingRow, insertRows, transportRequestRow } from '../src/db/factories.ts';
import { eq } from 'drizzle-orm';
import { bookingRefunds, bookings, couponRedemptions, seedsLedger, transportRequests, user } from '../src/db/schema.ts';
import { createTestApp, signIn, TEST_ORIGIN, validTransportRequest, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
let coordinator: string;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  admin = await signIn(t.app, 'admin@example.com', 'demo1234');
  coordinator = await signIn(t.app, 'coordinador@example.com', 'demo1234');
  traveller = await signIn(t.app, 'viajero@example.com', 'demo1234');
});
afterAll(() => t?.close());

const db = () => t.app.database.db;
const get = (url: string, cookie = admin) => t.app.inject({ url, headers: { cookie } });
const patch = (url: string, payload: object, cookie = admin) =>
  t.app.inject({ method: 'PATCH', url, payload, headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' } });

// ---------------------------------------------------------------- reports

describe('reports', () => {
  /**
   * 2024 holds only what this test inserts: demo bookings are paid within the last months, never
   * in 2024 once the clock is past 2025 (the default period is the last 12 months).
   * Times are UTC instants; the period counts days in Mexico City (UTC−6).
   */
  beforeAll(async () => {
    const rows = insertRows(db());
    const kayak = await rows.experience({ name: 'Kayak en la laguna', slug: 'kayak-reporte', price: 1000 });
    const trip = await rows.trip({ destination: 'Oaxaca de reporte', slug: 'oaxaca-reporte', departure_date: '2024-06-01' });
    const coupon = await rows.coupon({ code: 'REPORTE10', discount_percentage: 10, quantity: 10, valid_until: '2024-12-31' });
    const traveller = await rows.user({ fullName: 'Rita Reportes', email: 'rita@example.com' });
    const paidAt = (instant: string) => ({ status: 'Pagada', paid_at: new Date(instant) });
    const base = { payer_email: 'x@example.com' };
    const inserted = await db()
      .insert(bookings)
      .values([
        // March: 2 × 1000 with 10 % off → 1800.
        bookingRow(
          { experience: kayak },
          {
            ...base,
            passengers: 2,
            coupon,
            user_id: traveller.id,
            booking_date: '2024-03-15',
            ...paidAt('2024-03-10T15:00:00Z'),
          },
        ),
        // 23:30 on 30 April in Mexico City is already 1 May in UTC: it counts for April. 3 × 5000.
        bookingRow({ trip }, { ...base, passengers: 3, user_id: traveller.id, ...paidAt('2024-05-01T05:30:00Z') }),
        // Refunded: not a sale, but in the CSV. The name tries a spreadsheet formula.
        bookingRow(
          { experience: kayak },
          {
            ...base,
            item_name: '=HYPERLINK("http://malo")',
            booking_date: '2024-03-22',
            payer_name: 'Pérez, "el Güero"',
            ...paidAt('2024-03-12T18:00:00Z'),
            status: 'Reembolsada',
          },
        ),
        // Never paid.
        bookingRow({ experience: kayak }, { ...base, booking_date: '2024-03-29' }),
        // 23:00 on 31 December 2023 in Mexico City: outside 2024.
        bookingRow({ experience: kayak }, { ...base, booking_date: '2024-01-04', ...paidAt('2024-01-01T05:00:00Z') }),
        // 23:30 on 31 December 2024 in Mexico City: inside; booked at 1200, 500 of it paid with a gift
        // card, and 100 of the PayPal part refunded later (a partial refund: still a sale, of 1100).
        bookingRow(
          { experience: { ...kayak, price: 1200 } },
          {
            ...base,
            user_id: traveller.id,
            booking_date: '2025-01-03',
            gift_card_amount: 500,
            refunded_amount: 100,
            ...paidAt('2025-01-01T05:30:00Z'),
          },
        ),
      ])
      .returning();
    const [march, april, , , , december] = inserted;
    await db().insert(couponRedemptions).values({ coupon_id: coupon.id, booking_id: march!.id, discount_amount: 200 });
    await db()
      .insert(seedsLedger)
      .values([
        { user_id: traveller.id, booking_id: march!.id, delta: 75, reason: 'booking', created_at: march!.paid_at! },
        { user_id: traveller.id, booking_id: april!.id, delta: 750, reason: 'booking', created_at: april!.paid_at! },
        { user_id: traveller.id, booking_id: december!.id, delta: 50, reason: 'booking', created_at: december!.paid_at! },
        // A refund's negative row is not "awarded".
        {
          user_id: traveller.id,
          booking_id: april!.id,
          delta: -750,
          reason: 'refund',
          created_at: new Date('2024-06-01T12:00:00Z'),
        },
      ]);
    await db()
      .insert(transportRequests)
      .values([
        transportRequestRow({ status: 'pending', created_at: new Date('2024-02-01T12:00:00Z') }),
        transportRequestRow({ status: 'pending', created_at: new Date('2024-07-01T12:00:00Z') }),
        transportRequestRow({ status: 'confirmed', created_at: new Date('2024-07-02T12:00:00Z') }),
        transportRequestRow({ status: 'confirmed', created_at: new Date('2023-07-02T12:00:00Z') }),
      ]);
  });

  it('adds up the paid bookings of the period by Mexico City day', async () => {
    const res = await get('/api/admin/reports?from=2024-01-01&to=2024-12-31', coordinator);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as Report;
    expect(report).toMatchObject({
      period: { from: '2024-01-01', to: '2024-12-31' },
      currency: 'MXN',
      paid_bookings: 3,
      passengers: 6,
      sales: 17900,
      average_ticket: 5966.67,
      gift_card_amount: 500,
      coupons: { redemptions: 1, discount: 200, by_code: [{ code: 'REPORTE10', redemptions: 1, discount: 200 }] },
      seeds_awarded: 875,
      transport_requests: { total: 3, by_status: { pending: 2, contacted: 0, confirmed: 1, cancelled: 0 } },
    });
    expect(report.sales_by_month).toHaveLength(12);
    expect(report.sales_by_month.filter((m) => m.sales > 0)).toEqual([
      { month: '2024-03', sales: 1800, bookings: 1 },
      { month: '2024-04', sales: 15000, bookings: 1 },
      { month: '2024-12', sales: 1100, bookings: 1 },
    ]);
    expect(report.sales_by_month[0]).toEqual({ month: '2024-01', sales: 0, bookings: 0 });
    expect(report.top_experiences).toEqual([
      { id: expect.any(String), name: 'Kayak en la laguna', bookings: 2, passengers: 3, revenue: 2900 },
    ]);
    expect(report.top_trips).toEqual([
      { id: expect.any(String), name: 'Oaxaca de reporte', bookings: 1, passengers: 3, revenue: 15000 },
    ]);
  });

  it('narrows to a shorter period', async () => {
    const report = (await get('/api/admin/reports?from=2024-04-30&to=2024-04-30')).json() as Report;
    expect(report).toMatchObject({
      paid_bookings: 1,
      sales: 15000,
      seeds_awarded: 750,
      sales_by_month: [{ month: '2024-04', sales: 15000 }],
    });
    expect(report.top_experiences).toEqual([]);
  });

  it('defaults to the last 12 months, which show the demo bookings', async () => {
    const report = (await get('/api/admin/reports')).json() as Report;
    expect(report.period).toEqual(defaultReportPeriod());
    expect(report.sales_by_month).toHaveLength(12);
    // content.ts: ten paid demo bookings (and one never paid).
    expect(report).toMatchObject({
      paid_bookings: 10,
      passengers: 15,
      sales: 51883.75,
      average_ticket: 5188.38,
      coupons: { redemptions: 4, discount: 3826.25 },
      seeds_awarded: 1600,
    });
    expect(report.top_trips.map((r) => r.name)).toEqual(['Huasteca Potosina', 'Cancún y Riviera Maya']);
    expect(report.top_experiences).toHaveLength(5);
    expect(report.transport_requests.by_status).toMatchObject({ pending: 1, contacted: 1, confirmed: 1 });
  });

  it('refuses a bad period with a Spanish message', async () => {
    const reversed = await get('/api/admin/reports?from=2025-05-01&to=2025-04-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields.from).toBe('La fecha inicial no puede ser posterior a la final.');
    expect((await get('/api/admin/reports?from=2025-02-30')).statusCode).toBe(400);
    expect((await get('/api/admin/reports?to=mañana')).statusCode).toBe(400);
    const long = await get('/api/admin/reports?from=2015-01-01&to=2025-01-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.from).toBe('El periodo no puede ser mayor a 5 años.');
  });

  it('exports the period’s bookings as CSV, quoted and safe from formulas', async () => {
    const res = await get('/api/admin/reports/bookings.csv?from=2024-01-01&to=2024-12-31', coordinator);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="reservas-2024-01-01-a-2024-12-31.csv"');
    const text = res.body;
    expect(
      text.startsWith('\uFEFFReferencia,Pagada el,Fecha de la reserva,Tipo,Concepto,Pasajeros,Viajeros,Precio unitario'),
    ).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(5); // header + 4 bookings paid in 2024 (the refunded one included)
    expect(lines[1]).toContain(
      ',2024-03-10 09:00,2024-03-15,Experiencia,Kayak en la laguna,2,2 Persona,1000.00,2000.00,REPORTE10,200.00,,0.00,1800.00,1800.00,0.00,MXN,Pagada,Rita Reportes,rita@example.com',
    );
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://malo"")",`);
    expect(lines[2]).toContain(',Reembolsada,"Pérez, ""el Güero""",x@example.com');
    expect(lines[3]).toContain(',2024-04-30 23:30,2024-06-01,Viaje,Oaxaca de reporte,3,3 Persona,');
    expect(lines[4]).toContain(',2024-12-31 23:30,');
    expect(lines[4]).toContain(',500.00,700.00,1200.00,100.00,MXN,Pagada · reembolso parcial $100.00,');
  });

  it('says how Mercado Pago was paid: tarjeta, OXXO, SPEI, each its own line (issue 31, decision 0216)', async () => {
    const rows = insertRows(db());
    const tour = await rows.experience({ name: 'Cenotes por método', slug: 'cenotes-metodo', price: 100 });
    // 9 August 2023 in Mexico City; nothing else is paid that day.
    const at = (hhmm: string) => new Date(`2023-08-09T${hhmm}:00-06:00`);
    const paid = { status: 'Pagada', payer_email: 'mp@example.com', payment_provider: 'mercadopago' } as const;
    const [card] = await db()
      .insert(bookings)
      .values([
        bookingRow({ experience: tour }, { ...paid, passengers: 3, paid_at: at('09:00'), paid_method: 'card' }),
        bookingRow({ experience: tour }, { ...paid, passengers: 2, paid_at: at('10:00'), paid_method: 'oxxo' }),
        bookingRow({ experience: tour }, { ...paid, passengers: 4, paid_at: at('11:00'), paid_method: 'spei' }),
        bookingRow({ experience: tour }, { ...paid, passengers: 1, paid_at: at('12:00'), paid_method: 'oxxo' }),
      ])
      .returning();
    await db()
      .insert(bookingRefunds)
      .values({
        booking_id: card!.id,
        refund_key: 'mp-metodo-1',
        event_type: 'mercadopago.refund',
        amount: 100,
        currency: 'MXN',
        created_at: at('13:00'),
      });
    const report = (await get('/api/admin/reports?from=2023-08-09&to=2023-08-09')).json() as Report;
    expect(report.by_method).toEqual(
      expect.arrayContaining([
        { method: 'Mercado Pago · tarjeta', gross: 300, refunds: 100, net: 200 },
        { method: 'Mercado Pago · OXXO', gross: 300, refunds: 0, net: 300 },
        { method: 'Mercado Pago · SPEI', gross: 400, refunds: 0, net: 400 },
      ]),
    );
    expect(report.by_method.map((l) => l.method)).not.toContain('Mercado Pago');
  });

  // Decision 0240: the types and counts of each booking in the CSV, and travellers per type in the figures.
  it('says each booking’s traveller types in the CSV and counts travellers per type, before-types bookings as Persona', async () => {
    const rows = insertRows(db());
    const tour = await rows.experience({ name: 'Cenotes por tipo', slug: 'cenotes-tipos', price: 900 });
    const line = (typeId: string, name: string, unitPrice: number, count: number, takesPlace = true) => ({
      typeId,
      name,
      nameEn: null,
      unitPrice,
      count,
      takesPlace,
    });
    // 10 August 2023 in Mexico City; nothing else is paid that day.
    const at = (hhmm: string) => new Date(`2023-08-10T${hhmm}:00-06:00`);
    const paid = { status: 'Pagada', payer_email: 'tipos@example.com' } as const;
    const [family, couple] = await db()
      .insert(bookings)
      .values([
        bookingRow(
          { experience: tour },
          {
            ...paid,
            passengers: 3,
            paid_at: at('09:00'),
            travellers: [
              line('adulto', 'Adulto', 900, 2),
              line('nino', 'Niño (3 a 11 años)', 650.5, 1),
              line('infante', 'Infante (0 a 2)', 0, 1, false),
              line('senior', 'Adulto mayor', 700, 0),
            ],
          },
        ),
        bookingRow(
          { experience: tour },
          { ...paid, passengers: 2, paid_at: at('10:00'), travellers: [line('adulto', 'Adulto', 850, 2)] },
        ),
        bookingRow({ experience: tour }, { ...paid, passengers: 2, paid_at: at('11:00'), unit_price: 900 }),
      ])
      .returning();
    const report = (await get('/api/admin/reports?from=2023-08-10&to=2023-08-10')).json() as Report;
    expect(report.travellers_by_type).toEqual([
      { name: 'Adulto', travellers: 4, amount: 3500 },
      { name: 'Persona', travellers: 2, amount: 1800 },
      { name: 'Infante (0 a 2)', travellers: 1, amount: 0 },
      { name: 'Niño (3 a 11 años)', travellers: 1, amount: 650.5 },
    ]);

    const csv = (await get('/api/admin/reports/bookings.csv?from=2023-08-10&to=2023-08-10')).body
      .slice(1)
      .trimEnd()
      .split('\r\n');
    const header = csv[0]!.split(',');
    const column = header.indexOf('Viajeros');
    expect(header[column - 1]).toBe('Pasajeros');
    const lineOf = (b: { id: string }) => csv.find((l) => l.startsWith(b.id.slice(0, 8).toUpperCase()))!;
    expect(lineOf(family!)).toContain(',3,2 Adulto · 1 Niño (3 a 11 años) · 1 Infante (0 a 2),');
    expect(lineOf(couple!)).toContain(',2,2 Adulto,');
    expect(csv.filter((l) => l.includes(',2,2 Persona,'))).toHaveLength(1);
  });

  it('adds up a scripted day by way of paying: gross, refunds and net to the centavo, the cash box and the CSV’s method (issue 29 item 9)', async () => {
    const rows = insertRows(db());
    const tour = await rows.experience({ name: 'Cenotes del día contado', slug: 'cenotes-corte', price: 100 });
    const [seller] = await db().select().from(user).where(eq(user.email, 'admin@example.com'));
    // 15 July 2023 in Mexico City; nothing else is paid or refunded that day.
    const at = (hhmm: string) => new Date(`2023-07-15T${hhmm}:00-06:00`);
    const paid = { status: 'Pagada', payer_email: 'dia@example.com' } as const;
    const [paypal, cash, mixed, transfer] = await db()
      .insert(bookings)
      .values([
        bookingRow({ experience: tour }, { ...paid, passengers: 10, paid_at: at('09:00'), contact_name: 'Lucía PayPal' }),
        bookingRow(
          { experience: tour },
          {
            ...paid,
            passengers: 8,
            paid_at: at('10:00'),
            source: 'manual',
            manual_payment_method: 'Efectivo',
            created_by: seller!.id,
            contact_name: 'Mario Efectivo',
          },
        ),
        bookingRow(
          { experience: tour },
          { ...paid, passengers: 10, gift_card_amount: 300, paid_at: at('11:00'), status: 'Reembolsada', refunded_amount: 1000 },
        ),
        bookingRow(
          { experience: tour },
          {
            ...paid,
            passengers: 12,
            amount: 1200.33,
            paid_at: at('12:00'),
            source: 'manual',
            manual_payment_method: 'Transferencia',
            created_by: seller!.id,
          },
        ),
      ])
      .returning();
    await db().update(bookings).set({ refunded_amount: 250.5 }).where(eq(bookings.id, paypal!.id));
    const refund = (booking: { id: string }, key: string, event_type: string, amount: number) => ({
      booking_id: booking.id,
      refund_key: key,
      event_type,
      amount,
      currency: 'MXN',
      created_at: at('17:00'),
    });
    await db()
      .insert(bookingRefunds)
      .values([
        refund(paypal!, 'dia-1', 'staff refund', 250.5),
        refund(mixed!, 'dia-2', 'staff refund', 700),
        refund(mixed!, 'dia-2/gift-card', 'gift card', 300),
        // A refund still waiting for the provider moves no money.
        refund(transfer!, 'dia-3', 'pending', 100),
      ]);

    const report = (await get('/api/admin/reports?from=2023-07-15&to=2023-07-15')).json() as Report;
    expect(report.by_method).toEqual([
      { method: 'PayPal', gross: 1700, refunds: 950.5, net: 749.5 },
      { method: 'Transferencia', gross: 1200.33, refunds: 0, net: 1200.33 },
      { method: 'Efectivo', gross: 800, refunds: 0, net: 800 },
      { method: 'Tarjeta de regalo', gross: 300, refunds: 300, net: 0 },
    ]);
    expect({ gross: report.gross, refunds: report.refunds, net: report.net }).toEqual({
      gross: 4000.33,
      refunds: 1250.5,
      net: 2749.83,
    });
    expect(report.cash_box).toEqual([{ date: '2023-07-15', staff: 'Adriana Morales', sales: 1, amount: 800 }]);

    const csv = (await get('/api/admin/reports/bookings.csv?from=2023-07-15&to=2023-07-15')).body
      .slice(1)
      .trimEnd()
      .split('\r\n');
    expect(csv[0]).toContain(',Pagado con el método,Total pagado,Reembolsado,');
    expect(csv[0]!.endsWith(',Orden del proveedor,Cobro del proveedor,Método de pago')).toBe(true);
    const lineOf = (b: { id: string }) => csv.find((l) => l.startsWith(b.id.slice(0, 8).toUpperCase()))!;
    expect(lineOf(paypal!)).toMatch(
      /,1000\.00,1000\.00,250\.50,MXN,Pagada · reembolso parcial \$250\.50,Lucía PayPal,.*,PayPal$/,
    );
    expect(lineOf(cash!)).toMatch(/,Mario Efectivo,.*,Efectivo$/);
    expect(lineOf(mixed!)).toMatch(/,Reembolsada,.*,PayPal \+ Tarjeta de regalo$/);
    expect(lineOf(transfer!)).toMatch(/,Transferencia$/);
  });

  it('is staff-only', async () => {
    expect((await t.app.inject('/api/admin/reports')).statusCode).toBe(401);
    expect((await get('/api/admin/reports', traveller)).statusCode).toBe(403);
    expect((await get('/api/admin/reports/bookings.csv', traveller)).statusCode).toBe(403);
  });
});

// ---------------------------------------------------------------- transport requests

describe('transport requests (staff)', () => {
  let created: string;
  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transport-requests',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: {
        name: 'Nuevo Cliente',
        email: 'nuevo.cliente@example.com',
        phoneCountryCode: '52',
        phoneNumber: '5511112222',
        destination: 'Querétaro → San Miguel',
        departureDate: '2030-05-01',
        departureTime: '09:00',
        vehicleType: 'suv',
        passengers: 3,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    created = res.json().id;
  });

  const list = async (query = '', cookie = admin) => (await get(`/api/admin/transport-requests${query}`, cookie)).json();

  it('lists the requests newest first with their status and note', async () => {
    const body = await list('', coordinator);
    expect(body.data[0]).toMatchObject({ id: created, status: 'pending', staff_note: null, name: 'Nuevo Cliente' });
    const times = body.data.map((r: TransportRequestRow) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('moves a request pending → contacted → confirmed with a note; any staff may', async () => {
    const contacted = await patch(
      `/api/admin/transport-requests/${created}`,
      { status: 'contacted', staff_note: 'Llamé a las 10' },
      coordinator,
    );
    expect(contacted.statusCode, contacted.body).toBe(200);
    expect(contacted.json()).toMatchObject({ status: 'contacted', staff_note: 'Llamé a las 10' });
    const confirmed = await patch(`/api/admin/transport-requests/${created}`, { status: 'confirmed' });
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', staff_note: 'Llamé a las 10' });
    const note = await patch(`/api/admin/transport-requests/${created}`, { staff_note: '  ' });
    expect(note.json()).toMatchObject({ status: 'confirmed', staff_note: null });
  });

  it('refuses going back, leaving cancelled, and empty or unknown changes', async () => {
    const back = await patch(`/api/admin/transport-requests/${created}`, { status: 'pending' });
    expect(back.statusCode).toBe(422);
    expect(back.json().error.message).toBe("No se puede pasar una solicitud de 'Confirmada' a 'Pendiente'.");
    expect((await patch(`/api/admin/transport-requests/${created}`, { status: 'cancelled' }, coordinator)).statusCode).toBe(200);
    // Issue 16: only an Administrador takes a request out of 'Cancelada'; nothing changes otherwise.
    const reopen = await patch(`/api/admin/transport-requests/${created}`, { status: 'confirmed', staff_note: 'x' }, coordinator);
    expect(reopen.statusCode).toBe(403);
    expect(reopen.json().error).toMatchObject({
      message: 'Solo un Administrador puede reabrir una solicitud cancelada.',
      fields: { status: 'Solo un Administrador puede reabrir una solicitud cancelada.' },
    });
    expect((await list('?status=cancelled')).data.map((r: TransportRequestRow) => [r.id, r.staff_note])).toEqual([
      [created, null],
    ]);
    // Keeping it cancelled while writing a note is no reopening.
    expect((await patch(`/api/admin/transport-requests/${created}`, { status: 'cancelled' }, coordinator)).statusCode).toBe(200);
    expect((await patch(`/api/admin/transport-requests/${created}`, {})).statusCode).toBe(400);
    expect((await patch(`/api/admin/transport-requests/${created}`, { status: 'lost' })).statusCode).toBe(400);
    expect(
      (await patch('/api/admin/transport-requests/00000000-0000-4000-8000-000000000000', { status: 'contacted' })).statusCode,
    ).toBe(404);
  });

  it('lets an Administrador reopen a cancelled request, to any other status', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transport-requests',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { ...validTransportRequest, name: 'Reabierta Admin' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    expect((await patch(`/api/admin/transport-requests/${id}`, { status: 'cancelled' }, coordinator)).statusCode).toBe(200);
    const reopened = await patch(`/api/admin/transport-requests/${id}`, { status: 'contacted' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ id, status: 'contacted' });
    // Reopened, the forward-only rule is back, for the Administrador too.
    expect((await patch(`/api/admin/transport-requests/${id}`, { status: 'pending' })).statusCode).toBe(422);
    expect((await patch(`/api/admin/transport-requests/${id}`, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await patch(`/api/admin/transport-requests/${id}`, { status: 'pending' })).json()).toMatchObject({
      status: 'pending',
    });
  });

  it('searches ignoring accents and case, like the other admin lists', async () => {
    const ids = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).data.map((r: TransportRequestRow) => r.name);
    // Demo data: Patricia Núñez, 'Cancún → Tulum'.
    expect(await ids('cancun')).toEqual(['Patricia Núñez']);
    expect(await ids('CANCÚN')).toEqual(['Patricia Núñez']);
    expect(await ids('nunez')).toEqual(['Patricia Núñez']);
    expect(await ids('NÚÑEZ')).toEqual(['Patricia Núñez']);
    // A LIKE wildcard is plain text.
    expect(await ids('%')).toEqual([]);
  });

  it('searches by name, destination or status (also its Spanish label) and filters by status', async () => {
    expect((await list('?q=nuevo cliente')).data.map((r: TransportRequestRow) => r.id)).toEqual([created]);
    expect((await list('?q=tequila')).data.map((r: TransportRequestRow) => r.name)).toEqual(['Héctor Salinas']);
    const confirmed = await list('?q=confirmada');
    expect(confirmed.data.length).toBeGreaterThan(0);
    expect(confirmed.data.every((r: TransportRequestRow) => r.status === 'confirmed')).toBe(true);
    const cancelled = await list('?status=cancelled');
    expect(cancelled.data.map((r: TransportRequestRow) => r.id)).toEqual([created]);
  });

  it('refuses changes from travellers and anonymous visitors', async () => {
    expect((await patch(`/api/admin/transport-requests/${created}`, { staff_note: 'x' }, traveller)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/transport-requests/${created}`,
      payload: { staff_note: 'x' },
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
