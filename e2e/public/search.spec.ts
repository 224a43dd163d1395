import { expect, test } from '@playwright/test';
import { hydrated } from '../helpers.ts';

test('searching "cancun" finds Cancún; choosing with the keyboard opens it and clears the box', async ({ page }) => {
  await page.goto('/experiencias');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestras Experiencias' })).toBeVisible();
  await hydrated(page);
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Buscar experiencias y viajes' });

  await box.fill('cancun');
  const option = page.getByRole('banner').getByRole('option').filter({ hasText: 'Cancún' }).first();
  await expect(option).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');

  await box.press('ArrowDown');
  const active = page.getByRole('banner').getByRole('option', { selected: true });
  await expect(active).toContainText('Cancún');
  await expect(box).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!);
  await box.press('Enter');

  await expect(page).toHaveURL(/\/(experiencia|viaje)\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cancún');
  await expect(box).toHaveValue('');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toHaveCount(0);
});

test("a term that matches nothing says 'No se encontraron resultados.'", async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Buscar experiencias y viajes' });

  await box.fill('xqzwvkjh');

  await expect(page.getByRole('banner').getByText('No se encontraron resultados.')).toBeVisible();
  await expect(page.getByRole('listbox')).toHaveCount(0);
});

test('one character is not searched; Escape and a click outside close the list', async ({ page }) => {
  const searched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/search') searched.push(url.searchParams.get('q') ?? '');
  });
  await page.clock.install();
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Buscar experiencias y viajes' });

  // A second on the page's clock, well past the 300 ms debounce (docs/product.md §2.4): 'o' was due, and not sent.
  await box.fill('o');
  await page.clock.runFor(1000);
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  // A term that is searched: its answer shows, and it is the only search the server got.
  await box.fill('oaxaca');
  await expect(page.getByRole('listbox')).toBeVisible();
  expect([...new Set(searched)]).toEqual(['oaxaca']);
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);

  // Focus with text present opens it again; a click elsewhere closes it.
  await page.getByRole('heading', { level: 1 }).click();
  await box.focus();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
});

test('what a visitor types before the page is hydrated is searched once it is', async ({ page }) => {
  // The page's code is held back until the visitor has typed: the box is only the server's HTML meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/experiencias', { waitUntil: 'commit' });
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Buscar experiencias y viajes' });
  await box.fill('cancun');
  release();

  await hydrated(page);
  await expect(page.getByRole('banner').getByRole('option').filter({ hasText: 'Cancún' }).first()).toBeVisible();
  await expect(box).toHaveValue('cancun');
});
