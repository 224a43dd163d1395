import { expect, test, type Page } from '@playwright/test';
import { controlUnderWhatsApp, login, seriousViolations, toast, waitForMail } from '../helpers.ts';
import { fillContact, mxn, openBookingForm, pickWeekendNextMonth, PRICE, TRAVELLER } from './helpers.ts';

// Rewards: 25 seeds per full 500 MXN paid.
const seedsFor = (total: number) => 25 * Math.floor(total / 500);

/** The header's seeds badge, as a number. */
async function seedsInHeader(page: Page): Promise<number> {
  const badge = page
    .getByRole('banner')
    .getByTitle(/ Semillas$/)
    .filter({ visible: true });
  await expect(badge).toBeVisible();
  return Number((await badge.getAttribute('title'))!.split(' ')[0]);
}

async function paidBookings(page: Page): Promise<{ itemName: string; passengers: number; status: string }[]> {
  const response = await page.request.get('/api/profile/bookings');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { itemName: string; passengers: number; status: string }[] }).data;
}

test('a traveller books 3 places on a weekend and pays through PayPal (test mode)', async ({ page }) => {
  await page.goto('/');
  await login(page, TRAVELLER);
  const seedsBefore = await seedsInHeader(page);
  const bookingsBefore = (await paidBookings(page)).length;

  const section = await openBookingForm(page);
  await expect(section.getByText('Solo fines de semana')).toBeVisible();
  const plus = section.getByRole('button', { name: 'Agregar un pasajero' });
  await plus.click();
  await plus.click();
  await expect(section.getByRole('group', { name: 'Cantidad de Pasajeros' })).toContainText('3');
  const total = 3 * PRICE;
  await expect(section.getByText(mxn(total), { exact: true })).toBeVisible();

  const dayName = await pickWeekendNextMonth(page, section);
  expect(dayName).toMatch(/^(sábado|domingo), /);
  await expect(section.getByRole('button', { name: `Fecha ${dayName}` })).toBeVisible();
  await expect(section.getByText(/Lugares disponibles para esa fecha: \d+/)).toBeVisible();
  await fillContact(section);

  await section.getByRole('button', { name: 'Reservar', exact: true }).click();
  const checkout = section.getByRole('region', { name: 'Paga con PayPal' });
  await expect(checkout.getByText('Modo de prueba: no se mueve dinero real.')).toBeVisible();
  await checkout.getByRole('button', { name: /PayPal/ }).click();

  await expect(toast(page, '¡Reserva completada!')).toBeVisible();
  await expect(toast(page, 'Gracias por tu compra, Valeria. Recibirás un correo de confirmación.')).toBeVisible();

  // The traveller lands on the confirmation page; the badge grows by 25 seeds per full 500 MXN.
  await expect(page.getByRole('heading', { level: 1, name: '¡Reserva confirmada!' })).toBeVisible();
  await expect(page.getByText(`Semillas ganadas: ${seedsFor(total)}`)).toBeVisible();
  await expect.poll(() => seedsInHeader(page)).toBe(seedsBefore + seedsFor(total));

  // 'Mis reservas' on the profile.
  await page.goto('/perfil');
  const mine = page.getByRole('region', { name: 'Mis reservas' });
  const booking = mine.getByRole('listitem').filter({ hasText: '3 pasajeros' }).first();
  await expect(booking).toBeVisible();
  await expect(booking).toContainText(mxn(total));
  await expect(booking).toContainText('Pagada');
  expect(await paidBookings(page)).toHaveLength(bookingsBefore + 1);

  // And the confirmation e-mail.
  const mail = await waitForMail(TRAVELLER, /Reserva confirmada/);
  expect(mail.text).toContain(mxn(total));
});

test("'Reservar' without a date asks for one", async ({ page }) => {
  const section = await openBookingForm(page);
  await section.getByRole('button', { name: 'Reservar', exact: true }).click();
  await expect(toast(page, 'Fecha no seleccionada')).toBeVisible();
  await expect(toast(page, 'Por favor, elige una fecha para tu experiencia.')).toBeVisible();
  await expect(section.getByText('Cargando PayPal...')).toHaveCount(0);
  await expect(section.getByRole('region', { name: 'Paga con PayPal' })).toHaveCount(0);
});

test('a cancelled payment leaves nothing paid', async ({ page }) => {
  await page.goto('/');
  await login(page, TRAVELLER);
  const seedsBefore = await seedsInHeader(page);
  const bookingsBefore = await paidBookings(page);

  const section = await openBookingForm(page);
  expect(await pickWeekendNextMonth(page, section)).toMatch(/^(sábado|domingo), /);
  await section.getByRole('button', { name: 'Reservar', exact: true }).click();
  const checkout = section.getByRole('region', { name: 'Paga con PayPal' });
  await checkout.getByRole('button', { name: 'Cancelar pago' }).click();

  await expect(checkout.getByText(/Cancelaste el pago: no se hizo ningún cargo/)).toBeVisible();
  await expect(toast(page, '¡Reserva completada!')).toHaveCount(0);
  expect(await paidBookings(page)).toEqual(bookingsBefore);
  await page.reload();
  expect(await seedsInHeader(page)).toBe(seedsBefore);
});

test('on a phone the WhatsApp button never covers a control of the booking form, and steps aside for PayPal', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const whatsapp = page.getByRole('link', { name: 'Escríbenos por WhatsApp' });
  // Every state of the form, scrolled from its top to its bottom: the button is hidden or clear.
  const walkTheForm = async (state: string) => {
    const { top, height } = await section.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top + window.scrollY, height: r.height };
    });
    for (let y = Math.max(0, top - 200); y <= top + height; y += 180) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await expect.poll(() => controlUnderWhatsApp(page), { message: `${state}, scrolled to ${y}` }).toBeNull();
    }
  };
  const section = await openBookingForm(page);
  await walkTheForm('form opened');

  expect(await pickWeekendNextMonth(page, section)).toMatch(/^(sábado|domingo), /);
  await walkTheForm('date chosen');
  await section.getByRole('textbox', { name: /Código de cupón/ }).fill('NOEXISTE');
  await section.getByRole('button', { name: 'Aplicar cupón' }).click();
  await expect(section.getByRole('textbox', { name: /Código de cupón/ })).toHaveAttribute('aria-invalid', 'true');
  await walkTheForm('a code refused');
  // The form will not book while a refused code sits in the field (it takes the traveller back
  // to it), so the traveller clears it, as a person would.
  await section.getByRole('textbox', { name: /Código de cupón/ }).clear();
  await fillContact(section);
  await section.getByRole('button', { name: 'Reservar', exact: true }).click();
  const payButton = section.getByRole('region', { name: 'Paga con PayPal' }).getByRole('button', { name: /PayPal/ });
  await payButton.scrollIntoViewIfNeeded();
  await expect(payButton).toBeVisible();
  await expect(whatsapp).toBeHidden();
  await walkTheForm('PayPal buttons shown');

  // Back at the top of the page, where nothing lies under it, the contact button returns.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(whatsapp).toBeVisible();
  expect(await controlUnderWhatsApp(page)).toBeNull();
});

test('the form and its calendar have no serious accessibility problems', async ({ page }) => {
  const section = await openBookingForm(page);
  expect(await seriousViolations(page, '#reservar')).toEqual([]);
  await section.getByRole('button', { name: /^Fecha / }).click();
  await expect(page.getByRole('dialog', { name: 'Calendario: Fecha' })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});
