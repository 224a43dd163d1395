import { expect, test } from '@playwright/test';
import { login, toast, waitForMail, type OutboxMail } from '../helpers.ts';
import { fillContact, openBookingForm, pickWeekendNextMonth } from './helpers.ts';

// Issue 33, "Must show" (docs/decisions/0221-facturas-through-facturapi.md): on a phone, a guest
// asks for the factura from the voucher and receives its PDF and XML by e-mail (Facturapi's
// stand-in stamps it); the desk then shows the booking `Facturada`.

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

test('a guest asks for a factura from the voucher, receives PDF and XML, and the desk shows it Facturada', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `factura-${Date.now()}@example.com`;
  const section = await openBookingForm(page);
  await pickWeekendNextMonth(page, section);
  await fillContact(section);
  await section.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await section.getByRole('button', { name: 'Reservar', exact: true }).click();
  await section
    .getByRole('region', { name: 'Paga con PayPal' })
    .getByRole('button', { name: /PayPal/ })
    .click();
  await expect(toast(page, '¡Reserva completada!')).toBeVisible();
  await expect(page).toHaveURL(/\/reserva\/[0-9A-F]{8}/);
  const reference = /\/reserva\/([0-9A-F]{8})/.exec(page.url())![1]!;

  const invoice = page.getByRole('region', { name: 'Factura' });
  await invoice.getByRole('button', { name: 'Solicitar factura' }).click();
  // Nothing is sent while a field is wrong: each says why under it.
  await invoice.getByRole('textbox', { name: 'RFC' }).fill('EKU9003173C8');
  await invoice.getByRole('button', { name: 'Solicitar factura' }).click();
  await expect(invoice.getByText(/^Escribe un RFC válido/)).toBeVisible();
  await expect(invoice.getByText('Elige tu régimen fiscal.')).toBeVisible();

  await invoice.getByRole('textbox', { name: 'RFC' }).fill('EKU9003173C9');
  await invoice.getByRole('textbox', { name: 'Nombre o razón social' }).fill('Escuela Kemper Urgate');
  await invoice.getByRole('combobox', { name: 'Régimen fiscal' }).selectOption('601');
  await invoice.getByRole('combobox', { name: 'Uso del CFDI' }).selectOption('G03');
  await invoice.getByRole('textbox', { name: 'Código postal' }).fill('42501');
  await invoice.getByRole('button', { name: 'Solicitar factura' }).click();

  // The voucher follows it until it is stamped, then offers its files.
  await expect(invoice.getByText(/^Factura emitida: serie F, folio \d+$/)).toBeVisible({ timeout: 20_000 });
  await expect(invoice.getByRole('link', { name: 'Descargar PDF' })).toBeVisible();
  await expect(invoice.getByRole('link', { name: 'Descargar XML' })).toBeVisible();

  const mail = (await waitForMail(email, new RegExp(`^Tu factura .* de la reserva ${reference}`))) as OutboxMail & {
    attachments?: { filename: string; contentType: string }[];
  };
  expect(mail.attachments?.map((a) => a.contentType).sort()).toEqual(['application/pdf', 'application/xml']);

  // The desk: the booking's page says Facturada, with the same folio.
  const bookingId = (
    (await (await page.request.get(`/api/bookings/${reference}?${new URL(page.url()).searchParams}`)).json()) as {
      id: string;
    }
  ).id;
  const staff = await (await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } })).newPage();
  await login(staff, 'coordinador@example.com', { via: 'api' });
  await staff.goto(`/admin/reservas/${bookingId}`);
  const desk = staff.getByRole('heading', { level: 2, name: 'Factura' }).locator('xpath=..');
  await expect(desk.getByText(/^Facturada: serie F, folio \d+$/)).toBeVisible();
  await expect(desk.getByText('ESCUELA KEMPER URGATE · EKU9003173C9')).toBeVisible();
});
