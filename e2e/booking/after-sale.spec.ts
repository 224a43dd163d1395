import { expect, test, type Browser, type Page } from '@playwright/test';
import { login, toast, waitForMail } from '../helpers.ts';
import { fillContact, mxn, openBookingForm, PRICE, SLUG } from './helpers.ts';

// Issue 17, after the sale (docs/product.md §15.3): a traveller cancels from 'Mis reservas' and
// sees the refund; staff move a booking to another date and its manifest follows.

const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** Books one place on the first day on offer next month and pays through the PayPal stand-in. */
async function bookNextMonth(page: Page, email: string): Promise<{ reference: string; date: string }> {
  const section = await openBookingForm(page);
  await section.getByRole('button', { name: /^Fecha / }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendario: Fecha' });
  await calendar.getByRole('button', { name: 'Mes siguiente' }).click();
  const day = calendar.locator('button[data-day]:not([aria-disabled])').first();
  const date = (await day.getAttribute('data-day'))!;
  await day.click();
  await fillContact(section);
  await section.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await section.getByRole('button', { name: 'Reservar', exact: true }).click();
  await section
    .getByRole('region', { name: 'Paga con PayPal' })
    .getByRole('button', { name: /PayPal/ })
    .click();
  await expect(toast(page, '¡Reserva completada!')).toBeVisible();
  await expect(page).toHaveURL(/\/reserva\/[0-9A-F]{8}/);
  return { reference: /\/reserva\/([0-9A-F]{8})/.exec(page.url())![1]!, date };
}

/** A new traveller, signed up (and signed in) through better-auth's endpoint. */
async function signUp(page: Page, email: string) {
  const res = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: ORIGIN },
    data: { email, password: 'viajera-segura-2026', name: 'Renata Ortiz Salas' },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function staffPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await login(page, 'coordinador@example.com', { via: 'api' });
  return page;
}

test('a traveller cancels from Mis reservas and sees the whole amount refunded', async ({ page }) => {
  const email = `cancela-${Date.now()}@example.com`;
  await page.goto('/');
  await signUp(page, email);
  await page.goto('/');
  const { reference } = await bookNextMonth(page, email);

  await page.goto('/perfil');
  const mine = page.getByRole('region', { name: 'Mis reservas' });
  const item = mine
    .getByRole('listitem')
    .filter({ hasText: `Referencia ${reference}` })
    .filter({ has: page.getByText('Pagada', { exact: true }) });
  await expect(item).toContainText('Puedes cancelar sin costo o cambiar la fecha hasta el');
  await item.getByRole('button', { name: 'Cancelar reserva' }).click();

  const dialog = page.getByRole('alertdialog', { name: `¿Cancelar la reserva ${reference}?` });
  await expect(dialog).toContainText(`Te devolveremos ${mxn(PRICE)}, todo lo que pagaste.`);
  await expect(dialog.getByRole('region', { name: 'A dónde vuelve el dinero' })).toContainText(
    `${mxn(PRICE)} a tu cuenta de PayPal o a la tarjeta con que pagaste`,
  );
  await dialog.getByRole('button', { name: 'Sí, cancelar reserva' }).click();
  await expect(toast(page, 'Reserva cancelada.')).toBeVisible();
  await expect(toast(page, `Te devolvimos ${mxn(PRICE)}. Te enviamos los detalles por correo.`)).toBeVisible();

  const refunded = mine
    .getByRole('listitem')
    .filter({ hasText: `Referencia ${reference}` })
    .filter({ has: page.getByText('Reembolsada', { exact: true }) });
  await expect(refunded).toBeVisible();
  await expect(refunded.getByRole('button', { name: 'Cancelar reserva' })).toHaveCount(0);
  const mail = await waitForMail(email, /Reembolso/);
  expect(mail.text).toContain('Motivo: Cancelaste tu reserva.');
});

test('staff move a booking to another date and the manifest follows', async ({ page, browser, baseURL }) => {
  const email = `mueve-${Date.now()}@example.com`;
  await page.goto('/');
  const { reference, date } = await bookNextMonth(page, email);
  const experience = (await (await page.request.get(`/api/experiences/${SLUG}`)).json()) as { id: string };

  const staff = await staffPage(browser, baseURL);
  await staff.goto(`/admin/reservas?q=${reference}`);
  await staff.getByRole('link', { name: `Abrir la reserva ${reference}` }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Reserva ${reference}` })).toBeVisible();

  await staff.getByRole('button', { name: 'Cambiar fecha' }).click();
  const dialog = staff.getByRole('dialog', { name: `Cambiar la fecha de la reserva ${reference}` });
  await dialog.getByRole('button', { name: /^Nueva fecha/ }).click();
  const calendar = staff.getByRole('dialog', { name: 'Calendario: Nueva fecha' });
  await calendar.getByRole('button', { name: 'Mes siguiente' }).click();
  // The next day on offer after the booking's.
  const target = calendar.locator(`button[data-day]:not([aria-disabled]):not([data-day="${date}"])`).first();
  const newDate = (await target.getAttribute('data-day'))!;
  await target.click();
  await dialog.getByRole('button', { name: 'Cambiar fecha' }).click();
  await expect(toast(staff, 'Fecha cambiada.')).toBeVisible();

  // The manifest of the new date lists it; the old date's no longer does.
  const manifest = (date: string) =>
    `/admin/salidas/manifiesto?${new URLSearchParams({ kind: 'experience', id: experience.id, date, startTime: '08:30' })}`;
  await staff.goto(manifest(newDate));
  await expect(staff.getByRole('heading', { level: 1, name: /^Manifiesto: / })).toBeVisible();
  await expect(staff.getByRole('row').filter({ hasText: reference })).toBeVisible();
  await staff.goto(manifest(date));
  await expect(staff.getByRole('heading', { level: 1, name: /^Manifiesto: / })).toBeVisible();
  await expect(staff.getByRole('row').filter({ hasText: reference })).toHaveCount(0);
  const mail = await waitForMail(email, new RegExp(`Tu reserva ${reference} cambió de fecha`));
  expect(mail.text).toContain('Tu reserva cambió al');
  await staff.context().close();
});
