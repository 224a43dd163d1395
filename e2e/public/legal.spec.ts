import { expect, test } from '@playwright/test';

test('the terms page has its five sections, its date and a way home', async ({ page }) => {
  await page.goto('/terminos-y-condiciones');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Términos y Condiciones' })).toBeVisible();
  await expect(page).toHaveTitle('Términos y Condiciones | Hormiga Viajera');
  for (const section of [
    '1. Reservas y Pagos',
    '2. Cancelaciones y Reembolsos',
    '3. Responsabilidad del Viajero',
    '4. Cambios en el Itinerario',
    '5. Privacidad de Datos',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
  await expect(main.getByText('Última actualización: 28 de septiembre de 2025')).toBeVisible();

  await main.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the privacy notice and the cookie policy open, and link to each other', async ({ page }) => {
  const response = await page.goto('/privacidad');
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Aviso de Privacidad' })).toBeVisible();
  await expect(page).toHaveTitle('Aviso de Privacidad | Hormiga Viajera');
  await expect(main.getByRole('heading', { name: /Derechos ARCO/ })).toBeVisible();

  await main
    .getByRole('navigation', { name: 'Otros documentos legales' })
    .getByRole('link', { name: 'Política de Cookies' })
    .click();
  await expect(page).toHaveURL(/\/cookies$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Política de Cookies' })).toBeVisible();
  await expect(main.getByText(/cookies estrictamente necesarias/).first()).toBeVisible();
});

test("an unknown address shows 'Página no encontrada'", async ({ page }) => {
  const response = await page.goto('/no-existe');
  expect(response?.status()).toBe(404);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Ver todas las experiencias' })).toHaveAttribute('href', '/experiencias');
  await main.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});
