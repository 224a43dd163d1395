import { expect, type Locator, type Page } from '@playwright/test';

// What the booking specs share: the demo experience they book and the form's steps.

/** Demo data: 'Snorkel en cenotes de Tulum' costs 1 450 MXN per person, up to 12 people. */
export const SLUG = 'snorkel-cenotes-tulum';
export const PRICE = 1450;
export const TRAVELLER = 'viajero@example.com';

export const mxn = (amount: number) => new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(amount);

/** Opens the experience and scrolls to 'Reserva tu Lugar' with 'Reservar Ahora'. */
export async function openBookingForm(page: Page): Promise<Locator> {
  await page.goto(`/experiencia/${SLUG}`);
  await page.getByRole('link', { name: 'Reservar Ahora' }).click();
  const section = page.getByRole('region', { name: 'Reserva tu Lugar' });
  await expect(section.getByRole('button', { name: 'Reservar', exact: true })).toBeVisible();
  return section;
}

/** Picks the first day on offer next month; returns its accessible name and its date ('YYYY-MM-DD'). */
export async function pickDayNextMonth(page: Page, section: Locator): Promise<{ name: string; date: string }> {
  await section.getByRole('button', { name: /^Fecha / }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendario: Fecha' });
  await calendar.getByRole('button', { name: 'Mes siguiente' }).click();
  const day = calendar.locator('button[data-day]:not([aria-disabled])').first();
  const name = (await day.getAttribute('aria-label'))!;
  const date = (await day.getAttribute('data-day'))!;
  await day.click();
  await expect(calendar).toBeHidden();
  return { name, date };
}

/** Picks the first day on offer next month (a weekend day for the demo tour); returns its accessible name. */
export async function pickWeekendNextMonth(page: Page, section: Locator): Promise<string> {
  return (await pickDayNextMonth(page, section)).name;
}

/**
 * Who books and who travels (issue 15), for a visitor without an account: the buyer (also the
 * first passenger) and a name for each other passenger. A signed-in traveller finds the buyer
 * already there, from the profile.
 */
export async function fillContact(section: Locator, buyer = 'Ana Visitante López'): Promise<void> {
  const name = section.getByRole('textbox', { name: 'Nombre completo', exact: true });
  if (!(await name.inputValue())) await name.fill(buyer);
  const email = section.getByRole('textbox', { name: 'Correo electrónico' });
  if (!(await email.inputValue())) await email.fill(`visitante-${Date.now()}@example.com`);
  const phone = section.getByRole('textbox', { name: 'Celular' });
  if (!(await phone.inputValue())) await phone.fill('55 1234 5678');
  // A passenger of an item with traveller types also says its type: 'Nombre completo del pasajero 3 (Niño …)'.
  const passengers = section.getByRole('textbox', { name: /^Nombre completo del pasajero \d+( \(.+\))?$/ });
  for (let i = 0; i < (await passengers.count()); i++) {
    const field = passengers.nth(i);
    if (!(await field.inputValue())) await field.fill(`Pasajero ${i + 1} Prueba`);
  }
}
