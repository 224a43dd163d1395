import type { APIRequestContext, Page } from '@playwright/test';
import { COVER_PNG, expect, findRow, test } from '../admin/fixtures.ts';
import { hydrated } from '../helpers.ts';

// Issue 8, Security: a trip, an experience and a person named with markup render as text
// everywhere in the browser — public pages, the header search, the admin lists. `page` is the
// demo Administrador; `visitor` is an anonymous browser. The server-side half (page heads,
// e-mails) is apps/server/test/hostile-xss.test.ts.

const SCRIPT = '<script>alert(1)</script>';
const IMG = '"><img src=x onerror=alert(1)>';

/** Every alert/confirm/prompt a page opens: an injected script would open one. */
function watchDialogs(...pages: Page[]): string[] {
  const opened: string[] = [];
  for (const page of pages) {
    page.on('dialog', (dialog) => {
      opened.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
  }
  return opened;
}

/** Nothing of the payloads became markup: no img[src=x], no inline handler, no injected script. */
async function expectNoInjectedMarkup(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('[onerror]')).toHaveCount(0);
  await expect(page.locator('script', { hasText: 'alert(1)' })).toHaveCount(0);
}

async function createItem(request: APIRequestContext, origin: string, kind: 'trips' | 'experiences', data: object) {
  const response = await request.post(`/api/admin/${kind}`, {
    headers: { origin },
    multipart: {
      data: JSON.stringify({ status: 'Público', is_active: true, ...data }),
      image: { name: 'portada.png', mimeType: 'image/png', buffer: COVER_PNG },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('markup in an experience and a trip shows as text on their public pages and in the search', async ({
  page,
  visitor,
  baseURL,
}) => {
  const stamp = Date.now();
  const name = `Cenote ${SCRIPT} ${IMG} ${stamp}`;
  const destination = `Playa ${IMG}${SCRIPT} ${stamp}`;
  const description = `Antes ${SCRIPT} y después ${IMG}.`;
  const origin = new URL(baseURL!).origin;
  await createItem(page.request, origin, 'experiences', {
    name,
    slug: `xss-exp-${stamp}`,
    price: 900,
    capacity: 2,
    max_capacity: 10,
    description,
    bullets: [SCRIPT, IMG],
  });
  await createItem(page.request, origin, 'trips', {
    destination,
    slug: `xss-viaje-${stamp}`,
    price_mxn: 2500,
    departure_date: '2099-06-01',
    departure_time: '07:00',
    capacity: 2,
    max_capacity: 10,
    description,
    website: 'javascript:alert(1)',
  });
  const dialogs = watchDialogs(visitor);

  await visitor.goto(`/experiencia/xss-exp-${stamp}`);
  const main = visitor.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(main.getByText(description)).toBeVisible();
  await expect(main.getByText(SCRIPT, { exact: true })).toBeVisible();
  await expect(main.getByText(IMG, { exact: true })).toBeVisible();
  await expect(visitor).toHaveTitle(`${name} | Hormiga Viajera`);
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', `${name} | Hormiga Viajera`);
  await expectNoInjectedMarkup(visitor);

  await visitor.goto(`/viaje/xss-viaje-${stamp}`);
  await expect(visitor.getByRole('main').getByRole('heading', { level: 1, name: destination })).toBeVisible();
  await expect(visitor.getByRole('main').getByText(description)).toBeVisible();
  await expect(visitor).toHaveTitle(`${destination} | Hormiga Viajera`);
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute('content', description);
  // A website that is not http(s) is not offered as a link.
  await expect(visitor.getByRole('link', { name: 'Visitar sitio web' })).toHaveCount(0);
  await expect(visitor.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expectNoInjectedMarkup(visitor);

  // The header search lists both, as text.
  await hydrated(visitor);
  const box = visitor.getByRole('banner').getByRole('combobox', { name: 'Buscar experiencias y viajes' });
  await box.fill(String(stamp));
  const options = visitor.getByRole('banner').getByRole('option');
  await expect(options.filter({ hasText: name })).toHaveCount(1);
  await expect(options.filter({ hasText: destination })).toHaveCount(1);
  await expectNoInjectedMarkup(visitor);

  expect(dialogs).toEqual([]);
});

test('markup in names shows as text in the admin lists of experiences, trips and travellers', async ({ page, baseURL }) => {
  const stamp = Date.now();
  const name = `Tour ${IMG} ${stamp}`;
  const destination = `Isla ${SCRIPT} ${stamp}`;
  const fullName = `Ana ${SCRIPT} ${IMG} ${stamp}`;
  const origin = new URL(baseURL!).origin;
  await createItem(page.request, origin, 'experiences', {
    name,
    slug: `xss-admin-exp-${stamp}`,
    price: 900,
    capacity: 2,
    max_capacity: 10,
    description: 'Texto.',
  });
  await createItem(page.request, origin, 'trips', {
    destination,
    slug: `xss-admin-viaje-${stamp}`,
    price_mxn: 2500,
    departure_date: '2099-06-01',
    departure_time: '07:00',
    capacity: 2,
    max_capacity: 10,
  });
  const person = await page.request.post('/api/admin/people?group=travellers', {
    headers: { origin },
    data: { full_name: fullName, email: `xss-${stamp}@example.com`, password: 'secreto-1', role: 'Viajero' },
  });
  expect(person.status(), await person.text()).toBe(201);
  const dialogs = watchDialogs(page);

  await page.goto('/admin/experiencias');
  await findRow(page, 'Buscar por nombre o estado...', String(stamp), name);
  await expectNoInjectedMarkup(page);

  await page.goto('/admin/viajes');
  await findRow(page, 'Buscar viaje...', String(stamp), destination);
  await expectNoInjectedMarkup(page);

  await page.goto('/admin/hormigas');
  await findRow(page, 'Buscar hormiguita...', String(stamp), fullName);
  await expectNoInjectedMarkup(page);

  expect(dialogs).toEqual([]);
});
