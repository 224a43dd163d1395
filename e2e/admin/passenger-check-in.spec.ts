import { atEachWidth, createDeskTrip, dayInMexico, expect, sellThreeForCash, test } from './fixtures.ts';
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
  await sellThreeForCash(page, {
    tripId: trip.id,
    date: today,
    price: 900,
    names: ['Rosa Díaz', 'Luis Díaz', 'Ana Díaz'],
    email: 'rosa.diaz@example.com',
    phone: '55 2222 3333',
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

  // The manifest as the desk sees it on a desktop, a tablet and a phone (issue 29's screenshots).
  // A passenger's own line (on a phone it sits inside its booking's card, itself a list item with the passengers' list).
  const passenger = (name: string) =>
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('switch', { name, exact: true }) })
      .filter({ hasNot: page.getByRole('list') });
  await atEachWidth(
    page,
    'manifiesto',
    async () => {
      await expect(page.getByText('1 de 3 presentes')).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Luis Díaz' })).toBeChecked();
      await expect(passenger('Luis Díaz')).toContainText(/Presentado · \d/);
      for (const name of ['Rosa Díaz', 'Ana Díaz']) {
        await expect(page.getByRole('switch', { name })).not.toBeChecked();
        await expect(passenger(name)).toContainText('Sin registrar');
      }
      // Every switch is on the screen as it is; on a phone each booking is a card (decision 0217)
      // and nothing around a switch scrolls sideways (the table, from 640 px, may scroll in its box).
      const viewport = page.viewportSize()!;
      for (const name of ['Rosa Díaz', 'Luis Díaz', 'Ana Díaz']) {
        const control = page.getByRole('switch', { name });
        await control.scrollIntoViewIfNeeded();
        const box = (await control.boundingBox())!;
        const where = `${name}'s switch at ${viewport.width} px`;
        expect(box.x, where).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, where).toBeLessThanOrEqual(viewport.width);
        if (viewport.width >= 640) continue;
        const scroller = await control.evaluate((el) => {
          for (let up = el.parentElement; up; up = up.parentElement)
            if (up.scrollWidth > up.clientWidth && getComputedStyle(up).overflowX !== 'visible')
              return up.className || up.tagName;
          return null;
        });
        expect(scroller, `${where} sits in a box that scrolls sideways`).toBeNull();
      }
    },
    page.getByRole('switch', { name: 'Luis Díaz' }),
  );
});
