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
  await page.getByRole('button', { name: 'Reservar Ahora' }).click();
  const section = page.getByRole('region', { name: 'Reserva tu Lugar' });
  await expect(section.getByRole('button', { name: 'Reservar', exact: true })).toBeVisible();
  return section;
}

/** Picks the first day on offer next month; returns its accessible name. */
export async function pickWeekendNextMonth(page: Page, section: Locator): Promise<string> {
  await section.getByRole('button', { name: /^Fecha / }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendario: Fecha' });
  await calendar.getByRole('button', { name: 'Mes siguiente' }).click();
  const day = calendar.locator('button[data-day]:not([aria-disabled])').first();
  const name = (await day.getAttribute('aria-label'))!;
  await day.click();
  await expect(calendar).toBeHidden();
  return name;
}
