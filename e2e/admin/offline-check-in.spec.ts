import { atEachWidth, createDeskTrip, dayInMexico, expect, sellThreeForCash, test } from './fixtures.ts';

// Issue 29 item 5 (docs/decisions/0207-offline-check-in.md): at a cenote without signal the guide
// ticks passengers on the manifest; a reload without a connection still opens it (the staff app's
// service worker) with the ticks made (IndexedDB); back online, the server has each check-in with
// the time it was made on the device, not the time it arrived.

const SHOTS = process.env.OFFLINE_SHOTS_DIR;

/** In the page: whether the desk's IndexedDB holds the manifest of `query` (never creates the database). */
const manifestKept = (query: string) =>
  new Promise<boolean>((resolve) => {
    const open = indexedDB.open('hv-desk');
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const database = open.result;
      if (!database.objectStoreNames.contains('manifests')) {
        database.close();
        return resolve(false);
      }
      const read = database.transaction('manifests').objectStore('manifests').get(query);
      read.onsuccess = () => {
        database.close();
        resolve(read.result !== undefined);
      };
      read.onerror = () => {
        database.close();
        resolve(false);
      };
    };
  });

test('check-ins made offline survive a reload offline and reach the server with their offline times', async ({
  page,
  context,
}) => {
  test.slow();
  const today = dayInMexico();
  const trip = await createDeskTrip(page, {
    destination: 'Isla Contoy sin señal',
    date: today,
    price: 1200,
    capacity: 3,
    address: 'Muelle de Isla Mujeres',
    departs: '07:00',
    returns: '15:00',
  });
  await sellThreeForCash(page, {
    tripId: trip.id,
    date: today,
    price: 1200,
    names: ['Marta Cruz', 'Iván Cruz', 'Sofía Cruz'],
    email: 'marta.cruz@example.com',
    phone: '55 4444 5555',
  });

  const query = `kind=trip&id=${trip.id}&date=${today}`;
  // The tablet's clock runs a minute behind the server's: a check-in stored with its arrival time
  // instead of the device's would land a minute after the device's ticks (no waiting in the test).
  await page.clock.install({ time: Date.now() - 60_000 });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto(`/admin/salidas/manifiesto?${query}`);
  await expect(page.getByText('0 de 3 presentes')).toBeVisible();
  // The staff app is installed by the admin shell; once it controls the page (a second visit while
  // online, as at the office before leaving), it keeps the page and who is signed in.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByText('0 de 3 presentes')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/admin-sw\.js$/);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toBeVisible();
  const deviceNow = () => page.evaluate(() => Date.now());
  const before = await deviceNow();
  await page.getByRole('switch', { name: 'Marta Cruz' }).click();
  await page.getByRole('switch', { name: 'Iván Cruz' }).click();
  const after = await deviceNow();
  await expect(page.getByText('Sin conexión · 2 registros por enviar')).toBeVisible();

  // A reload without a connection opens the manifest with the two ticks and the queue.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Manifiesto: Isla Contoy sin señal' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Marta Cruz' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Iván Cruz' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Sofía Cruz' })).not.toBeChecked();
  const banner = page.getByText('Sin conexión · 2 registros por enviar');
  await expect(banner).toBeVisible();
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/offline-banner-768.png` });
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(banner).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/offline-banner-360.png` });
  }

  // The signal returns (on the server's clock, a minute ahead): the server must keep the device's times.
  const online = Date.now();
  await context.setOffline(false);
  await expect(banner).toBeHidden({ timeout: 15_000 });

  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/admin/departures/manifest?${query}`);
      const body = (await res.json()) as { present: number };
      return body.present;
    })
    .toBe(2);
  const res = await page.request.get(`/api/admin/departures/manifest?${query}`);
  const manifest = (await res.json()) as { data: { people: { name: string; checkedInAt: string | null }[] }[] };
  const people = manifest.data[0]!.people;
  for (const name of ['Marta Cruz', 'Iván Cruz']) {
    const at = Date.parse(people.find((p) => p.name === name)!.checkedInAt!);
    // The device's clock when the switch was flipped (whole seconds may be rounded by the database),
    // well before the server's clock when they arrived.
    expect(at, name).toBeGreaterThanOrEqual(before - 1_000);
    expect(at, name).toBeLessThanOrEqual(after + 1_000);
    expect(at, name).toBeLessThan(online - 30_000);
  }
  expect(people.find((p) => p.name === 'Sofía Cruz')!.checkedInAt).toBeNull();
  await expect(page.getByText('2 de 3 presentes')).toBeVisible();
});

test('a voucher typed at the check-in screen offline is found on the kept manifest, queued, and reaches the server', async ({
  page,
  context,
}) => {
  test.slow();
  const today = dayInMexico();
  const trip = await createDeskTrip(page, {
    destination: 'Cenote Dos Ojos sin señal',
    date: today,
    price: 950,
    capacity: 3,
    address: 'Entrada del parque Dos Ojos',
    departs: '08:00',
    returns: '13:00',
  });
  const sold = await sellThreeForCash(page, {
    tripId: trip.id,
    date: today,
    price: 950,
    names: ['Lucía Chan', 'Mateo Chan', 'Elena Chan'],
    email: 'lucia.chan@example.com',
    phone: '55 6666 7777',
  });
  const query = `kind=trip&id=${trip.id}&date=${today}`;
  // Opened online before leaving: the device keeps the day's manifest (decision 0207).
  await page.goto(`/admin/salidas/manifiesto?${query}`);
  await expect(page.getByText('0 de 3 presentes')).toBeVisible();
  // The copy is written just after the manifest shows; leaving at once (as no guide does) could
  // cut that write short, so the test waits until the device has it.
  await expect.poll(() => page.evaluate(manifestKept, query)).toBe(true);
  await page.goto('/admin/check-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();

  await context.setOffline(true);
  const field = page.getByLabel(/Referencia/);
  // Read aloud with a space and an O for the 0 (item 6's normalising).
  await field.fill(`${sold.reference.slice(0, 4)} ${sold.reference.slice(4)}`.replace(/0/g, 'O'));
  await page.getByRole('button', { name: 'Registrar' }).click();
  const outcome = page.getByRole('heading', { name: 'Registrado sin conexión' });
  await atEachWidth(
    page,
    'check-in-sin-conexion',
    async () => {
      await expect(outcome).toBeVisible();
      await expect(page.getByText('Se enviarán 3 pasajeros al volver la conexión.')).toBeVisible();
      await expect(page.getByText('Sin conexión · 3 registros por enviar')).toBeVisible();
    },
    outcome,
  );

  await context.setOffline(false);
  await expect(page.getByText(/registros? por enviar/)).toBeHidden({ timeout: 15_000 });
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/admin/departures/manifest?${query}`);
      return ((await res.json()) as { present: number }).present;
    })
    .toBe(3);
});

test('the public site gets no service worker', async ({ visitor }) => {
  await visitor.goto('/');
  await visitor.waitForLoadState('networkidle');
  expect(await visitor.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(await visitor.locator('link[rel="manifest"]').count()).toBe(0);
});
