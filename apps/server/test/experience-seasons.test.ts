import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, experiences } from '../src/db/schema.ts';
import { saturday } from './dates.ts';
import { demoSuite, paymentHelpers } from './payment-helpers.ts';

// Issue 30 item 7 (docs/decisions/0208-experience-seasons-and-weekdays.md): an experience runs on
// its weekdays inside its seasons; the server refuses any other date in Spanish and writes nothing.

const suite = demoSuite([]);
const { db, makeExperience, createOrder, post } = paymentHelpers(() => suite.t, { ipBlock: '10.78' });

/** The next Saturday (from the n-th on) whose month is, or is not, January to March. */
function saturdayWhere(inSeason: boolean): string {
  for (let n = 1; ; n++) {
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
});
