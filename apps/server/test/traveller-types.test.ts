import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReference, type TravellerType } from '@hv/shared';
import { experiences } from '../src/db/schema.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { saturday } from './dates.ts';
import { paymentHelpers } from './payment-helpers.ts';
import { waitForMail } from './hostile-helpers.ts';

// Issue 32, first bullet: traveller types per item, priced by the server
// (docs/decisions/0228-traveller-types.md).

let t: TestApp;
let viajero: string;
let coordinador: string;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  viajero = await signIn(t.app, 'viajero@example.com', 'demo1234');
  coordinador = await signIn(t.app, 'coordinador@example.com', 'demo1234');
});
afterAll(() => t?.close());

const h = paymentHelpers(() => t, { ipBlock: '10.32', coupon: { quantity: 50 } });
const { db, makeExperience, makeCoupon, post, approve, capture, bookingRow, seedsOf } = h;

const type = (id: string, name: string, price: number, takesPlace: boolean, sortOrder: number): TravellerType => ({
  id,
  name,
  nameEn: null,
  price,
  minAge: null,
  maxAge: null,
  takesPlace,
  sortOrder,
});
const whaleTypes: TravellerType[] = [
  { ...type('adulto', 'Adulto', 1450, true, 0), nameEn: 'Adult' },
  { ...type('nino', 'Niño (3 a 11 años)', 1000.5, true, 1), minAge: 3, maxAge: 11 },
  { ...type('infante', 'Infante (0 a 2)', 0, false, 2), minAge: 0, maxAge: 2 },
  type('inapam', 'Adulto mayor (INAPAM)', 1200, true, 3),
];
// Three places: 2 adults + 1 child take them all, the infant takes none.
const whaleTour = () => makeExperience({ name: 'Ballenas de prueba', price: 1450, max_capacity: 3, traveller_types: whaleTypes });
const family = [
  { typeId: 'adulto', count: 2 },
  { typeId: 'nino', count: 1 },
  { typeId: 'infante', count: 1 },
];

describe('traveller types', () => {
  it('prices 2 adults + 1 child + 1 infant with a coupon on the server, ignoring a client price; the infant takes no place', async () => {
    const item = await whaleTour();
    const coupon = await makeCoupon({ discount_percentage: 15 });
    const order = await h.createOrder(
      {
        kind: 'experience',
        id: item.id,
        date: saturday(),
        passengers: 4,
        // A client's prices are not the server's business: ignored.
        travellers: family.map((f) => ({ ...f, price: 1 })),
        amount: 1,
        total: 1,
        couponCode: coupon.code,
        contactEmail: 'viajero@example.com',
      },
      viajero,
    );
    expect(order.statusCode, order.body).toBe(201);
    // 2 × 1 450 + 1 × 1 000.50 + 0 = 3 900.50; 15 % off = 585.075 → 585.08; 3 315.42 to pay.
    expect(order.json()).toMatchObject({ subtotal: 3900.5, discount: 585.08, total: 3315.42, amount: 3315.42 });
    const { orderId, bookingId } = order.json() as { orderId: string; bookingId: string };
    const seedsBefore = await seedsOf('viajero@example.com');
    expect((await approve(orderId, viajero)).statusCode).toBe(200);
    const paid = await capture(orderId, viajero);
    expect(paid.statusCode, paid.body).toBe(200);

    const row = await bookingRow(bookingId);
    expect(row).toMatchObject({ status: 'Pagada', passengers: 3, subtotal: 3900.5, discount: 585.08, amount: 3315.42 });
    expect(row.travellers).toEqual([
      { typeId: 'adulto', name: 'Adulto', nameEn: 'Adult', unitPrice: 1450, count: 2, takesPlace: true },
      { typeId: 'nino', name: 'Niño (3 a 11 años)', nameEn: null, unitPrice: 1000.5, count: 1, takesPlace: true },
      { typeId: 'infante', name: 'Infante (0 a 2)', nameEn: null, unitPrice: 0, count: 1, takesPlace: false },
    ]);
    expect(row.passenger_types).toEqual(['adulto', 'adulto', 'nino', 'infante']);
    expect(row.passenger_names).toHaveLength(4);
    // The voucher and the confirmation e-mail say the types (decision 0237).
    const reference = bookingReference(bookingId);
    const voucher = await t.app.inject({ method: 'GET', url: `/api/bookings/${reference}`, headers: { cookie: viajero } });
    expect(voucher.json().travellers).toEqual(row.travellers);
    const mail = await waitForMail(t.config.dataDir, 'viajero@example.com', reference);
    expect(mail.text).toContain('Viajeros: 2 Adulto · 1 Niño (3 a 11 años) · 1 Infante (0 a 2)');
    // Seeds on what was paid, as before: 3 315.42 MXN is six full blocks of 500 → 150.
    expect((await seedsOf('viajero@example.com')) - seedsBefore).toBe(150);

    // The three places are taken: one more adult is refused, while the infant never counted.
    const availability = await t.app.inject({
      method: 'GET',
      url: `/api/availability?kind=experience&id=${item.id}&date=${saturday()}`,
    });
    expect(availability.json()).toMatchObject({ booked: 3, placesLeft: 0 });

    // A later price change does not alter what the booking stored.
    await db()
      .update(experiences)
      .set({ traveller_types: whaleTypes.map((w) => ({ ...w, price: w.price + 100 })) })
      .where(eq(experiences.id, item.id));
    expect((await bookingRow(bookingId)).travellers[0]!.unitPrice).toBe(1450);
  });

  it('prices an old client sending only a number of people as that many of the first type that takes a place', async () => {
    const item = await makeExperience({
      name: 'Ballenas de prueba',
      price: 999,
      max_capacity: 10,
      // The infant comes first in staff's order: the old number still means adults.
      traveller_types: [{ ...whaleTypes[2]!, sortOrder: -1 }, ...whaleTypes],
    });
    const res = await post('/api/payments/quote', { kind: 'experience', id: item.id, date: saturday(), passengers: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ subtotal: 2900, total: 2900 });
  });

  it('keeps an item without types on one Persona at its price', async () => {
    const item = await makeExperience({ name: 'Cenote de prueba', price: 850.25, max_capacity: 10 });
    const res = await post('/api/payments/quote', { kind: 'experience', id: item.id, date: saturday(), passengers: 3 });
    expect(res.json()).toMatchObject({ subtotal: 2550.75 });
  });

  it('refuses a booking with no one taking a place, an unknown type, and counts that do not add up to the passengers', async () => {
    const item = await whaleTour();
    const quote = (travellers: { typeId: string; count: number }[], passengers: number) =>
      post('/api/payments/quote', { kind: 'experience', id: item.id, date: saturday(), passengers, travellers });
    const onlyInfant = await quote([{ typeId: 'infante', count: 1 }], 1);
    expect(onlyInfant.statusCode).toBe(400);
    expect(onlyInfant.json().error.message).toBe('Debe haber al menos un tipo de viajero que ocupe lugar.');
    expect((await quote([{ typeId: 'pirata', count: 1 }], 1)).statusCode).toBe(400);
    expect((await quote(family, 3)).statusCode).toBe(400);
    expect((await quote(family, 4)).statusCode).toBe(200);
  });

  it('a partial refund of the child frees one place and takes the child off the lines; the infant leaving frees none', async () => {
    const item = await whaleTour();
    const date = saturday(3);
    const { bookingId } = await h.payBooking({
      item: { kind: 'experience', id: item.id },
      date,
      passengers: 4,
      travellers: family,
      contactEmail: 'viajero@example.com',
      cookie: viajero,
    });
    const refund = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${bookingId}/refund`,
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie: coordinador },
        payload,
      });
    // Pasajero 3 is the child (adults first, in the item's order); the infant is Pasajero 4.
    const res = await refund({ amount: 1000.5, reason: 'El niño no viaja', removePassengers: ['Pasajero 3 Prueba'] });
    expect(res.statusCode, res.body).toBe(200);
    const row = await bookingRow(bookingId);
    expect(row).toMatchObject({ passengers: 2, passenger_types: ['adulto', 'adulto', 'infante'], refunded_amount: 1000.5 });
    expect(row.travellers.map((l) => [l.typeId, l.count])).toEqual([
      ['adulto', 2],
      ['infante', 1],
    ]);
    const availability = await t.app.inject({ url: `/api/availability?kind=experience&id=${item.id}&date=${date}` });
    expect(availability.json()).toMatchObject({ placesLeft: 1 });
    // The infant leaving frees no place: the places stay 2.
    const infant = await refund({ amount: 1, reason: 'La bebé no viaja', removePassengers: ['Pasajero 4 Prueba'] });
    expect(infant.statusCode, infant.body).toBe(200);
    expect(await bookingRow(bookingId)).toMatchObject({ passengers: 2, passenger_types: ['adulto', 'adulto'] });
    // Both adults leaving would leave no one: refused like removing everyone.
    const refused = await refund({ amount: 100, reason: 'x', removePassengers: ['Pasajero 1 Prueba', 'Pasajero 2 Prueba'] });
    expect(refused.statusCode).toBe(409);
  });
});
