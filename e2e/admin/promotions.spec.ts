import type { APIRequestContext, Page } from '@playwright/test';
import { login, seriousViolations, toast } from '../helpers.ts';
import { expect, findRow, test } from './fixtures.ts';

// docs/product.md §8 (coupons), §9 (gift cards), §11.5–§11.6 (their screens and toasts), §4 (roles).
// `page` is signed in as the demo Administrador; `visitor` becomes the demo Coordinador when asked.

const COORDINADOR = { email: 'coordinador@example.com', password: 'demo1234' };
const COUPON_SEARCH = 'Buscar por código o estado...';
const GIFT_CARD_SEARCH = 'Buscar por serie...';

/** A date `days` from today in Mexico City (the business time zone), as yyyy-MM-dd. */
function dateFromToday(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date(Date.now() + days * 86_400_000));
}

/** State-changing API calls need the site's Origin (the server refuses cross-site writes). */
function api(page: Page, baseURL: string | undefined) {
  const headers = { origin: new URL(baseURL!).origin };
  const request: APIRequestContext = page.request;
  return {
    get: (path: string) => request.get(path),
    post: (path: string, data?: unknown) => request.post(path, { data, headers }),
    patch: (path: string, data: unknown) => request.patch(path, { data, headers }),
    put: (path: string, data: unknown) => request.put(path, { data, headers }),
    delete: (path: string) => request.delete(path, { headers }),
  };
}

test('an Administrador creates a coupon, activates it, pauses it, edits its quantity and deletes it', async ({ page }) => {
  const code = `E2E${Date.now()}`;
  await page.goto('/admin/promociones/cupones');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Cupones' })).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo Cupón' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Cupón' });
  // docs/product.md §8.1: the validity defaults to today; every field is checked with the product's words.
  await expect(dialog.getByLabel(/^Vigencia/)).toHaveValue(dateFromToday(0));
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('El código es obligatorio.')).toBeVisible();
  await expect(dialog.getByText('El descuento es obligatorio.')).toBeVisible();
  await expect(dialog.getByText('La cantidad es obligatoria.')).toBeVisible();

  // The code is uppercased as it is typed; a code that exists is refused on its field.
  await dialog.getByLabel(/^Código/).pressSequentially('verano2027');
  await expect(dialog.getByLabel(/^Código/)).toHaveValue('VERANO2027');
  await dialog.getByLabel(/^Descuento/).fill('15');
  await dialog.getByLabel(/^Cantidad/).fill('20');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Este código ya existe.')).toBeVisible();

  await dialog.getByLabel(/^Código/).fill(code.toLowerCase());
  await expect(dialog.getByLabel(/^Código/)).toHaveValue(code);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Cupón creado correctamente.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = await findRow(page, COUPON_SEARCH, code);
  await expect(row.getByText('En espera', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '0 / 20' })).toBeVisible();

  await row.getByRole('button', { name: `Activar: ${code}` }).click();
  await expect(toast(page, 'El cupón ahora está Activo.')).toBeVisible();
  await expect(row.getByText('Activo', { exact: true })).toBeVisible();
  // An active coupon cannot be edited or deleted: no menu at all.
  await expect(row.getByRole('button', { name: `Acciones: ${code}` })).toHaveCount(0);

  await row.getByRole('button', { name: `Pausar: ${code}` }).click();
  await expect(toast(page, 'El cupón ahora está Pausado.')).toBeVisible();
  await expect(row.getByText('Pausado', { exact: true })).toBeVisible();

  // Inline edit of a Pausado coupon: only the quantity is an input.
  await row.getByRole('button', { name: `Acciones: ${code}` }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const quantity = row.getByRole('textbox', { name: 'Cantidad' });
  await expect(quantity).toBeFocused();
  await expect(row.getByRole('textbox')).toHaveCount(1);
  await quantity.fill('35');
  await row.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Cupón actualizado correctamente.')).toBeVisible();
  await expect(row.getByRole('cell', { name: '0 / 35' })).toBeVisible();

  await row.getByRole('button', { name: `Acciones: ${code}` }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Esta acción no se puede deshacer. Esto eliminará permanentemente el cupón.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(toast(page, 'El cupón ha sido eliminado.')).toBeVisible();
  await expect(page.getByText('No se encontraron cupones con ese criterio.')).toBeVisible();
});

test("a Coordinador can neither edit nor delete a 'Pausado' coupon nor delete a gift card, on screen or through the API", async ({
  page,
  visitor,
  baseURL,
}) => {
  // The Administrador prepares a Pausado coupon and a gift card of this test's own.
  const admin = api(page, baseURL);
  const code = `PAUSA${Date.now()}`;
  const created = await admin.post('/api/admin/coupons', {
    code,
    discount_percentage: 10,
    quantity: 50,
    valid_until: dateFromToday(90),
  });
  expect(created.status()).toBe(201);
  const coupon = (await created.json()) as { id: string };
  expect((await admin.patch(`/api/admin/coupons/${coupon.id}/status`, { action: 'activate' })).ok()).toBe(true);
  expect((await admin.patch(`/api/admin/coupons/${coupon.id}/status`, { action: 'pause' })).ok()).toBe(true);
  const { series } = (await (await admin.post('/api/admin/gift-cards/series')).json()) as { series: string };
  const card = (await (
    await admin.post('/api/admin/gift-cards', { series, credit: 300, currency: 'MXN', expiry_date: dateFromToday(60) })
  ).json()) as { id: string };

  await login(visitor, COORDINADOR.email, { password: COORDINADOR.password, via: 'api' });
  const coordinador = api(visitor, baseURL);

  await visitor.goto('/admin/promociones/cupones');
  const row = await findRow(visitor, COUPON_SEARCH, code);
  await expect(row.getByText('Pausado', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Reactivar: ${code}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Resultados: ${code}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Acciones: ${code}` })).toHaveCount(0);
  // The server refuses as well: the hidden buttons are not the protection.
  expect((await coordinador.patch(`/api/admin/coupons/${coupon.id}`, { quantity: 99 })).status()).toBe(403);
  expect((await coordinador.delete(`/api/admin/coupons/${coupon.id}`)).status()).toBe(403);
  await visitor.reload();
  await expect((await findRow(visitor, COUPON_SEARCH, code)).getByRole('cell', { name: '0 / 50' })).toBeVisible();

  await visitor.goto('/admin/promociones/gift-cards');
  const cardRow = await findRow(visitor, GIFT_CARD_SEARCH, series);
  await cardRow.getByRole('button', { name: `Acciones: ${series}` }).click();
  await expect(visitor.getByRole('menuitem', { name: 'Editar' })).toBeVisible();
  await expect(visitor.getByRole('menuitem', { name: 'Eliminar' })).toHaveCount(0);
  // Every staff role edits gift cards inline.
  await visitor.getByRole('menuitem', { name: 'Editar' }).click();
  await cardRow.getByRole('textbox', { name: 'Crédito' }).fill('450');
  await cardRow.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(visitor, 'Gift Card actualizada correctamente.')).toBeVisible();
  await expect(cardRow.getByText('$450.00', { exact: true })).toBeVisible();
  expect((await coordinador.delete(`/api/admin/gift-cards/${card.id}`)).status()).toBe(403);
  expect((await coordinador.get(`/api/admin/gift-cards?q=${series}`)).ok()).toBe(true);
  expect(((await (await coordinador.get(`/api/admin/gift-cards?q=${series}`)).json()) as { count: number }).count).toBe(1);
});

test('an Administrador creates a gift card with Generar, edits it inline and deletes it', async ({ page }) => {
  const expiry = dateFromToday(45);
  await page.goto('/admin/promociones/gift-cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Gift Cards' })).toBeVisible();
  await page.getByRole('button', { name: 'Nueva Gift Card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva Gift Card' });
  const seriesInput = dialog.getByLabel(/^Serie/);
  await expect(seriesInput).toHaveAttribute('readonly', '');
  await expect(seriesInput).toHaveValue('');

  await dialog.getByRole('button', { name: 'Generar' }).click();
  await expect(seriesInput).toHaveValue(/^[A-Z0-9]{12}$/);
  const series = await seriesInput.inputValue();
  await dialog.getByLabel(/^Crédito/).fill('-10');
  await dialog.getByRole('radio', { name: 'USD' }).click();
  await dialog.getByLabel(/^Vencimiento/).fill(expiry);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('El crédito debe ser un número positivo.')).toBeVisible();
  await dialog.getByLabel(/^Crédito/).fill('750');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Gift Card creada correctamente.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = await findRow(page, GIFT_CARD_SEARCH, series);
  await expect(row.getByText(/^USD\s750\.00$/)).toBeVisible();

  // Inline edit: a credit that is not positive is refused with the product's message (docs/product.md §9), also as a toast.
  await row.getByRole('button', { name: `Acciones: ${series}` }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const credit = row.getByRole('textbox', { name: 'Crédito' });
  await credit.fill('0');
  await credit.press('Enter');
  await expect(
    page.getByRole('region', { name: /^Notificaciones/ }).getByText('El crédito debe ser un número positivo.'),
  ).toBeVisible();
  await credit.fill('800');
  await row.getByRole('radio', { name: 'MXN' }).click();
  await row.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Gift Card actualizada correctamente.')).toBeVisible();
  await expect(row.getByText('$800.00', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Acciones: ${series}` }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(toast(page, 'La Gift Card ha sido eliminada.')).toBeVisible();
  await expect(page.getByText('No se encontraron gift cards con esa serie.')).toBeVisible();
});

test("a coupon's results list its real redemptions; a finished, unused one says so", async ({ page }) => {
  await page.goto('/admin/promociones/cupones');
  // Demo data: the demo traveller paid the balloon flight with HORMIGA5.
  const row = await findRow(page, COUPON_SEARCH, 'HORMIGA5');
  await row.getByRole('button', { name: 'Resultados: HORMIGA5' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resultados: HORMIGA5' });
  const item = dialog.getByRole('listitem').filter({ hasText: 'Vuelo en globo sobre Teotihuacán' });
  await expect(item).toHaveCount(1);
  await expect(item.getByText('viajero@example.com')).toBeVisible();
  await expect(item.getByText(/^[0-9A-F]{8}$/)).toBeVisible();
  await expect(item.getByText(/^\$\d[\d,]*\.\d{2}$/).first()).toBeVisible();
  await page.keyboard.press('Escape');

  const finished = await findRow(page, COUPON_SEARCH, 'BUENFIN2026');
  await expect(finished.getByText('Terminado', { exact: true })).toBeVisible();
  await finished.getByRole('button', { name: 'Ver Detalles: BUENFIN2026' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Ver Detalles: BUENFIN2026' })
      .getByText('Este cupón aún no se ha usado en ninguna reserva.'),
  ).toBeVisible();
});

test('both screens have no serious accessibility problems, on a desktop and on a phone, editing or in a dialog', async ({
  page,
}) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 850 });
    await page.goto('/admin/promociones/cupones');
    await page.getByRole('button', { name: 'Acciones: BIENVENIDA10' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await expect(page.getByRole('textbox', { name: 'Código' })).toBeFocused();
    expect(await seriousViolations(page), `coupons editing at ${width}px`).toEqual([]);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Resultados: VERANO2027' }).click();
    await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
    expect(await seriousViolations(page), `coupon results at ${width}px`).toEqual([]);

    await page.goto('/admin/promociones/gift-cards');
    await page.getByRole('button', { name: 'Nueva Gift Card' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('dialog').getByText('La serie es obligatoria.')).toBeVisible();
    expect(await seriousViolations(page), `new gift card at ${width}px`).toEqual([]);
  }
});
