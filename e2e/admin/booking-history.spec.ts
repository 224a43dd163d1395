import { createDeskTrip, dayInMexico, expect, sellAtDesk, test } from './fixtures.ts';
import { uniqueEmail } from '../helpers.ts';

// Issue 28 item 4, decision 0196: the booking's `Historial` at the desk is its event log. Staff
// sell a place in cash for today's departure, check its passenger in, e-mail the voucher again
// and give part of the money back; opening the booking shows each of those lines, in order.

test("a booking's history at the desk shows its sale, payment, check-in and refund", async ({ page }) => {
  const today = dayInMexico();
  const origin = `http://127.0.0.1:${process.env.E2E_PORT}`;
  const trip = await createDeskTrip(page, {
    destination: 'Paseo del historial en Coyoacán',
    date: today,
    price: 600,
    capacity: 2,
    address: 'Jardín Centenario',
    departs: '08:00',
    returns: '12:00',
  });

  // The sale, its check-in and a partial refund, as the desk's own calls make them.
  const { id, reference } = await sellAtDesk(page, {
    kind: 'trip',
    id: trip.id,
    date: today,
    passengers: 1,
    contactName: 'Inés Historial',
    contactEmail: uniqueEmail('historial'),
    contactPhoneCountry: 'MX',
    contactPhone: '55 1111 2222',
    passengerNames: ['Inés Historial'],
    payment: { mode: 'paid', method: 'Efectivo', amount: 600 },
  });
  const checkIn = await page.request.put(`/api/admin/bookings/${id}/passengers/0/check-in`, {
    headers: { origin },
    data: { present: true },
  });
  expect(checkIn.status(), await checkIn.text()).toBe(200);
  // Only the event log keeps this one: the voucher e-mailed again from the desk.
  const resent = await page.request.post(`/api/admin/bookings/${id}/voucher-email`, { headers: { origin } });
  expect(resent.status(), await resent.text()).toBe(202);
  const refund = await page.request.post(`/api/admin/bookings/${id}/refund`, {
    headers: { origin },
    data: { amount: 100, reason: 'Salida con retraso' },
  });
  expect(refund.status(), await refund.text()).toBe(200);

  // Staff open the booking: its Historial, line by line.
  await page.goto(`/admin/reservas?q=${reference}`);
  await page.getByRole('link', { name: `Abrir la reserva ${reference}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Reserva ${reference}` })).toBeVisible();
  // The list right under the `Historial` heading (the Administrador also sees `Cambios del personal` further down).
  const history = page
    .getByRole('heading', { level: 2, name: 'Historial', exact: true })
    .locator('xpath=following-sibling::ol[1]');
  await expect(history.getByRole('listitem')).toHaveText([
    /Venta manual registrada por .+$/,
    /Pagada con Efectivo$/,
    /Presentado; registró .+$/,
    /Comprobante reenviado a historial-.+@example\.com; lo pidió .+$/,
    /Reembolso de \$100\.00 fuera del sitio \(efectivo\); pidió .+\. Motivo: Salida con retraso$/,
  ]);
});
