import { expect, test } from '@playwright/test';

test('a visitor browses the experiences and opens one', async ({ page }) => {
  await page.goto('/experiencias');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestras Experiencias' })).toBeVisible();

  // Each card is a list item showing 'Ver más →', its name the link (stretched over the whole card).
  const cards = page.getByRole('listitem').filter({ hasText: 'Ver más →' });
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(6);

  // Each card shows its cover image, loaded, and a price in es-MX MXN.
  const firstImage = page.getByRole('img').first();
  await expect(firstImage).toBeVisible();
  await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByText(/^\$\d{1,3}(,\d{3})*\.\d{2}/).first()).toBeVisible();

  const firstCard = cards.first();
  const name = (await firstCard.getByRole('heading').textContent())!.trim();
  await expect(firstCard.getByRole('link', { name, exact: true })).toBeVisible();
  // A click anywhere on the card (here its middle, the description) opens the experience.
  await firstCard.click();

  await expect(page).toHaveURL(/\/experiencia\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: '¿Qué incluye esta experiencia?' })).toBeVisible();
  await expect(page.getByText(/hasta \d+ personas/)).toBeVisible();
  await expect(page).toHaveTitle(`${name} | Hormiga Viajera`);

  await page.getByRole('main').getByRole('link', { name: 'Volver a Experiencias', exact: true }).click();
  await expect(page).toHaveURL(/\/experiencias$/);
});

test('an unknown experience sends the visitor back to the list', async ({ page }) => {
  await page.goto('/experiencia/no-existe');
  await expect(page).toHaveURL(/\/experiencias$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestras Experiencias' })).toBeVisible();
});

test('the health endpoint answers', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok' });
});
