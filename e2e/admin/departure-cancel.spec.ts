import { createDeskTrip, dayInMexico, expect, sellAtDesk, test } from './fixtures.ts';
import { login } from '../helpers.ts';

// Issue 29 item 1: a cancelled departure is cancelled everywhere. Staff sell a place with a
// payment link, then cancel the departure from its manifest: the link's page says the departure
// was cancelled and offers no payment (the server refuses it too), and Salidas, opened in another
// browser, still shows the departure `Cancelada` with who and why.

test('a departure cancelled with a pending payment link: the link is void and Salidas keeps the cancellation', async ({
  page,
  visitor,
  browser,
  baseURL,
}) => {
  const date = dayInMexico(6);
  const origin = `http://127.0.0.1:${process.env.E2E_PORT}`;
  const destination = `Isla Contoy ${Date.now()}`;
  const trip = await createDeskTrip(page, {
    destination,
    date,
    price: 1200,
    capacity: 2,
    address: 'Muelle de Isla Mujeres',
    departs: '08:00',
    returns: '16:00',
  });
  const { paymentPath, reference } = await sellAtDesk(page, {
    kind: 'trip',
    id: trip.id,
    date,
    passengers: 1,
    contactName: 'Marisol Canul',
    contactEmail: 'marisol.canul@example.com',
    contactPhoneCountry: 'MX',
    contactPhone: '998 123 4567',
    passengerNames: ['Marisol Canul'],
    payment: { mode: 'link' },
  });

  // Before the cancellation the link offers its payment.
  await visitor.goto(paymentPath);
  await expect(visitor.getByRole('heading', { name: 'Paga con PayPal' })).toBeVisible();

  // Staff cancel the departure from its manifest.
  await page.goto(`/admin/salidas/manifiesto?kind=trip&id=${trip.id}&date=${date}`);
  await page.getByRole('button', { name: 'Cancelar salida' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar salida' });
  await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Norte fuerte: capitanía cerró el puerto');
  await dialog.getByRole('button', { name: 'Cancelar salida y reembolsar' }).click();
  await expect(page.getByText('Motivo: Norte fuerte: capitanía cerró el puerto')).toBeVisible();

  // The link's page, opened again, says the departure was cancelled and offers no payment.
  await visitor.goto(paymentPath);
  await expect(visitor.getByText('Esta salida fue cancelada; no se hizo ningún cargo.', { exact: false })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Paga con PayPal' })).toHaveCount(0);
  // And the server refuses to open a payment for it.
  const token = new URL(paymentPath, origin).searchParams.get('t')!;
  const order = await visitor.request.post(`/api/pay/${reference}/order?t=${encodeURIComponent(token)}`, {
    headers: { origin },
  });
  expect(order.status()).toBe(409);

  // Another browser, later: Salidas still shows the departure cancelled, with who and why.
  const other = await browser.newContext({ baseURL });
  try {
    const desk = await other.newPage();
    await login(desk, 'coordinador@example.com', { via: 'api' });
    await desk.goto('/admin/salidas');
    const card = desk.getByRole('listitem').filter({ has: desk.getByRole('link', { name: `08:00 h · ${destination}` }) });
    await expect(card.getByText('Cancelada', { exact: true })).toBeVisible();
    await expect(card.getByText(/^por .+, /)).toBeVisible();
    await expect(card.getByText('Motivo: Norte fuerte: capitanía cerró el puerto')).toBeVisible();
  } finally {
    await other.close();
  }
});
