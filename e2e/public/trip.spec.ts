import { expect, test } from '@playwright/test';
import { hydrated } from '../helpers.ts';

// Demo data (apps/server/src/db/demo/content.ts): complete public trips, one without a
// description, one without a return time or a USD price, and a non-public one.

test('an unknown trip says it was not found and offers all experiences', async ({ page }) => {
  const response = await page.goto('/viaje/no-existe');
  expect(response?.status()).toBe(404);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Viaje no encontrado' })).toBeVisible();
  await expect(main.getByText('Lo sentimos, no pudimos encontrar el viaje que estás buscando.')).toBeVisible();

  await main.getByRole('link', { name: 'Ver todas las experiencias' }).click();
  await expect(page).toHaveURL(/\/experiencias$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestras Experiencias' })).toBeVisible();
});

test('a trip that is not public is not found either', async ({ page }) => {
  await page.goto('/viaje/puerto-escondido');
  await expect(page.getByRole('heading', { level: 1, name: 'Viaje no encontrado' })).toBeVisible();
});

test('a complete trip shows every field', async ({ page }) => {
  await page.goto('/viaje/barrancas-del-cobre');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Barrancas del Cobre' })).toBeVisible();
  await expect(page).toHaveTitle('Barrancas del Cobre | Hormiga Viajera');
  await expect(main.getByText('$16,500.00 MXN por persona', { exact: true })).toBeVisible();

  const cover = main.getByRole('img', { name: 'Barrancas del Cobre' });
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await expect(main.getByRole('heading', { name: 'Descripción del Viaje' })).toBeVisible();
  await expect(main.getByText(/Recorremos la Sierra Tarahumara/)).toBeVisible();
  const inclusions = main.getByRole('region', { name: '¿Qué incluye?' });
  await expect(inclusions.getByRole('listitem')).toHaveCount(5);
  await expect(inclusions.getByText('Seguro de viajero')).toBeVisible();

  const details = main.getByRole('region', { name: 'Detalles del Viaje' });
  await expect(details.getByText('20 de mayo de 2027')).toBeVisible();
  await expect(details.getByText('05:45', { exact: true })).toBeVisible();
  await expect(details.getByText('6 días / 5 noches')).toBeVisible();
  await expect(details.getByText('hasta 16 personas')).toBeVisible();
  await expect(details.getByText('mínimo 8 personas')).toBeVisible();
  await expect(details.getByText('25 de mayo de 2027')).toBeVisible();

  const contact = main.getByRole('region', { name: 'Contacto y Ubicación' });
  await expect(contact.getByText('Héctor Loya Chávez')).toBeVisible();
  await expect(contact.getByRole('link', { name: '+52 614 410 3376' })).toHaveAttribute('href', 'tel:+526144103376');
  await expect(contact.getByText('Estación del Chepe, Chihuahua, Chihuahua')).toBeVisible();
  const website = contact.getByRole('link', { name: 'Visitar sitio web' });
  await expect(website).toHaveAttribute('href', 'https://www.chepe.mx/');
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAttribute('rel', 'noopener noreferrer');

  // The server writes the description for crawlers; the page keeps it after loading.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Recorremos la Sierra Tarahumara/);
});

test("'Reservar Ahora' scrolls to 'Reserva tu Lugar'", async ({ page }) => {
  await page.goto('/viaje/cancun-y-riviera-maya');

  const booking = page.getByRole('region', { name: 'Reserva tu Lugar' });
  await expect(page.getByRole('heading', { level: 1, name: 'Cancún y Riviera Maya' })).toBeVisible();
  await expect(booking).not.toBeInViewport();
  await hydrated(page);

  await page.getByRole('link', { name: 'Reservar Ahora' }).click();
  await expect(booking).toBeInViewport();
  await expect(booking).toBeFocused();
});

test('a trip without a description shows the fallback text and meta description', async ({ page }) => {
  await page.goto('/viaje/merida-y-valladolid');

  const description = page.getByRole('region', { name: 'Descripción del Viaje' });
  await expect(description.getByText('No hay descripción disponible para este viaje.')).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Detalles sobre el viaje a Mérida y Valladolid',
  );
});

test('a trip without a return time or a USD price shows what it has', async ({ page }) => {
  await page.goto('/viaje/huasteca-potosina');

  const details = page.getByRole('region', { name: 'Detalles del Viaje' });
  await expect(details.getByText('2 de julio de 2027')).toBeVisible();
  await expect(details.getByText('22:00', { exact: true })).toBeVisible();
  await expect(details.getByText('5 de julio de 2027')).toBeVisible();
  await expect(details.getByText(/a las/)).toHaveCount(0);
  await expect(details.getByText(/USD/)).toHaveCount(0);
});
