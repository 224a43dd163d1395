import { createDeskTrip, dayInMexico, expect, sellAtDesk, test } from './fixtures.ts';
import { login } from '../helpers.ts';

// Issue 29 items 3 and 4: each passenger is checked in from the manifest, and a check-in on one
// tablet shows on another tablet's manifest within 3 s (server-sent events), no reload.

test('a passenger checked in on one tablet appears on the other tablet’s manifest within 3 s', async ({
  page,
  browser,
  baseURL,
}) => {
  const today = dayInMexico();
  const trip = await createDeskTrip(page, {
    destination: 'Cenote Suytun al amanecer',
    date: today,
    price: 900,
    capacity: 2,
    address: 'Parque central de Valladolid',
    departs: '07:00',
    returns: '12:00',
  });
  // A cash sale at the desk for three people.
  await sellAtDesk(page, {
    kind: 'trip',
    id: trip.id,
    date: today,
    passengers: 3,
    contactName: 'Rosa Díaz',
    contactEmail: 'rosa.diaz@example.com',
    contactPhoneCountry: 'MX',
    contactPhone: '55 2222 3333',
    passengerNames: ['Rosa Díaz', 'Luis Díaz', 'Ana Díaz'],
    payment: { mode: 'paid', method: 'Efectivo', amount: 2700 },
  });

  const manifestUrl = `/admin/salidas/manifiesto?kind=trip&id=${trip.id}&date=${today}`;
  const other = await browser.newContext({ baseURL, viewport: { width: 768, height: 1024 } });
  const tablet = await other.newPage();
  await login(tablet, 'organizador@example.com', { via: 'api' });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto(manifestUrl);
  await tablet.goto(manifestUrl);
  await expect(tablet.getByText('0 de 3 presentes')).toBeVisible();

  await page.getByRole('switch', { name: 'Luis Díaz' }).click();
  await expect(page.getByRole('switch', { name: 'Luis Díaz' })).toBeChecked();
  await expect(tablet.getByRole('switch', { name: 'Luis Díaz' })).toBeChecked({ timeout: 3_000 });
  await expect(tablet.getByText('1 de 3 presentes')).toBeVisible({ timeout: 3_000 });
  await expect(tablet.getByRole('switch', { name: 'Ana Díaz' })).not.toBeChecked();
  await tablet.screenshot({ path: 'test-results/manifest-768.png', fullPage: true });
  await other.close();
});
