import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueEmail, waitForMail } from '../helpers.ts';
import { fillContact, openBookingForm, pickWeekendNextMonth } from './helpers.ts';

// Issue 31, "Must show" (docs/decisions/0211-mercado-pago-checkout-pro.md, 0220-mercado-pago-choice-on-the-checkout-page.md):
// on a phone, guests pay through Mercado Pago's stand-in (the server runs it without
// MERCADOPAGO_ACCESS_TOKEN) — by card, in cash at OXXO paid by the "cashier", and a ticket left to
// expire, whose places come back. MP_SHOTS_DIR, when set, receives screenshots at 1280 and 360 px.

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

const SHOTS = process.env.MP_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

const MP_CHOICE = 'Tarjeta, OXXO o transferencia (Mercado Pago)';

/** A guest books the demo experience next month and chooses Mercado Pago; returns the checkout step. */
async function chooseMercadoPago(page: Page, email: string, passengers = 1): Promise<Locator> {
  const section = await openBookingForm(page);
  for (let i = 1; i < passengers; i++) await section.getByRole('button', { name: 'Agregar un pasajero' }).click();
  await pickWeekendNextMonth(page, section);
  await section.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await fillContact(section);
  await section.getByRole('button', { name: 'Reservar', exact: true }).click();
  await section.getByRole('radio', { name: MP_CHOICE }).check();
  const checkout = section.getByRole('region', { name: 'Paga con Mercado Pago' });
  await expect(checkout.getByText(/^Te llevamos a la página de Mercado Pago para pagar/)).toBeVisible();
  return checkout;
}

/** On the stand-in's Checkout Pro page: how to pay, then `Pagar`. */
async function payAtMercadoPago(page: Page, how: { card: string } | 'oxxo') {
  await expect(page).toHaveURL(/\/mercadopago-standin\/checkout\/v1\/redirect\?pref_id=/);
  if (how === 'oxxo') await page.getByRole('radio', { name: 'Efectivo en OXXO' }).check();
  else await page.getByLabel('Nombre del titular').fill(how.card);
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
}

/** The booking's status as its signed page reads it (the page's own URL carries the link's token). */
async function bookingStatus(page: Page): Promise<string> {
  const url = new URL(page.url());
  const reference = url.pathname.split('/').at(-1)!;
  const res = await page.request.get(`/api/bookings/${reference}?t=${url.searchParams.get('t')}`);
  return ((await res.json()) as { status: string }).status;
}

test('a guest pays by card (APRO) on Mercado Pago’s page and lands on the paid confirmation', async ({ page }) => {
  const email = uniqueEmail('mp-tarjeta');
  const checkout = await chooseMercadoPago(page, email);
  await shoot(page, 'mp-checkout-choice');
  await page.setViewportSize({ width: 360, height: 740 });
  await checkout.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
  await payAtMercadoPago(page, { card: 'APRO' });

  await expect(page.getByRole('heading', { level: 1, name: '¡Reserva confirmada!' })).toBeVisible();
  expect(await bookingStatus(page)).toBe('Pagada');
  await expect(page.getByText('Pagado con Mercado Pago')).toBeVisible();
  await waitForMail(email, /Reserva confirmada/);
});

test('another pays cash at OXXO: Pendiente de pago with reference and deadline, the cashier takes it, and the booking turns Pagada with its e-mail', async ({
  page,
}) => {
  const email = uniqueEmail('mp-oxxo');
  const checkout = await chooseMercadoPago(page, email);
  await checkout.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
  await payAtMercadoPago(page, 'oxxo');

  await expect(page.getByRole('heading', { level: 1, name: 'Pendiente de pago' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('pago')).toBe('pendiente');
  expect(await bookingStatus(page)).toBe('Pendiente');
  // What the traveller needs to pay (decision 0216: the server sends the pending payment).
  await expect(page.getByText('Forma de pago').locator('xpath=following-sibling::dd[1]')).toHaveText('Efectivo en OXXO');
  const reference = page.getByText('Número de referencia para pagar en OXXO').locator('xpath=following-sibling::dd[1]');
  await expect(reference).toContainText(/\d{6,}/);
  await expect(page.getByText('Paga antes del').locator('xpath=following-sibling::dd[1]')).toHaveText(/\d{4}, \d{2}:\d{2}$/);
  await shoot(page, 'mp-pending');
  await page.setViewportSize({ width: 360, height: 740 });

  // The "cashier" takes the cash on the ticket's page (a new tab); the booking's page turns paid by itself.
  const ticketOpened = page.context().waitForEvent('page');
  await page.getByRole('link', { name: /Ver ficha de pago OXXO/ }).click();
  const ticket = await ticketOpened;
  await ticket.getByRole('button', { name: 'Cobrar en caja' }).click();
  await expect(ticket.getByRole('heading', { name: 'Pago recibido' })).toBeVisible();
  await ticket.close();

  await expect(page.getByRole('heading', { level: 1, name: '¡Reserva confirmada!' })).toBeVisible({ timeout: 20_000 });
  expect(await bookingStatus(page)).toBe('Pagada');
  await waitForMail(email, /Reserva confirmada/);
});

test('a third lets the OXXO ticket expire, and the places come back', async ({ page }) => {
  const placesLine = (section: Locator) => section.getByText(/^Lugares disponibles para esa fecha: \d+$/);
  const before = await (async () => {
    const section = await openBookingForm(page);
    await pickWeekendNextMonth(page, section);
    await expect(placesLine(section)).toBeVisible();
    return placesLine(section).textContent();
  })();

  const email = uniqueEmail('mp-vence');
  const checkout = await chooseMercadoPago(page, email, 2);
  await checkout.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
  await payAtMercadoPago(page, 'oxxo');
  await expect(page.getByRole('heading', { level: 1, name: 'Pendiente de pago' })).toBeVisible();

  // The ticket is left to lapse: Mercado Pago notifies it expired, and the site releases the places.
  const ticketOpened = page.context().waitForEvent('page');
  await page.getByRole('link', { name: /Ver ficha de pago OXXO/ }).click();
  const ticket = await ticketOpened;
  await ticket.getByRole('button', { name: 'Dejar vencer' }).click();
  await expect(ticket.getByText('Esta ficha venció sin pagarse.')).toBeVisible();
  await ticket.close();

  // The booking's page (it asks again while a payment is awaited) says the payment did not arrive in time.
  await expect(page.getByRole('heading', { level: 1, name: 'Tu pago no llegó a tiempo' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/La fecha límite pasó sin que recibiéramos tu pago, así que liberamos los lugares/)).toBeVisible();
  const section = await openBookingForm(page);
  await pickWeekendNextMonth(page, section);
  await expect(placesLine(section)).toHaveText(before!);
});

test('a fourth changes their mind before paying at OXXO: the booking is cancelled with nothing to give back', async ({
  page,
}) => {
  const email = uniqueEmail('mp-cancela');
  const checkout = await chooseMercadoPago(page, email);
  await checkout.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
  await payAtMercadoPago(page, 'oxxo');
  await expect(page.getByRole('heading', { level: 1, name: 'Pendiente de pago' })).toBeVisible();

  // Decision 0227: an unpaid cash booking is cancelled, not refunded.
  await page.getByRole('button', { name: 'Cancelar reserva' }).click();
  const dialog = page.getByRole('alertdialog', { name: /^¿Cancelar la reserva [A-Z0-9]+\?$/ });
  await expect(dialog.getByText(/^No has pagado nada, así que no hay nada que devolver\./)).toBeVisible();
  await shoot(page, 'mp-cancel-awaited-dialog');
  await page.setViewportSize({ width: 360, height: 740 });
  await dialog.getByRole('button', { name: 'Sí, cancelar reserva' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Reserva cancelada' })).toBeVisible();
  expect(await bookingStatus(page)).toBe('Cancelada');
  await expect(page.getByRole('link', { name: /Ver ficha de pago OXXO/ })).toHaveCount(0);
  // Nothing was charged, and the voucher says so.
  await expect(page.getByText(/^Pagado con/)).toHaveCount(0);
  await expect(page.getByText('Total pagado').locator('xpath=following-sibling::dd[1]')).toHaveText('$0.00 MXN');
  await shoot(page, 'mp-cancelled-awaited');
});
