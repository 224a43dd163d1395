import { expect, test, type Page } from '@playwright/test';
import { DESK_SHOTS } from '../admin/fixtures.ts';
import { login, makePng, toast } from '../helpers.ts';
import { fillContact, mxn, pickDayNextMonth, SLUG, TRAVELLER } from './helpers.ts';

// Issue 32 on a phone: a traveller chooses traveller types and a hotel pickup, pays part with seeds,
// and finds all three on the voucher; the driver's manifest lists the booking under its pickup
// (decisions 0228, 0233, 0237, 0238).

test.use({ viewport: { width: 360, height: 800 } });

const originHeader = () => ({ origin: `http://127.0.0.1:${process.env.E2E_PORT}` });

const TYPES = [
  { id: 'adulto', name: 'Adulto', nameEn: 'Adult', price: 1000, minAge: 12, maxAge: null, takesPlace: true, sortOrder: 0 },
  {
    id: 'nino',
    name: 'Niño (3 a 11 años)',
    nameEn: 'Child (3 to 11)',
    price: 600,
    minAge: 3,
    maxAge: 11,
    takesPlace: true,
    sortOrder: 1,
  },
  {
    id: 'infante',
    name: 'Infante (0 a 2)',
    nameEn: 'Infant (0 to 2)',
    price: 0,
    minAge: 0,
    maxAge: 2,
    takesPlace: false,
    sortOrder: 2,
  },
];

/**
 * A public copy of the Tulum cenote tour (its start at 08:30 in Quintana Roo and its pickups) that
 * sells the three types above, made through the staff API so the other specs keep the demo item as it is.
 */
async function createTypedExperience(admin: Page): Promise<{ id: string; slug: string; name: string }> {
  const list = (await (await admin.request.get('/api/admin/experiences?perPage=100')).json()) as {
    data: Record<string, unknown>[];
  };
  const record = list.data.find((e) => e.slug === SLUG)!;
  const suffix = `${Date.now()}`.slice(-6);
  const name = `Cenotes en familia ${suffix}`;
  const slug = `cenotes-en-familia-${suffix}`;
  const { id: _id, image_url: _image, gallery: _gallery, ...fields } = record;
  const created = await admin.request.post('/api/admin/experiences', {
    headers: originHeader(),
    multipart: {
      data: JSON.stringify({ ...fields, name, slug, price: 1000, traveller_types: TYPES }),
      image: { name: 'portada.png', mimeType: 'image/png', buffer: makePng(320) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { ...((await created.json()) as { id: string }), slug, name };
}

test('a traveller on a phone books 2 adults, a child and an infant with a hotel pickup, pays part with seeds; the voucher and the manifest show them', async ({
  page,
  browser,
  baseURL,
}) => {
  const staff = await (await browser.newContext({ baseURL })).newPage();
  await login(staff, 'admin@example.com', { via: 'api' });
  const item = await createTypedExperience(staff);
  // Staff let seeds pay: 1 seed = 1 MXN, at most half of a booking (off again at the end).
  const seedSettings = (enabled: boolean) =>
    staff.request.put('/api/admin/settings/seeds', {
      headers: originHeader(),
      data: { enabled, valueMxn: 1, maxSharePercent: 50 },
    });
  expect((await seedSettings(true)).status()).toBe(200);
  try {
    await page.goto('/');
    await login(page, TRAVELLER, { via: 'api' });
    await page.goto(`/experiencia/${item.slug}`);
    await page.getByRole('link', { name: 'Reservar Ahora' }).click();
    const section = page.getByRole('region', { name: 'Reserva tu Lugar' });
    const travellers = section.getByRole('group', { name: 'Viajeros' });
    await expect(travellers).toBeVisible();

    // 2 adults, 1 child, 1 infant: 2 × 1 000 + 600 + 0, priced as the server will.
    const add = (name: string) => travellers.getByRole('button', { name: `Agregar un ${name}` }).click();
    await expect(travellers.getByRole('status', { name: 'Adulto: 1' })).toBeVisible();
    await add('Adulto');
    await add('Niño (3 a 11 años)');
    await add('Infante (0 a 2)');
    await expect(travellers.getByRole('status', { name: 'Infante (0 a 2): 1' })).toBeVisible();

    // The Cancún hotel zone: 135 minutes before 08:30, 250 MXN for each of the 3 who take a place.
    const pickups = section.getByRole('group', { name: '¿Dónde te recogemos?' });
    await pickups.getByRole('radio', { name: /^Zona Hotelera Cancún · 06:15/ }).check();
    const total = 2 * 1000 + 600 + 3 * 250;
    await expect(section.getByText(mxn(total), { exact: true }).first()).toBeVisible();
    await expect(section.getByText(/Recogida en Zona Hotelera Cancún: 3 × \$250\.00 MXN/)).toBeVisible();

    const { date } = await pickDayNextMonth(page, section);
    await fillContact(section);

    // Seeds pay what they can, up to half the total: a line like a gift card's, priced by the server.
    const useSeeds = section.getByRole('switch', { name: 'Usar mis semillas' });
    const balance = Number(
      (await useSeeds.getAttribute('aria-describedby').then((id) => page.locator(`#${id}`).textContent()))!.replace(/\D/g, ''),
    );
    expect(balance).toBeGreaterThan(0);
    const seeds = Math.min(balance, Math.floor(total / 2));
    await useSeeds.click();
    await expect(useSeeds).toBeChecked();
    const seedsLine = `Semillas (${seeds})`;
    await expect(section.getByText(seedsLine, { exact: true })).toBeVisible();
    await expect(section.getByText(`−${mxn(seeds)}`, { exact: true })).toBeVisible();
    // DESK_SHOTS_DIR keeps the form with types, pickup and seeds as a phone and a desktop show it.
    if (DESK_SHOTS) {
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await section.screenshot({ path: `${DESK_SHOTS}/booking-form-types-pickup-seeds-${width}.png` });
        await useSeeds.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${DESK_SHOTS}/booking-form-seeds-${width}.png` });
      }
      await page.setViewportSize({ width: 360, height: 800 });
    }

    await section.getByRole('button', { name: 'Reservar', exact: true }).click();
    const checkout = section.getByRole('region', { name: 'Paga con PayPal' });
    await checkout.getByRole('button', { name: /PayPal/ }).click();
    await expect(toast(page, '¡Reserva completada!')).toBeVisible();

    // The voucher says who travels, where and when they are picked up.
    await expect(page.getByRole('heading', { level: 1, name: '¡Reserva confirmada!' })).toBeVisible();
    await expect(page.getByText('2 Adulto · 1 Niño (3 a 11 años) · 1 Infante (0 a 2)')).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: /^Recogida$/ })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^Zona Hotelera Cancún · 06:15$/ })).toBeVisible();
    // The seeds it spent, and PayPal the rest; seeds are earned on the money part only.
    await expect(page.getByRole('term').filter({ hasText: seedsLine })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: `−${mxn(seeds)}` })).toBeVisible();
    await expect(page.getByText(`Semillas ganadas: ${25 * Math.floor((total - seeds) / 500)}`)).toBeVisible();
    const reference = (await page
      .getByText(/^[0-9A-F]{8}$/)
      .first()
      .textContent())!;

    // The driver's list: the booking under its pickup, at 360 px too.
    await staff.setViewportSize({ width: 360, height: 800 });
    await staff.goto(`/admin/salidas/manifiesto?kind=experience&id=${item.id}&date=${date}&startTime=08:30`);
    const route = staff.getByRole('region', { name: `Recogidas: ${item.name}` });
    await expect(route).toBeVisible();
    const cancun = route.getByRole('heading', { level: 3, name: /^Zona Hotelera Cancún · 06:15/ });
    await expect(cancun).toContainText('4 pasajero(s)');
    await expect(route.getByRole('listitem').filter({ hasText: reference })).toBeVisible();
    await expect(route.getByRole('button', { name: 'Imprimir recogidas' })).toBeVisible();
  } finally {
    await seedSettings(false);
  }
});
