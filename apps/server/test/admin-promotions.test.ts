import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, GIFT_CARD_MESSAGES, todayInMexico, type Coupon, type GiftCard } from '@hv/shared';
import { bookingRow, insertRows, userRow } from '../src/db/factories.ts';
import { bookings, couponRedemptions, coupons, giftCards, user } from '../src/db/schema.ts';
import { restoreGiftCard, spendGiftCard } from '../src/modules/gift-cards/index.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';

let t: TestApp;
const cookies: Record<'admin' | 'coordinador' | 'organizador' | 'viajero' | 'proveedor', string> = {
  admin: '',
  coordinador: '',
  organizador: '',
  viajero: '',
  proveedor: '',
};
type Who = keyof typeof cookies | 'anonymous';

beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  for (const who of Object.keys(cookies) as (keyof typeof cookies)[]) {
    cookies[who] = await signIn(t.app, `${who}@example.com`, 'demo1234');
  }
});
afterAll(() => t?.close());

const db = () => t.app.database.db;
const rows = () => insertRows(db());

function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who: Who = 'admin', payload?: object) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (who !== 'anonymous') headers.cookie = cookies[who];
  if (payload) headers['content-type'] = 'application/json';
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const inDays = (days: number) => {
  const d = new Date(`${todayInMexico()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

let codeCounter = 0;
async function makeCoupon(
  overrides: Partial<{ code: string; quantity: number; valid_until: string; discount_percentage: number }> = {},
  who: Who = 'admin',
) {
  const res = await call('POST', '/api/admin/coupons', who, {
    code: `prueba${++codeCounter}`,
    discount_percentage: 10,
    quantity: 5,
    valid_until: inDays(30),
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Coupon;
}
/** Puts a coupon in a stored status directly (the API only moves it along the machine). */
const setStoredStatus = (id: string, status: string) => db().update(coupons).set({ status }).where(eq(coupons.id, id));
const getCoupon = async (id: string) =>
  ((await call('GET', `/api/admin/coupons?perPage=100`)).json().data as Coupon[]).find((c) => c.id === id)!;

/** A booking of 500 MXN made long ago (outside every report period these tests read), with `discount` off. */
const oldBooking = (couponId: string, discount: number, values: Parameters<typeof bookingRow>[1] = {}) =>
  rows().booking(
    { name: 'Reserva de prueba', price: 500 },
    { coupon_id: couponId, discount, booking_date: '2020-01-04', ...values },
  );

/** A paid booking that used a coupon, paid long ago. */
async function redeem(couponId: string, discount = 50) {
  const booking = await oldBooking(couponId, discount, {
    status: 'Pagada',
    payer_name: 'Cliente, de prueba',
    payer_email: 'cliente@example.com',
    paid_at: new Date('2020-01-02T12:00:00Z'),
  });
  await db().insert(couponRedemptions).values({ coupon_id: couponId, booking_id: booking.id, discount_amount: discount });
  return booking;
}

// ---------------------------------------------------------------- roles (docs/product.md §4)

describe('every promotions route by role', () => {
  const reads = [
    '/api/admin/coupons',
    '/api/admin/gift-cards',
    '/api/admin/rewards',
    '/api/admin/transport-requests',
    '/api/admin/reports',
    '/api/admin/reports/bookings.csv',
  ];
  it.each(reads)('GET %s: anonymous 401, Viajero and Proveedor 403, each staff role 200', async (url) => {
    expect((await call('GET', url, 'anonymous')).statusCode).toBe(401);
    expect((await call('GET', url, 'viajero')).statusCode).toBe(403);
    expect((await call('GET', url, 'proveedor')).statusCode).toBe(403);
    for (const who of ['admin', 'coordinador', 'organizador'] as const)
      expect((await call('GET', url, who)).statusCode).toBe(200);
  });

  it('refuses every write to anonymous visitors (401), travellers and providers (403), and changes nothing', async () => {
    const coupon = await makeCoupon();
    const card = await rows().giftCard({ series: 'ROLES0000001', credit: 100, expiry_date: inDays(10) });
    const writes: [Parameters<typeof call>[0], string, object | undefined][] = [
      ['POST', '/api/admin/coupons', { code: 'INTRUSO', discount_percentage: 5, quantity: 1, valid_until: inDays(5) }],
      ['PATCH', `/api/admin/coupons/${coupon.id}`, { quantity: 99 }],
      ['PATCH', `/api/admin/coupons/${coupon.id}/status`, { action: 'activate' }],
      ['DELETE', `/api/admin/coupons/${coupon.id}`, undefined],
      ['GET', `/api/admin/coupons/${coupon.id}/redemptions`, undefined],
      ['POST', '/api/admin/gift-cards/series', undefined],
      ['POST', '/api/admin/gift-cards', { series: 'INTRUSO00001', credit: 5, currency: 'MXN', expiry_date: inDays(5) }],
      ['PUT', `/api/admin/gift-cards/${card.id}`, { credit: 9999, currency: 'MXN', expiry_date: inDays(5) }],
      ['PATCH', `/api/admin/gift-cards/${card.id}/active`, { is_active: false }],
      ['DELETE', `/api/admin/gift-cards/${card.id}`, undefined],
    ];
    for (const [method, url, body] of writes) {
      expect((await call(method, url, 'anonymous', body)).statusCode, `${method} ${url}`).toBe(401);
      for (const who of ['viajero', 'proveedor'] as const) {
        expect((await call(method, url, who, body)).statusCode, `${who} ${method} ${url}`).toBe(403);
      }
    }
    expect(await getCoupon(coupon.id)).toMatchObject({ quantity: 5, status: 'En espera' });
    const [stored] = await db().select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(stored).toMatchObject({ credit: 100, balance: 100, is_active: true });
  });

  it('serves an OpenAPI document that includes the new routes', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    for (const path of ['/api/admin/coupons', '/api/admin/gift-cards/series', '/api/admin/rewards', '/api/admin/reports']) {
      expect(doc.paths).toHaveProperty([path]);
    }
  });
});

// ---------------------------------------------------------------- coupons

describe('coupons: create and validate (docs/product.md §8.1)', () => {
  it('uppercases and trims the code, starts En espera with 0 uses, and lists newest first', async () => {
    const res = await call('POST', '/api/admin/coupons', 'coordinador', {
      code: '  otono2027 ',
      discount_percentage: '12,5',
      quantity: '40',
      valid_until: inDays(60),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      code: 'OTONO2027',
      discount_percentage: 12.5,
      quantity: 40,
      used_count: 0,
      status: 'En espera',
    });
    expect((await call('GET', '/api/admin/coupons')).json().data[0].code).toBe('OTONO2027');
  });

  it('refuses a code already taken, whatever its case (409, Este código ya existe.)', async () => {
    const taken = await call('POST', '/api/admin/coupons', 'admin', {
      code: 'verano2027',
      discount_percentage: 5,
      quantity: 1,
      valid_until: inDays(5),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ message: 'Este código ya existe.', fields: { code: 'Este código ya existe.' } });
  });

  it('answers each field with its docs/product.md §8.1 message', async () => {
    const empty = await call('POST', '/api/admin/coupons', 'admin', {
      code: '',
      discount_percentage: '',
      quantity: '',
      valid_until: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      code: 'El código es obligatorio.',
      discount_percentage: 'El descuento es obligatorio.',
      quantity: 'La cantidad es obligatoria.',
      valid_until: 'La fecha de vigencia es obligatoria.',
    });
    const bad = await call('POST', '/api/admin/coupons', 'admin', {
      code: 'X1',
      discount_percentage: 101,
      quantity: 0,
      valid_until: inDays(1),
    });
    expect(bad.json().error.fields).toEqual({
      discount_percentage: 'Debe ser un número entre 0 y 100.',
      quantity: 'Debe ser un número mayor a 0.',
    });
    const negative = await call('POST', '/api/admin/coupons', 'admin', {
      code: 'X1',
      discount_percentage: -1,
      quantity: 1.5,
      valid_until: inDays(1),
    });
    expect(negative.json().error.fields).toEqual({
      discount_percentage: 'Debe ser un número entre 0 y 100.',
      quantity: 'Debe ser un número mayor a 0.',
    });
    const past = await call('POST', '/api/admin/coupons', 'admin', {
      code: 'X1',
      discount_percentage: 0,
      quantity: 1,
      valid_until: inDays(-1),
    });
    expect(past.json().error.fields).toEqual({ valid_until: COUPON_MESSAGES.validUntilPast });
    expect((await call('GET', '/api/admin/coupons?q=X1')).json().count).toBe(0);
  });
});

describe('coupons: status machine (docs/product.md §8.2)', () => {
  const cases: [string, 'activate' | 'pause' | 'reactivate', string | null][] = [
    ['En espera', 'activate', 'Activo'],
    ['En espera', 'pause', null],
    ['En espera', 'reactivate', null],
    ['Activo', 'pause', 'Pausado'],
    ['Activo', 'activate', null],
    ['Activo', 'reactivate', null],
    ['Pausado', 'reactivate', 'Activo'],
    ['Pausado', 'activate', null],
    ['Pausado', 'pause', null],
    ['Terminado', 'activate', null],
    ['Terminado', 'pause', null],
    ['Terminado', 'reactivate', null],
    // An unknown stored status displays and behaves as 'En espera'.
    ['Borrador', 'activate', 'Activo'],
    ['Borrador', 'pause', null],
  ];
  it.each(cases)('%s + %s → %s', async (from, action, to) => {
    const coupon = await makeCoupon();
    await setStoredStatus(coupon.id, from);
    const res = await call('PATCH', `/api/admin/coupons/${coupon.id}/status`, 'organizador', { action });
    if (to) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe(to);
    } else {
      expect(res.statusCode).toBe(422);
      const target = { activate: 'Activo', pause: 'Pausado', reactivate: 'Activo' }[action];
      expect(res.json().error.message).toBe(`No se pudo cambiar el estado a ${target}.`);
      expect((await getCoupon(coupon.id)).status).toBe(from === 'Borrador' ? 'En espera' : from);
    }
  });

  it('shows an unknown status as En espera', async () => {
    const coupon = await makeCoupon();
    await setStoredStatus(coupon.id, 'algo-raro');
    expect((await getCoupon(coupon.id)).status).toBe('En espera');
  });

  it('reports a coupon past its validity as Terminado and writes it back', async () => {
    const coupon = await makeCoupon();
    await call('PATCH', `/api/admin/coupons/${coupon.id}/status`, 'admin', { action: 'activate' });
    await db()
      .update(coupons)
      .set({ valid_until: inDays(-1) })
      .where(eq(coupons.id, coupon.id));
    expect((await getCoupon(coupon.id)).status).toBe('Terminado');
    const [stored] = await db().select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(stored!.status).toBe('Terminado');
    const res = await call('PATCH', `/api/admin/coupons/${coupon.id}/status`, 'admin', { action: 'pause' });
    expect(res.statusCode).toBe(422);
  });

  it('reports a used-up coupon as Terminado; used_count comes from the redemptions', async () => {
    const coupon = await makeCoupon({ quantity: 2 });
    await call('PATCH', `/api/admin/coupons/${coupon.id}/status`, 'admin', { action: 'activate' });
    await redeem(coupon.id);
    expect(await getCoupon(coupon.id)).toMatchObject({ used_count: 1, status: 'Activo' });
    await redeem(coupon.id);
    expect(await getCoupon(coupon.id)).toMatchObject({ used_count: 2, status: 'Terminado' });
  });

  it('searches by code or status, case-insensitive, and paginates', async () => {
    const a = await makeCoupon({ code: 'BUSCAMEUNO' });
    await makeCoupon({ code: 'BUSCAMEDOS' });
    await call('PATCH', `/api/admin/coupons/${a.id}/status`, 'admin', { action: 'activate' });
    const byCode = (await call('GET', '/api/admin/coupons?q=buscame')).json();
    expect(byCode.data.map((c: Coupon) => c.code)).toEqual(['BUSCAMEDOS', 'BUSCAMEUNO']);
    const paused = (await call('GET', '/api/admin/coupons?q=PAUSADO&perPage=100')).json();
    expect(paused.data.length).toBeGreaterThan(0);
    expect(paused.data.every((c: Coupon) => c.status === 'Pausado')).toBe(true);
    expect(paused.data.map((c: Coupon) => c.code)).toContain('PRIMAVERA2027');
    const waiting = (await call('GET', '/api/admin/coupons?q=en espera&perPage=100')).json();
    expect(waiting.data.every((c: Coupon) => c.status === 'En espera')).toBe(true);
    const page2 = (await call('GET', '/api/admin/coupons?q=buscame&perPage=1&page=2')).json();
    expect(page2).toMatchObject({ count: 2, currentPage: 2, perPage: 1, totalPages: 2, data: [{ code: 'BUSCAMEUNO' }] });
    expect((await call('GET', '/api/admin/coupons?q=nadaqueverzzz')).json()).toMatchObject({ data: [], count: 0 });
  });
});

describe('coupons: editing (docs/product.md §8.3)', () => {
  it("lets any staff edit code, discount, validity and quantity of an 'En espera' coupon", async () => {
    const coupon = await makeCoupon({}, 'coordinador');
    for (const who of ['coordinador', 'organizador', 'admin'] as const) {
      const res = await call('PATCH', `/api/admin/coupons/${coupon.id}`, who, {
        code: `editado-${who}`,
        discount_percentage: 30,
        valid_until: inDays(90),
        quantity: 12,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        code: `EDITADO-${who.toUpperCase()}`,
        discount_percentage: 30,
        valid_until: inDays(90),
        quantity: 12,
        status: 'En espera',
      });
    }
  });

  it('keeps codes unique on edit, but accepts the unchanged code', async () => {
    const coupon = await makeCoupon({ code: 'UNICO1' });
    const taken = await call('PATCH', `/api/admin/coupons/${coupon.id}`, 'admin', { code: 'hormiga5' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.code).toBe('Este código ya existe.');
    const same = await call('PATCH', `/api/admin/coupons/${coupon.id}`, 'admin', { code: 'unico1', quantity: 7 });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ code: 'UNICO1', quantity: 7 });
  });

  it.each(['Activo', 'Terminado'])("refuses any edit of an '%s' coupon in docs/product.md §8.3's words (422)", async (status) => {
    const coupon = await makeCoupon();
    await setStoredStatus(coupon.id, status);
    for (const who of ['admin', 'coordinador', 'organizador'] as const) {
      const res = await call('PATCH', `/api/admin/coupons/${coupon.id}`, who, { quantity: 50 });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toBe("Solo se pueden editar cupones 'En espera'.");
    }
    expect((await getCoupon(coupon.id)).quantity).toBe(5);
  });

  it("lets only an Administrador change the quantity of a 'Pausado' coupon, and nothing else", async () => {
    const coupon = await makeCoupon();
    await setStoredStatus(coupon.id, 'Pausado');
    for (const who of ['coordinador', 'organizador'] as const) {
      const res = await call('PATCH', `/api/admin/coupons/${coupon.id}`, who, { quantity: 50 });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(COUPON_MESSAGES.pausedOnlyAdmin);
    }
    const code = await call('PATCH', `/api/admin/coupons/${coupon.id}`, 'admin', { code: 'OTRO', quantity: 50 });
    expect(code.statusCode).toBe(422);
    expect(code.json().error.message).toBe(COUPON_MESSAGES.pausedOnlyQuantity);
    const ok = await call('PATCH', `/api/admin/coupons/${coupon.id}`, 'admin', {
      code: coupon.code,
      discount_percentage: coupon.discount_percentage,
      valid_until: coupon.valid_until,
      quantity: 50,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ quantity: 50, status: 'Pausado', code: coupon.code });
  });

  it('never lowers the quantity below the uses already recorded', async () => {
    const coupon = await makeCoupon({ quantity: 5 });
    await redeem(coupon.id);
    await redeem(coupon.id);
    await setStoredStatus(coupon.id, 'Pausado');
    const res = await call('PATCH', `/api/admin/coupons/${coupon.id}`, 'admin', { quantity: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.quantity).toBe('La cantidad no puede ser menor que los usos registrados (2).');
  });

  it('answers 404 for an unknown coupon and 400 for a bad body', async () => {
    const missing = await call('PATCH', '/api/admin/coupons/00000000-0000-4000-8000-000000000000', 'admin', { quantity: 2 });
    expect(missing.statusCode).toBe(404);
    const coupon = await makeCoupon();
    const bad = await call('PATCH', `/api/admin/coupons/${coupon.id}`, 'admin', { discount_percentage: 'mucho' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.discount_percentage).toBe('Debe ser un número entre 0 y 100.');
  });
});

describe('coupons: deleting (docs/product.md §8.4)', () => {
  it("deletes only 'Pausado' coupons, only as an Administrador", async () => {
    const coupon = await makeCoupon();
    for (const status of ['En espera', 'Activo', 'Terminado']) {
      await setStoredStatus(coupon.id, status);
      const res = await call('DELETE', `/api/admin/coupons/${coupon.id}`, 'admin');
      expect(res.statusCode, status).toBe(422);
      expect(res.json().error.message).toBe("Solo se pueden eliminar cupones 'Pausado'.");
    }
    await setStoredStatus(coupon.id, 'Pausado');
    for (const who of ['coordinador', 'organizador'] as const) {
      const res = await call('DELETE', `/api/admin/coupons/${coupon.id}`, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Solo un Administrador puede eliminar cupones.');
    }
    expect((await call('DELETE', `/api/admin/coupons/${coupon.id}`, 'admin')).statusCode).toBe(204);
    expect(await getCoupon(coupon.id)).toBeUndefined();
    expect((await call('DELETE', `/api/admin/coupons/${coupon.id}`, 'admin')).statusCode).toBe(404);
  });

  it('never deletes a coupon that discounted a paid or refunded booking: it stays paused (issue 13)', async () => {
    const coupon = await makeCoupon();
    await setStoredStatus(coupon.id, 'Pausado');
    const booking = await redeem(coupon.id, 80);
    const res = await call('DELETE', `/api/admin/coupons/${coupon.id}`, 'admin');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(COUPON_MESSAGES.usedCannotDelete);
    expect(COUPON_MESSAGES.usedCannotDelete).toBe(
      'Este cupón ya se usó en reservas: no se puede eliminar; déjalo pausado para que no se pueda usar.',
    );
    // The money record keeps its coupon; paused, the coupon cannot be used at checkout.
    const [kept] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept).toMatchObject({ discount: 80, coupon_id: coupon.id, status: 'Pagada' });
    expect(await getCoupon(coupon.id)).toMatchObject({ status: 'Pausado', used_count: 1 });

    // A refunded booking (its redemption gone) still counts.
    const refunded = await makeCoupon();
    await setStoredStatus(refunded.id, 'Pausado');
    await oldBooking(refunded.id, 50, { status: 'Reembolsada', paid_at: new Date('2020-01-02T12:00:00Z') });
    expect((await call('DELETE', `/api/admin/coupons/${refunded.id}`, 'admin')).statusCode).toBe(409);

    // A checkout abandoned before paying is not a use.
    const abandoned = await makeCoupon();
    await setStoredStatus(abandoned.id, 'Pausado');
    const pending = await oldBooking(abandoned.id, 10, { booking_date: '2030-01-05' });
    expect((await call('DELETE', `/api/admin/coupons/${abandoned.id}`, 'admin')).statusCode).toBe(204);
    expect((await db().select().from(bookings).where(eq(bookings.id, pending.id)))[0]).toMatchObject({ coupon_id: null });
  });

  it('waits while a PayPal capture with the coupon is in flight', async () => {
    const coupon = await makeCoupon();
    await setStoredStatus(coupon.id, 'Pausado');
    const pending = await oldBooking(coupon.id, 10, { booking_date: '2030-01-05', capture_started_at: new Date() });
    const res = await call('DELETE', `/api/admin/coupons/${coupon.id}`, 'admin');
    expect(res.statusCode).toBe(409);
    await db().update(bookings).set({ capture_started_at: null }).where(eq(bookings.id, pending.id));
    expect((await call('DELETE', `/api/admin/coupons/${coupon.id}`, 'admin')).statusCode).toBe(204);
  });
});

describe('coupons: results', () => {
  it('lists the real redemptions behind used_count: booking, date, discount and customer', async () => {
    const list = (await call('GET', '/api/admin/coupons?q=hormiga5')).json();
    const hormiga = list.data[0] as Coupon;
    expect(hormiga).toMatchObject({ code: 'HORMIGA5', used_count: 2, status: 'Activo' });
    const res = await call('GET', `/api/admin/coupons/${hormiga.id}/redemptions`, 'coordinador');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 2, discount_total: 855, coupon: { code: 'HORMIGA5' } });
    // Newest first: the demo traveller's balloon flight (12 days ago), then the Cancún trip (70 days ago).
    expect(body.data).toMatchObject([
      {
        item_name: 'Vuelo en globo sobre Teotihuacán',
        discount_amount: 210,
        subtotal: 4200,
        amount: 3990,
        booking_status: 'Pagada',
        customer_name: 'Valeria Gómez',
        customer_email: 'viajero@example.com',
      },
      { discount_amount: 645, amount: 12255, customer_email: 'luis.hernandez@example.com' },
    ]);
    expect(body.data[0].reference).toBe(body.data[0].booking_id.slice(0, 8).toUpperCase());
    expect(new Date(body.data[0].redeemed_at).getTime()).toBeLessThan(Date.now());
  });

  it('shows the payer for a booking made without an account', async () => {
    const coupon = await makeCoupon();
    await redeem(coupon.id, 25);
    const body = (await call('GET', `/api/admin/coupons/${coupon.id}/redemptions`)).json();
    expect(body.data[0]).toMatchObject({
      customer_name: 'Cliente, de prueba',
      customer_email: 'cliente@example.com',
      discount_amount: 25,
    });
  });
});

// ---------------------------------------------------------------- gift cards

describe('gift cards', () => {
  it("'Generar' gives fresh 12-character series of A–Z and 0–9", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const res = await call('POST', '/api/admin/gift-cards/series', 'organizador');
      expect(res.statusCode).toBe(200);
      const { series } = res.json();
      expect(series).toMatch(/^[A-Z0-9]{12}$/);
      seen.add(series);
    }
    expect(seen.size).toBe(20);
  });

  it('creates a card (any staff) with balance = credit; the series is uppercased and unique', async () => {
    const { series } = (await call('POST', '/api/admin/gift-cards/series', 'coordinador')).json();
    const res = await call('POST', '/api/admin/gift-cards', 'coordinador', {
      series: series.toLowerCase(),
      credit: '750.5',
      currency: 'MXN',
      expiry_date: inDays(100),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ series, credit: 750.5, balance: 750.5, currency: 'MXN', expiry_date: inDays(100) });
    const again = await call('POST', '/api/admin/gift-cards', 'admin', {
      series,
      credit: 10,
      currency: 'USD',
      expiry_date: inDays(1),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.series).toBe('Esta serie ya existe. Genere una nueva.');
  });

  it('checks series format, credit, expiry and currency with the docs/product.md §9 messages', async () => {
    const res = await call('POST', '/api/admin/gift-cards', 'admin', {
      series: 'ABC-123',
      credit: 0,
      currency: 'EUR',
      expiry_date: inDays(-1),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      series: GIFT_CARD_MESSAGES.seriesFormat,
      credit: 'El crédito debe ser un número positivo.',
      currency: GIFT_CARD_MESSAGES.currencyRequired,
      expiry_date: GIFT_CARD_MESSAGES.expiryPast,
    });
    for (const series of ['ABCDEFGHIJK', 'ABCDEFGHIJKLM', 'ABCDEFGHIJK!', 'ÑBCDEFGHIJKL']) {
      const bad = await call('POST', '/api/admin/gift-cards', 'admin', {
        series,
        credit: 1,
        currency: 'MXN',
        expiry_date: inDays(1),
      });
      expect(bad.json().error.fields.series, series).toBe(GIFT_CARD_MESSAGES.seriesFormat);
    }
    const missing = await call('POST', '/api/admin/gift-cards', 'admin', {});
    expect(missing.json().error.fields).toMatchObject({
      series: GIFT_CARD_MESSAGES.seriesRequired,
      credit: 'El crédito debe ser un número positivo.',
      expiry_date: GIFT_CARD_MESSAGES.expiryRequired,
    });
    const today = await call('POST', '/api/admin/gift-cards', 'admin', {
      series: 'HOYVENCE0001',
      credit: -3,
      currency: 'USD',
      expiry_date: todayInMexico(),
    });
    expect(today.json().error.fields).toEqual({ credit: 'El crédito debe ser un número positivo.' });
  });

  it('searches by series (case-insensitive), newest first', async () => {
    const all = (await call('GET', '/api/admin/gift-cards?perPage=100')).json();
    expect(all.count).toBeGreaterThanOrEqual(4);
    const found = (await call('GET', '/api/admin/gift-cards?q=hv7k')).json();
    expect(found.data.map((g: GiftCard) => g.series)).toEqual(['HV7K2M9QX4TB']);
    expect((await call('GET', '/api/admin/gift-cards?q=zzzzzz')).json()).toMatchObject({ count: 0, data: [] });
  });

  it('lets every staff role edit a card inline with the same checks; the series never changes', async () => {
    const card = await rows().giftCard({ series: 'EDITAR000001', credit: 300, expiry_date: inDays(20) });
    for (const [who, credit] of [
      ['coordinador', 400],
      ['organizador', 450],
      ['admin', 500],
    ] as const) {
      const res = await call('PUT', `/api/admin/gift-cards/${card.id}`, who, {
        series: 'OTRASERIE001',
        credit,
        currency: 'USD',
        expiry_date: inDays(40),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        series: 'EDITAR000001',
        credit,
        balance: credit,
        currency: 'USD',
        expiry_date: inDays(40),
      });
    }
    const bad = await call('PUT', `/api/admin/gift-cards/${card.id}`, 'coordinador', {
      credit: '-1',
      currency: 'USD',
      expiry_date: inDays(40),
    });
    expect(bad.json().error.fields.credit).toBe('El crédito debe ser un número positivo.');
  });

  it('keeps what was spent when the credit is edited, and refuses a credit below it', async () => {
    const card = await rows().giftCard({ series: 'GASTADA00001', credit: 1000, expiry_date: inDays(20) });
    await db().transaction((tx) => spendGiftCard(tx, card.id, 600));
    const lower = await call('PUT', `/api/admin/gift-cards/${card.id}`, 'admin', {
      credit: 500,
      currency: 'MXN',
      expiry_date: inDays(20),
    });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().error.fields.credit).toBe('El crédito no puede ser menor que lo ya usado ($600.00).');
    const currency = await call('PUT', `/api/admin/gift-cards/${card.id}`, 'admin', {
      credit: 1000,
      currency: 'USD',
      expiry_date: inDays(20),
    });
    expect(currency.json().error.fields.currency).toBe(GIFT_CARD_MESSAGES.currencyLocked);
    const ok = await call('PUT', `/api/admin/gift-cards/${card.id}`, 'admin', {
      credit: 1500,
      currency: 'MXN',
      expiry_date: inDays(20),
    });
    expect(ok.json()).toMatchObject({ credit: 1500, balance: 900 });
  });

  it('lets only an Administrador delete a card', async () => {
    const card = await rows().giftCard({ series: 'BORRAR000001', credit: 50, expiry_date: inDays(20) });
    for (const who of ['coordinador', 'organizador'] as const) {
      const res = await call('DELETE', `/api/admin/gift-cards/${card.id}`, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Solo un Administrador puede eliminar Gift Cards.');
    }
    expect((await call('DELETE', `/api/admin/gift-cards/${card.id}`, 'admin')).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/gift-cards/${card.id}`, 'admin')).statusCode).toBe(404);
  });

  /** A booking paid in part with a card (the report's and a refund's link to it). */
  const paidWith = (cardId: string, overrides: Partial<typeof bookings.$inferInsert> = {}) =>
    rows().booking(
      { name: 'Pagada con gift card', price: 1300 },
      {
        booking_date: '2020-01-04',
        gift_card_amount: 500,
        status: 'Pagada',
        gift_card_id: cardId,
        gift_card_spent_at: new Date('2020-01-02T12:00:00Z'),
        provider_capture_id: 'CAPTURAPRUEBA1',
        paid_at: new Date('2020-01-02T12:00:00Z'),
        ...overrides,
      },
    );

  it('never deletes a card that paid part of a booking (409): it is retired instead, and checkout refuses it (issue 13)', async () => {
    const card = await rows().giftCard({ series: 'USADA0000001', credit: 500, balance: 0, expiry_date: inDays(20) });
    const booking = await paidWith(card.id);
    const res = await call('DELETE', `/api/admin/gift-cards/${card.id}`, 'admin');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Esta tarjeta de regalo ya se usó en reservas: no se puede eliminar; desactívala para que no se pueda usar.',
    );
    const [kept] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept).toMatchObject({ gift_card_id: card.id });

    // Every staff role may retire it (and put it back); the list shows it.
    const retired = await call('PATCH', `/api/admin/gift-cards/${card.id}/active`, 'organizador', { is_active: false });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json()).toMatchObject({ series: 'USADA0000001', is_active: false });
    const listed = (await call('GET', '/api/admin/gift-cards?q=usada0000001')).json();
    expect(listed.data[0]).toMatchObject({ is_active: false });
    expect((await call('PATCH', `/api/admin/gift-cards/${card.id}/active`, 'admin', {})).statusCode).toBe(400);
    expect((await call('PATCH', `/api/admin/gift-cards/${randomUUID()}/active`, 'admin', { is_active: false })).statusCode).toBe(
      404,
    );

    // Retired, with balance again (a refund gave its part back), it still pays nothing.
    await restoreGiftCard(db(), card.id, 200);
    await expect(spendGiftCard(db(), card.id, 10)).rejects.toThrow(GIFT_CARD_MESSAGES.inactive);
    const back = await call('PATCH', `/api/admin/gift-cards/${card.id}/active`, 'coordinador', { is_active: true });
    expect(back.json()).toMatchObject({ is_active: true });
    expect((await db().transaction((tx) => spendGiftCard(tx, card.id, 10))).balance).toBe(190);
  });

  it('never deletes a card whose part a capture in flight holds, or that a refunded booking used', async () => {
    const held = await rows().giftCard({ series: 'RETENIDA0001', credit: 300, expiry_date: inDays(20) });
    await paidWith(held.id, {
      status: 'Pendiente',
      paid_at: null,
      provider_capture_id: null,
      gift_card_amount: 300,
      gift_card_spent_at: new Date(),
      capture_started_at: new Date(),
    });
    expect((await call('DELETE', `/api/admin/gift-cards/${held.id}`, 'admin')).statusCode).toBe(409);

    const refunded = await rows().giftCard({ series: 'DEVUELTA0001', credit: 500, expiry_date: inDays(20) });
    await paidWith(refunded.id, { status: 'Reembolsada', gift_card_spent_at: null });
    expect((await call('DELETE', `/api/admin/gift-cards/${refunded.id}`, 'admin')).statusCode).toBe(409);

    // Only planned by a checkout never paid: deletable (that checkout's capture will be refused).
    const planned = await rows().giftCard({ series: 'PLANEADA0001', credit: 500, expiry_date: inDays(20) });
    const pending = await paidWith(planned.id, {
      status: 'Pendiente',
      paid_at: null,
      provider_capture_id: null,
      gift_card_spent_at: null,
    });
    expect((await call('DELETE', `/api/admin/gift-cards/${planned.id}`, 'admin')).statusCode).toBe(204);
    expect((await db().select().from(bookings).where(eq(bookings.id, pending.id)))[0]).toMatchObject({ gift_card_id: null });
  });
});

describe('spendGiftCard (for the payments module)', () => {
  const newCard = (series: string, credit: number, overrides: Partial<typeof giftCards.$inferInsert> = {}) =>
    rows().giftCard({ series, credit, expiry_date: inDays(30), ...overrides });
  const balanceOf = async (id: string) => (await db().select().from(giftCards).where(eq(giftCards.id, id)))[0]!.balance;

  it('never overdraws under parallel spends: exactly the spends that fit succeed', async () => {
    const card = await newCard('PARALELO0001', 1000);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => db().transaction((tx) => spendGiftCard(tx, card.id, 75))),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(ok).toHaveLength(13); // 13 × 75 = 975 ≤ 1000 < 14 × 75
    expect(refused.every((r) => r.reason.message === GIFT_CARD_MESSAGES.insufficient)).toBe(true);
    expect(await balanceOf(card.id)).toBe(25);
  });

  it('spends by series down to exactly zero, with centavos, and refuses a cent more', async () => {
    const card = await newCard('CENTAVOS0001', 100.3);
    const first = await db().transaction((tx) => spendGiftCard(tx, 'centavos0001', 0.1));
    expect(first).toMatchObject({ id: card.id, series: 'CENTAVOS0001', spent: 0.1, balance: 100.2, currency: 'MXN' });
    await db().transaction((tx) => spendGiftCard(tx, card.id, 100.2));
    expect(await balanceOf(card.id)).toBe(0);
    await expect(db().transaction((tx) => spendGiftCard(tx, card.id, 0.01))).rejects.toThrow(GIFT_CARD_MESSAGES.insufficient);
    expect(await restoreGiftCard(db(), card.id, 500)).toBe(100.3); // never above the credit
  });

  it('refuses retired, expired, unknown, other-currency cards and non-positive amounts, changing nothing', async () => {
    const retired = await newCard('RETIRADA0001', 100, { is_active: false });
    await expect(spendGiftCard(db(), retired.id, 10)).rejects.toThrow(GIFT_CARD_MESSAGES.inactive);
    expect(await balanceOf(retired.id)).toBe(100);
    const expired = await newCard('VENCIDA00001', 100, { expiry_date: inDays(-1) });
    await expect(spendGiftCard(db(), expired.id, 10)).rejects.toThrow(GIFT_CARD_MESSAGES.expired);
    await expect(spendGiftCard(db(), 'NOEXISTE0001', 10)).rejects.toThrow(GIFT_CARD_MESSAGES.notFound);
    const usd = await newCard('DOLARES00001', 100, { currency: 'USD' });
    await expect(spendGiftCard(db(), usd.id, 10, { currency: 'MXN' })).rejects.toThrow('La Gift Card es en USD');
    await expect(spendGiftCard(db(), usd.id, 0)).rejects.toThrow(GIFT_CARD_MESSAGES.amountInvalid);
    await expect(spendGiftCard(db(), usd.id, -5)).rejects.toThrow(GIFT_CARD_MESSAGES.amountInvalid);
    // Each refusal is said by key beside its Spanish, so a page in English can say it (decision 0197).
    await expect(spendGiftCard(db(), retired.id, 10)).rejects.toMatchObject({ said: { key: 'giftCard.inactive' } });
    await expect(spendGiftCard(db(), expired.id, 10)).rejects.toMatchObject({ said: { key: 'giftCard.expired' } });
    await expect(spendGiftCard(db(), 'NOEXISTE0001', 10)).rejects.toMatchObject({ said: { key: 'giftCard.notFound' } });
    await expect(spendGiftCard(db(), usd.id, 10, { currency: 'MXN' })).rejects.toMatchObject({
      message: 'La Gift Card es en USD; esta compra es en MXN.',
      said: { key: 'giftCard.currency', params: { cardCurrency: 'USD', saleCurrency: 'MXN' } },
    });
    await expect(spendGiftCard(db(), usd.id, 200)).rejects.toMatchObject({ said: { key: 'giftCard.insufficient' } });
    await expect(spendGiftCard(db(), usd.id, 0)).rejects.toMatchObject({ said: { key: 'giftCard.amountInvalid' } });
    expect(await balanceOf(expired.id)).toBe(100);
    expect(await balanceOf(usd.id)).toBe(100);
  });

  it('rolls back with the transaction it runs in', async () => {
    const card = await newCard('ROLLBACK0001', 200);
    await expect(
      db().transaction(async (tx) => {
        await spendGiftCard(tx, card.id, 150);
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    expect(await balanceOf(card.id)).toBe(200);
  });
});

// ---------------------------------------------------------------- rewards

describe('rewards ranking', () => {
  it('lists only travellers with seeds, most first, with their rank; staff and 0-seed travellers are left out', async () => {
    const res = await call('GET', '/api/admin/rewards', 'organizador');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((r: { full_name: string; seeds: number; rank: number }) => [r.rank, r.full_name, r.seeds])).toEqual([
      [1, 'Luis Fernando Hernández Ruiz', 600],
      [2, 'Ana Sofía López Hernández', 350],
      [3, 'María Fernanda García Ortiz', 250],
      [4, 'Valeria Gómez', 175],
      [5, 'Diego Ramírez Castillo', 125],
      [6, 'Valeria Mendoza Cruz', 75],
      [7, 'Carlos Jiménez Navarro', 25],
    ]);
    expect(body.count).toBe(7);
  });

  it('orders ties by name and keeps the overall rank under a search and on later pages', async () => {
    await db()
      .insert(user)
      .values([
        userRow({ fullName: 'Zoé Zamora', email: 'zoe@example.com', seeds: 600 }),
        userRow({ fullName: 'Ábril Alcántara', email: 'abril@example.com', seeds: 600 }),
        userRow({ fullName: 'Aaron Staff', email: 'staff-seeds@example.com', role: 'Coordinador', seeds: 9000 }),
      ]);
    const top = (await call('GET', '/api/admin/rewards?perPage=3')).json();
    expect(top.data.map((r: { full_name: string }) => r.full_name)).toEqual([
      'Ábril Alcántara',
      'Luis Fernando Hernández Ruiz',
      'Zoé Zamora',
    ]);
    expect(top).toMatchObject({ count: 9, totalPages: 3 });
    const page2 = (await call('GET', '/api/admin/rewards?perPage=3&page=2')).json();
    expect(page2.data.map((r: { rank: number }) => r.rank)).toEqual([4, 5, 6]);
    const search = (await call('GET', '/api/admin/rewards?q=valeria')).json();
    expect(search.data.map((r: { rank: number; full_name: string }) => [r.rank, r.full_name])).toEqual([
      [6, 'Valeria Gómez'],
      [8, 'Valeria Mendoza Cruz'],
    ]);
  });
});
