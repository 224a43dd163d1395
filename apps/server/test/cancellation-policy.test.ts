import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInMexico } from '@hv/shared';
import { insertRows } from '../src/db/factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { addDays, saturday } from './dates.ts';
import { paymentHelpers } from './payment-helpers.ts';

// Issue 17: the booked item's cancellation policy on the confirmation page and in the e-mail
// (docs/product.md §6.11, §15.1).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
});
afterAll(() => t?.close());

const { db, makeExperience, createOrder, approve, capture, mailTo } = paymentHelpers(() => t, { ipBlock: '10.27' });

/** A paid booking by a visitor without an account; returns the capture answer. */
async function paidBooking(body: object) {
  const order = await createOrder(body);
  expect(order.statusCode, order.body).toBe(201);
  const { orderId } = order.json() as { orderId: string };
  expect((await approve(orderId)).statusCode).toBe(200);
  const paid = await capture(orderId);
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json() as { booking: { reference: string }; confirmationPath: string };
}

const confirmation = async (path: string) =>
  (await t.app.inject(`/api/bookings/${path.replace('/reserva/', '')}`)).json() as { cancellationTerms: string };

describe('the cancellation policy after paying', () => {
  it("carries the item's hours to the confirmation page and the e-mail", async () => {
    const exp = await makeExperience({ price: 700, free_cancellation_hours: 24 });
    const result = await paidBooking({ kind: 'experience', id: exp.id, date: saturday(), passengers: 1 });
    const terms =
      'Cancelación gratuita hasta 24 horas antes de la fecha y hora de inicio; después, o si no te presentas, el pago no es reembolsable.';
    expect((await confirmation(result.confirmationPath)).cancellationTerms).toBe(terms);
    const mail = await mailTo('ana.prueba@example.com', result.booking.reference);
    expect(mail.text).toContain(terms);
    expect(mail.html).toContain('Cancelación gratuita hasta 24 horas antes');
    expect(mail.text).not.toContain('48 horas');
  });

  it('says a 0-hour item is not refundable', async () => {
    const trip = await insertRows(db()).trip({
      slug: 'viaje-sin-reembolso',
      departure_date: addDays(todayInMexico(), 15),
      status: 'Público',
      free_cancellation_hours: 0,
    });
    const result = await paidBooking({ kind: 'trip', id: trip.id, date: trip.departure_date, passengers: 1 });
    expect((await confirmation(result.confirmationPath)).cancellationTerms).toBe('Esta reserva no es reembolsable.');
    const mail = await mailTo('ana.prueba@example.com', result.booking.reference);
    expect(mail.text).toContain('Esta reserva no es reembolsable.');
    expect(mail.text).not.toContain('Cancelación gratuita');
  });
});
