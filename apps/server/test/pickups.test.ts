import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReference, type Pickup, type TravellerType } from '@hv/shared';
import { createTestApp, signIn, type TestApp } from './helpers.ts';
import { saturday } from './dates.ts';
import { paymentHelpers } from './payment-helpers.ts';

// Issue 32, second bullet: pickup points per experience, priced by the server and grouped on the
// manifest for the driver (docs/decisions/0233-pickups.md).

let t: TestApp;
let viajero: string;
let coordinador: string;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  viajero = await signIn(t.app, 'viajero@example.com', 'demo1234');
  coordinador = await signIn(t.app, 'coordinador@example.com', 'demo1234');
});
afterAll(() => t?.close());

const h = paymentHelpers(() => t, { ipBlock: '10.33', coupon: { quantity: 50 } });
const { makeExperience, makeCoupon, post, payBooking, bookingRow } = h;

const pickup = (id: string, name: string, minutesBefore: number, charge: number, sortOrder: number): Pickup => ({
  id,
  name,
  nameEn: null,
  minutesBefore,
  charge,
  sortOrder,
});
// Staff's order is the van's route: the hotel zone first, then Playa, each a time before 08:00.
const pickups: Pickup[] = [
  pickup('playa', 'Playa del Carmen, Quinta Avenida', 30, 0, 1),
  { ...pickup('zh-cancun', 'Zona Hotelera Cancún', 45, 150.55, 0), nameEn: 'Cancún Hotel Zone' },
];
const whaleTour = () =>
  makeExperience({ name: 'Ballenas con recogida', price: 1450, max_capacity: 10, start_times: ['08:00'], pickups });

describe('pickups', () => {
  it('adds the pickup charge per place after the coupon, to the centavo, and freezes the pickup on the booking', async () => {
    const item = await whaleTour();
    const coupon = await makeCoupon({ discount_percentage: 15 });
    const order = await h.createOrder(
      {
        kind: 'experience',
        id: item.id,
        date: saturday(),
        startTime: '08:00',
        passengers: 2,
        pickupId: 'zh-cancun',
        couponCode: coupon.code,
        contactEmail: 'viajero@example.com',
      },
      viajero,
    );
    expect(order.statusCode, order.body).toBe(201);
    // Tour 2 × 1 450 = 2 900, 15 % off = 435 → 2 465; pickup 2 × 150.55 = 301.10, not discounted.
    expect(order.json()).toMatchObject({
      subtotal: 3201.1,
      discount: 435,
      total: 2766.1,
      amount: 2766.1,
      pickup: { id: 'zh-cancun', name: 'Zona Hotelera Cancún', time: '07:15', charge: 150.55, total: 301.1 },
    });
    const { orderId, bookingId } = order.json() as { orderId: string; bookingId: string };
    expect((await h.approve(orderId, viajero)).statusCode).toBe(200);
    const paid = await h.capture(orderId, viajero);
    expect(paid.statusCode).toBe(200);
    // The voucher says where and when to be.
    const voucher = await t.app.inject({
      url: `/api/bookings${(paid.json() as { confirmationPath: string }).confirmationPath.replace('/reserva', '')}`,
    });
    expect(voucher.statusCode, voucher.body).toBe(200);
    expect(voucher.json().pickup).toMatchObject({ name: 'Zona Hotelera Cancún', time: '07:15' });
    expect(await bookingRow(bookingId)).toMatchObject({
      status: 'Pagada',
      subtotal: 3201.1,
      discount: 435,
      amount: 2766.1,
      pickup: {
        id: 'zh-cancun',
        name: 'Zona Hotelera Cancún',
        nameEn: 'Cancún Hotel Zone',
        minutesBefore: 45,
        time: '07:15',
        charge: 150.55,
        total: 301.1,
      },
    });
  });

  it('prices the meeting point without a charge and keeps no pickup', async () => {
    const item = await whaleTour();
    const res = await post('/api/payments/quote', {
      kind: 'experience',
      id: item.id,
      date: saturday(),
      startTime: '08:00',
      passengers: 2,
      pickupId: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ subtotal: 2900, total: 2900 });
    expect(res.json()).not.toHaveProperty('pickup');
  });

  it('refuses a pickup the experience does not offer, in Spanish', async () => {
    const item = await whaleTour();
    const res = await post('/api/payments/quote', {
      kind: 'experience',
      id: item.id,
      date: saturday(),
      startTime: '08:00',
      passengers: 1,
      pickupId: 'aeropuerto',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Ese punto de recogida ya no se ofrece para esta experiencia. Recarga la página y elige otro.',
    );
  });

  it('groups the manifest by pickup in route order, the meeting point last', async () => {
    const item = await whaleTour();
    const date = saturday();
    const book = (contactEmail: string, passengers: number, pickupId?: string) =>
      payBooking({
        item: { kind: 'experience', id: item.id },
        date,
        startTime: '08:00',
        passengers,
        pickupId,
        contactEmail,
        cookie: undefined,
      });
    const meeting = await book('a@example.com', 1);
    const playa = await book('b@example.com', 2, 'playa');
    const cancun = await book('c@example.com', 3, 'zh-cancun');
    const cancun2 = await book('d@example.com', 1, 'zh-cancun');

    const res = await t.app.inject({
      url: `/api/admin/departures/manifest?kind=experience&id=${item.id}&date=${date}&startTime=08:00`,
      headers: { cookie: coordinador },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pickupGroups).toEqual([
      {
        pickup: { id: 'zh-cancun', name: 'Zona Hotelera Cancún', nameEn: 'Cancún Hotel Zone', time: '07:15' },
        bookingIds: expect.arrayContaining([cancun.bookingId, cancun2.bookingId]),
        passengers: 4,
      },
      {
        pickup: { id: 'playa', name: 'Playa del Carmen, Quinta Avenida', nameEn: null, time: '07:30' },
        bookingIds: [playa.bookingId],
        passengers: 2,
      },
      { pickup: null, bookingIds: [meeting.bookingId], passengers: 1 },
    ]);
  });

  it('counts everyone in the van for the driver, an infant without a place too', async () => {
    const types: TravellerType[] = [
      { id: 'adulto', name: 'Adulto', nameEn: null, price: 1450, minAge: null, maxAge: null, takesPlace: true, sortOrder: 0 },
      { id: 'infante', name: 'Infante (0 a 2)', nameEn: null, price: 0, minAge: 0, maxAge: 2, takesPlace: false, sortOrder: 1 },
    ];
    const item = await makeExperience({
      name: 'Ballenas en familia',
      price: 1450,
      start_times: ['08:00'],
      pickups,
      traveller_types: types,
    });
    const date = saturday(2);
    const { bookingId } = await payBooking({
      item: { kind: 'experience', id: item.id },
      date,
      startTime: '08:00',
      passengers: 3,
      travellers: [
        { typeId: 'adulto', count: 2 },
        { typeId: 'infante', count: 1 },
      ],
      pickupId: 'zh-cancun',
      contactEmail: 'e@example.com',
      cookie: undefined,
    });
    const res = await t.app.inject({
      url: `/api/admin/departures/manifest?kind=experience&id=${item.id}&date=${date}&startTime=08:00`,
      headers: { cookie: coordinador },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Two places taken, three people to pick up.
    expect(res.json().departure.passengers).toBe(2);
    expect(res.json().pickupGroups).toEqual([
      { pickup: expect.objectContaining({ id: 'zh-cancun' }), bookingIds: [bookingId], passengers: 3 },
    ]);

    // The CSVs say who travels by type and, the manifest's, where each booking is picked up (decision 0241).
    const reference = bookingReference(bookingId);
    const manifestCsv = await t.app.inject({
      url: `/api/admin/departures/manifest.csv?kind=experience&id=${item.id}&date=${date}&startTime=08:00`,
      headers: { cookie: coordinador },
    });
    const [header, row] = manifestCsv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toContain(',Pasajeros,Viajeros,Recogida,Nombres,');
    expect(row).toContain(`${reference},`);
    expect(row).toContain(',2,2 Adulto · 1 Infante (0 a 2),Zona Hotelera Cancún · 07:15,');
    const bookingsCsv = await t.app.inject({
      url: `/api/admin/bookings.csv?from=${date}&to=${date}`,
      headers: { cookie: coordinador },
    });
    const line = bookingsCsv.body.split('\r\n').find((l) => l.startsWith(reference))!;
    expect(bookingsCsv.body).toContain(',Pasajeros,Viajeros,Total,');
    expect(line).toContain(',2,2 Adulto · 1 Infante (0 a 2),');
  });
});
