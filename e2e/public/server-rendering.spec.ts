import { expect, test, type Page } from '@playwright/test';
import { hydrated } from '../helpers.ts';

// The public pages arrive rendered from the server (docs/architecture.md §12): they read without
// JavaScript, and with it the browser takes them over without a mismatch or a second data request.

const EXPERIENCE = { slug: 'globo-teotihuacan', name: 'Vuelo en globo sobre Teotihuacán', price: '$4,200.00' };
const TRIP = { slug: 'barrancas-del-cobre', name: 'Barrancas del Cobre' };

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list and an experience page show names, prices and the description; booking says it needs JavaScript', async ({
    page,
  }) => {
    await page.goto('/experiencias');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Nuestras Experiencias' })).toBeVisible();
    const card = main.getByRole('listitem').filter({ has: page.getByRole('link', { name: EXPERIENCE.name }) });
    await expect(card.getByText(EXPERIENCE.price)).toBeVisible();

    // A plain link, followed by the browser: the next page comes whole from the server too.
    await card.getByRole('link', { name: EXPERIENCE.name }).click();
    await expect(page).toHaveURL(new RegExp(`/experiencia/${EXPERIENCE.slug}$`));
    await expect(main.getByRole('heading', { level: 1, name: EXPERIENCE.name })).toBeVisible();
    await expect(main.getByText(EXPERIENCE.price).first()).toBeVisible();
    await expect(main.getByText(/Despega al amanecer/).first()).toBeVisible();
    // Playwright's text matching skips <noscript>, whatever the browser shows: read its text directly.
    const note = await page.locator('#reservar noscript').evaluate((element) => element.textContent);
    expect(note).toBe('Para reservar necesitas activar JavaScript en tu navegador.');
  });

  test('the landing, a trip and the terms read too', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Experiencias populares' })).toBeVisible();
    await page.goto(`/viaje/${TRIP.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: TRIP.name })).toBeVisible();
    await expect(page.getByText(/^\$[\d,]+\.\d\d MXN por persona$/)).toBeVisible();
    await page.goto('/terminos-y-condiciones');
    await expect(page.getByRole('heading', { level: 1, name: 'Términos y Condiciones' })).toBeVisible();
  });
});

/** Every console error or warning and uncaught error (React reports hydration mismatches as errors). */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test('with JavaScript, each public page hydrates without a console error or warning and asks nothing again', async ({ page }) => {
  const problems = watchConsole(page);
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The pages' own data; the booking form's live places and dates load when it nears the screen.
    if (/^\/api\/(experiences|trips|reviews|config)\b/.test(url.pathname)) dataRequests.push(url.pathname);
  });

  for (const path of [
    '/',
    '/experiencias',
    `/experiencia/${EXPERIENCE.slug}`,
    `/viaje/${TRIP.slug}`,
    '/terminos-y-condiciones',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await hydrated(page);
  }
  expect(problems).toEqual([]);
  // The page's data came with the HTML (the landing's reviews and the booking form load when scrolled to).
  expect(dataRequests).toEqual([]);

  // Navigation afterwards stays in the browser, and the page is interactive.
  await page.goto(`/experiencia/${EXPERIENCE.slug}`);
  await page
    .getByRole('link', { name: /Volver a experiencias/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestras Experiencias' })).toBeVisible();
  expect(problems).toEqual([]);
});
