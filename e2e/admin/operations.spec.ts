import {
  demoBookings,
  demoCoupons,
  demoExperiences,
  demoTransportRequests,
  demoTravellers,
  demoTrips,
} from '../../apps/server/src/db/demo/content.ts';
import { seriousViolations, toast } from '../helpers.ts';
import { expect, findRow, test } from './fixtures.ts';

// Issue 7: the staff screens 'Programa de Recompensas', 'Transporte' and 'Reportes y
// Estadísticas' against the demo data. `page` is signed in as the demo Administrador.

const mxn = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const count = new Intl.NumberFormat('es-MX');
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'America/Mexico_City' }).format(new Date(`${iso}T12:00:00Z`));
const mexicoDay = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date(ms));

test('the rewards ranking lists the demo travellers with seeds, most first, with the podium badges', async ({ page }) => {
  await page.goto('/admin/promociones/recompensas');
  await expect(page.getByRole('heading', { level: 1, name: 'Programa de Recompensas' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: '¿Cómo funciona?' })).toContainText('25 semillas');

  // The demo travellers with seeds, most first (content.ts); another spec's payment may add seeds
  // to viajero@example.com, but never enough to pass the three leaders.
  const leaders = demoTravellers
    .filter((t) => t.seeds > 0)
    .sort((a, b) => b.seeds - a.seeds)
    .slice(0, 3);
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toContainText(leaders[0]!.full_name);
  for (const [i, leader] of leaders.entries()) {
    await expect(rows.nth(i).getByRole('cell')).toHaveText([
      `${i + 1}º`,
      leader.full_name,
      leader.email,
      count.format(leader.seeds),
      'N/A',
    ]);
  }

  // The whole table follows the server's ranking, and nobody without seeds is on it.
  const api = (await (await page.request.get('/api/admin/rewards?perPage=100')).json()) as {
    data: { full_name: string; seeds: number }[];
  };
  expect(api.data.length).toBeGreaterThanOrEqual(demoTravellers.filter((t) => t.seeds > 0).length);
  await expect(rows).toHaveCount(api.data.length);
  await expect(rows.locator('td:nth-child(2)')).toHaveText(api.data.map((r) => r.full_name));
  for (const traveller of demoTravellers.filter((t) => t.seeds === 0)) {
    await expect(page.getByRole('cell', { name: traveller.full_name })).toHaveCount(0);
  }
});

test('staff move a pending transport request to Confirmada with a note, and both stay after a reload', async ({ page }) => {
  const demo = demoTransportRequests.find((r) => r.status === 'pending')!;
  await page.goto('/admin/transporte');
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes de Transporte' })).toBeVisible();

  const row = await findRow(page, 'Buscar solicitud...', demo.name);
  const status = row.getByRole('combobox', { name: `Estado: ${demo.name}` });
  await expect(status).toHaveValue('pending');
  await expect(status.getByRole('option')).toHaveText(['Pendiente', 'Contactada', 'Confirmada', 'Cancelada']);

  await status.selectOption({ label: 'Confirmada' });
  await expect(toast(page, 'La solicitud ahora está Confirmada.')).toBeVisible();

  // The panel shows what the landing form stored; the note is saved with the request.
  await row.getByRole('button', { name: demo.name }).click();
  const panel = page.locator('[id^="panel-"]:not([aria-hidden="true"])');
  await expect(panel.getByText(`${demo.phone_country_code} ${demo.phone_number}`)).toBeVisible();
  await expect(panel.getByText(demo.special_requests!)).toBeVisible();
  const note = `Confirmado por teléfono ${Date.now()}`;
  await panel.getByLabel('Nota del personal').fill(note);
  await panel.getByRole('button', { name: 'Guardar nota' }).click();
  await expect(toast(page, 'Nota guardada.')).toBeVisible();

  await page.reload();
  const again = await findRow(page, 'Buscar solicitud...', demo.name);
  const stored = again.getByRole('combobox', { name: `Estado: ${demo.name}` });
  await expect(stored).toHaveValue('confirmed');
  // Forward only: from Confirmada the one move left is Cancelada.
  await expect(stored.getByRole('option')).toHaveText(['Confirmada', 'Cancelada']);
  await again.getByRole('button', { name: demo.name }).click();
  await expect(page.getByLabel('Nota del personal')).toHaveValue(note);
});

test('reports show the demo bookings’ figures for a period, and the CSV of the same period', async ({ page }) => {
  // Up to the day before yesterday in Mexico City: bookings other specs pay during the run stay
  // out even when the run crosses midnight there, every demo payment (5 to 160 days ago) stays in.
  const to = mexicoDay(Date.now() - 2 * 86_400_000);
  const from = mexicoDay(Date.now() - 200 * 86_400_000);

  // The demo figures, computed from content.ts the way the checkout prices (whole centavos).
  const paid = demoBookings.filter((b) => (b.status ?? 'Pagada') === 'Pagada');
  const priceOf = (b: (typeof paid)[number]) =>
    b.kind === 'experience'
      ? demoExperiences.find((e) => e.slug === b.slug)!.price
      : demoTrips.find((t) => t.slug === b.slug)!.price_mxn;
  const cents = paid.map((b) => {
    const subtotal = Math.round(priceOf(b) * 100) * b.passengers;
    const pct = demoCoupons.find((c) => c.code === b.coupon)?.discount_percentage ?? 0;
    return subtotal - Math.round((subtotal * pct) / 100);
  });
  const demoSales = cents.reduce((a, b) => a + b, 0) / 100;
  const demoPassengers = paid.reduce((n, b) => n + b.passengers, 0);
  const demoRedemptions = paid.filter((b) => b.coupon).length;

  await page.goto('/admin/reportes');
  await expect(page.getByRole('heading', { level: 1, name: 'Reportes y Estadísticas' })).toBeVisible();
  await page.getByLabel(/^Desde/).fill(from);
  await page.getByLabel(/^Hasta/).fill(to);
  await expect(page.getByText(`Reservas pagadas del ${longDate(from)} al ${longDate(to)}`, { exact: false })).toBeVisible();

  const api = (await (await page.request.get(`/api/admin/reports?from=${from}&to=${to}`)).json()) as {
    paid_bookings: number;
    passengers: number;
    sales: number;
    average_ticket: number;
    seeds_awarded: number;
    coupons: { redemptions: number; discount: number };
  };
  // The server counts exactly the demo bookings…
  expect(api.paid_bookings).toBe(paid.length);
  expect(api.passengers).toBe(demoPassengers);
  expect(api.sales).toBeCloseTo(demoSales, 2);
  expect(api.coupons.redemptions).toBe(demoRedemptions);

  // …and the page shows the same figures.
  const summary = page.getByRole('region', { name: 'Resumen del periodo' });
  const figure = (label: string) => summary.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await expect(figure('Reservas pagadas')).toHaveText(String(paid.length));
  await expect(figure('Pasajeros')).toHaveText(String(demoPassengers));
  await expect(figure('Ventas')).toHaveText(mxn.format(demoSales));
  await expect(figure('Ticket promedio')).toHaveText(mxn.format(api.average_ticket));
  await expect(figure('Cupones canjeados')).toHaveText(String(demoRedemptions));
  await expect(figure('Descuento otorgado')).toHaveText(mxn.format(api.coupons.discount));
  await expect(figure('Semillas otorgadas')).toHaveText(count.format(api.seeds_awarded));

  // The best-selling lists name demo items; the monthly table adds up to the sales.
  const topTrip = page.getByRole('region', { name: 'Viajes más vendidos' }).getByRole('listitem').first();
  await expect(topTrip).toContainText(demoTrips.find((t) => t.slug === 'huasteca-potosina')!.destination);
  await page.getByRole('button', { name: 'Ver cifras por mes' }).click();
  const monthly = page.getByRole('table', { name: 'Ventas y reservas pagadas por mes' });
  await expect(monthly).toBeVisible();
  const bookingsByMonth = await monthly.locator('tbody td:last-child').allTextContents();
  expect(bookingsByMonth.reduce((n, text) => n + Number(text), 0)).toBe(paid.length);

  // The CSV of the same period: a download, text/csv, with a demo booking paid without an account.
  const link = page.getByRole('link', { name: 'Descargar CSV' });
  await expect(link).toHaveAttribute('href', `/api/admin/reports/bookings.csv?from=${from}&to=${to}`);
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`reservas-${from}-a-${to}.csv`);
  const csv = await page.request.get((await link.getAttribute('href'))!);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const body = await csv.text();
  const anonymous = paid.find((b) => b.payer)!;
  expect(body).toContain(anonymous.payer!.name);
  expect(body.trim().split('\n')).toHaveLength(paid.length + 1);
});

test('the three screens have no serious accessibility problems, on a desktop and on a phone', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/promociones/recompensas');
    await expect(page.getByText('N/A').first()).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await page.goto('/admin/transporte');
    const first = demoTransportRequests[0]!.name;
    // The first request's detail panel open, with its note form.
    await page
      .getByRole('button', { name: new RegExp(first) })
      .first()
      .click();
    await expect(page.getByLabel('Nota del personal')).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await page.goto('/admin/reportes');
    await page.getByRole('button', { name: 'Ver cifras por mes' }).click();
    await expect(page.getByRole('table', { name: 'Ventas y reservas pagadas por mes' })).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
  }
});
