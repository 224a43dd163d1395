import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { login, toast, waitForMail } from '../helpers.ts';
import { mxn, openBookingForm, pickWeekendNextMonth, PRICE, TRAVELLER } from './helpers.ts';

// A capture PayPal leaves pending is paid when PayPal completes it and says so in a
// PAYMENT.CAPTURE.COMPLETED webhook (docs/architecture.md §7, steps 4 and 8; issue 14 item 4).
// The server runs the PayPal stand-in (no PayPal credentials); its test controls play PayPal's side.

/** The stand-in's client credentials: derived from the server's secret in DATA_DIR (standins/paypal/standin.ts). */
function standInAuthorization(): string {
  const secret = readFileSync(join(process.env.E2E_DATA_DIR!, 'auth-secret'), 'utf8').trim();
  const clientSecret = createHmac('sha256', secret).update('paypal-standin-client-secret').digest('hex');
  return `Basic ${Buffer.from(`hv-standin-client:${clientSecret}`).toString('base64')}`;
}

/** What PayPal's side does by itself, through the stand-in's test controls. */
async function standInControl(request: APIRequestContext, path: string, data: object = {}) {
  const response = await request.post(`/paypal-standin/test-controls${path}`, {
    headers: { authorization: standInAuthorization() },
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { id: string; status?: string };
}

/** The order as PayPal's REST API shows it to the merchant (Orders v2, through the stand-in). */
async function paypalOrder(request: APIRequestContext, orderId: string) {
  const token = await request.post('/paypal-standin/v1/oauth2/token', {
    headers: { authorization: standInAuthorization() },
    form: { grant_type: 'client_credentials' },
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const order = await request.get(`/paypal-standin/v2/checkout/orders/${orderId}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return (await order.json()) as {
    status: string;
    purchase_units: { payments: { captures: { id: string; status: string }[] } }[];
  };
}

test('a capture PayPal leaves pending becomes a paid booking once PayPal completes it (webhook)', async ({ page, request }) => {
  await page.goto('/');
  await login(page, TRAVELLER);
  const section = await openBookingForm(page);
  expect(await pickWeekendNextMonth(page, section)).toMatch(/^(sábado|domingo), /);
  await section.getByRole('button', { name: 'Reservar', exact: true }).click();
  const checkout = section.getByRole('region', { name: 'Paga con PayPal' });

  // When the buyer approves, PayPal is told to leave this order's capture pending (under review).
  let orderId = '';
  await page.route('**/paypal-standin/checkout/orders/*/approve', async (route) => {
    orderId = new URL(route.request().url()).pathname.split('/').at(-2)!;
    await standInControl(request, `/orders/${orderId}/next-capture`, { status: 'PENDING' });
    await route.continue();
  });
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/payments/orders'));
  await checkout.getByRole('button', { name: /PayPal/ }).click();
  const { bookingId } = (await (await created).json()) as { bookingId: string };
  const reference = bookingId.slice(0, 8).toUpperCase();

  // The traveller is told the payment is under review; nothing is paid yet.
  await expect(toast(page, 'PayPal dejó tu pago en revisión. Te avisaremos por correo en cuanto se confirme.')).toBeVisible();
  await expect(toast(page, '¡Reserva completada!')).toHaveCount(0);
  const atPayPal = await paypalOrder(request, orderId);
  const capture = atPayPal.purchase_units[0]!.payments.captures[0]!;
  expect(capture.status).toBe('PENDING');

  await page.goto('/perfil');
  const mine = page.getByRole('region', { name: 'Mis reservas' });
  await expect(mine.getByText('Cargando reservas...')).toHaveCount(0);
  await expect(mine.getByText(`Referencia ${reference}`)).toHaveCount(0);

  // PayPal completes the capture and notifies the site (PAYMENT.CAPTURE.COMPLETED, signed).
  expect(await standInControl(request, `/captures/${capture.id}/complete`)).toMatchObject({
    id: capture.id,
    status: 'COMPLETED',
  });

  // The booking is paid: 'Mis reservas' shows it 'Pagada' (reloaded until the webhook has landed).
  const paid = mine
    .getByRole('listitem')
    .filter({ hasText: `Referencia ${reference}` })
    .filter({ has: page.getByText('Pagada', { exact: true }) });
  await expect(async () => {
    await page.reload();
    await expect(paid).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(paid).toContainText(mxn(PRICE));
  await expect(paid).toContainText('1 pasajero');
  const mail = await waitForMail(TRAVELLER, new RegExp(`^Reserva confirmada ${reference}:`));
  expect(mail.text).toContain(mxn(PRICE));
});
