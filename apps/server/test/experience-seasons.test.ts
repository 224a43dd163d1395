import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, experiences } from '../src/db/schema.ts';
import { TEST_ORIGIN } from './helpers.ts';
import { saturday } from './dates.ts';
import { demoSuite, paymentHelpers, withPeople } from './payment-helpers.ts';

// Issue 30 item 7 (docs/decisions/0208-experience-seasons-and-weekdays.md): an experience runs on
// its weekdays inside its seasons; the server refuses any other date in Spanish and writes nothing.

const suite = demoSuite(['viajero', 'coordinador']);
const { db, makeExperience, createOrder, post, payBooking, bookingRow } = paymentHelpers(() => suite.t, { ipBlock: '10.78' });

/** The next Saturday (from the `from`-th on) whose month is, or is not, January to March. */
function saturdayWhere(inSeason: boolean, from = 1): string {
  for (let n = from; ; n++) {
    const month = Number(saturday(n).slice(5, 7));
    if (month <= 3 === inSeason) return saturday(n);
  }
}

describe('seasons (issue 30 item 7)', () => {
  it('the demo whale tour runs from January to March, on weekends', async () => {
    const [whales] = await db()
      .select({ seasons: experiences.seasons, weekdays: experiences.weekdays })
      .from(experiences)
      .where(eq(experiences.slug, 'ballenas-bahia-magdalena'));
    expect(whales).toEqual({ seasons: [{ from: '01-01', to: '03-31' }], weekdays: ['sat', 'sun'] });
  });

  it('a weekend out of season is refused by the quote and the order, in Spanish, and no booking is written', async () => {
    const exp = await makeExperience({ name: 'Ballenas de prueba', seasons: [{ from: '01-01', to: '03-31' }] });
    const bookingsOf = async () =>
      (await db().select({ n: count() }).from(bookings).where(eq(bookings.experience_id, exp.id)))[0]!.n;
    const message = 'Esta experiencia solo se reserva en temporada: enero a marzo. Elige otra fecha.';
    const outOfSeason = saturdayWhere(false);

    const quote = await post('/api/payments/quote', { kind: 'experience', id: exp.id, date: outOfSeason, passengers: 1 });
    expect(quote.statusCode, quote.body).toBe(400);
    expect(quote.json()).toMatchObject({ error: { message, fields: { date: message } } });

    const order = await createOrder({ kind: 'experience', id: exp.id, date: outOfSeason, passengers: 1 });
    expect(order.statusCode, order.body).toBe(400);
    expect(order.json()).toMatchObject({ error: { message } });
    expect(await bookingsOf()).toBe(0);

    // Inside the season the same experience is on sale.
    const inSeason = await post('/api/payments/quote', {
      kind: 'experience',
      id: exp.id,
      date: saturdayWhere(true),
      passengers: 1,
    });
    expect(inSeason.statusCode, inSeason.body).toBe(200);
  });

  const send = (url: string, cookie: string, payload: object) =>
    suite.t.app.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie },
      payload,
    });
  const message = 'Esta experiencia solo se reserva en temporada: enero a marzo. Elige otra fecha.';
  const rule = { weekdays: ['sat', 'sun'], seasons: [{ from: '01-01', to: '03-31' }] };

  it("a date change out of season is refused, by the traveller's and the desk's move alike; the answers carry the rule for the calendars", async () => {
    const exp = await makeExperience({ name: 'Ballenas para mover', seasons: [{ from: '01-01', to: '03-31' }] });
    // Far enough ahead that a 48-hour policy still allows the traveller's move.
    const date = saturdayWhere(true, 3);
    const { bookingId, reference } = await payBooking({
      item: { kind: 'experience', id: exp.id },
      date,
      contactEmail: 'ballenas.mueve@example.com',
      cookie: suite.cookies.viajero,
    });
    const outOfSeason = saturdayWhere(false);

    const mine = await send(`/api/bookings/${reference}/reschedule`, suite.cookies.viajero!, { date: outOfSeason });
    expect(mine.statusCode, mine.body).toBe(400);
    expect(mine.json()).toMatchObject({ error: { message, key: 'payment.outOfSeason', fields: { date: message } } });
    const desk = await send(`/api/admin/bookings/${bookingId}/reschedule`, suite.cookies.coordinador!, { date: outOfSeason });
    expect(desk.statusCode, desk.body).toBe(400);
    expect(desk.json()).toMatchObject({ error: { message } });
    expect(await bookingRow(bookingId)).toMatchObject({ booking_date: date });

    // What the voucher, 'Mis reservas' and the desk's booking send: the experience's weekdays and seasons.
    const voucher = await suite.t.app.inject({ url: `/api/bookings/${reference}`, headers: { cookie: suite.cookies.viajero! } });
    expect(voucher.json().dateRule).toEqual(rule);
    const list = await suite.t.app.inject({ url: '/api/profile/bookings', headers: { cookie: suite.cookies.viajero! } });
    expect((list.json().data as { id: string; dateRule?: unknown }[]).find((b) => b.id === bookingId)!.dateRule).toEqual(rule);
    const detail = await suite.t.app.inject({
      url: `/api/admin/bookings/${bookingId}`,
      headers: { cookie: suite.cookies.coordinador! },
    });
    expect(detail.json().dateRule).toEqual(rule);
  });

  it('a manual sale out of season is refused, and no booking is written', async () => {
    const exp = await makeExperience({ name: 'Ballenas en mostrador', price: 1000, seasons: [{ from: '01-01', to: '03-31' }] });
    const sale = (date: string) =>
      send(
        '/api/admin/bookings/manual',
        suite.cookies.coordinador!,
        withPeople({
          kind: 'experience',
          id: exp.id,
          date,
          passengers: 1,
          contactName: 'Cliente Mostrador',
          payment: { mode: 'paid', method: 'Efectivo', amount: 1000 },
        }),
      );
    const refused = await sale(saturdayWhere(false));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ error: { message, fields: { date: message } } });
    expect((await db().select({ n: count() }).from(bookings).where(eq(bookings.experience_id, exp.id)))[0]!.n).toBe(0);
    // In season the desk sells it.
    const sold = await sale(saturdayWhere(true));
    expect(sold.statusCode, sold.body).toBe(201);
  });
});
