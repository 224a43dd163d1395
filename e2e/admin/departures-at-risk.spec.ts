import { atEachWidth, createDeskTrip, dayInMexico, expect, sellAtDesk, test } from './fixtures.ts';
import { login } from '../helpers.ts';

// Minimum to run (docs/decisions/0229-minimum-to-run.md) on a phone: a trip below its minimum
// with its decision time ahead is in `Salidas en riesgo` with people booked of the minimum;
// `Confirmar salida` keeps it and takes it off the list.

test('Salidas en riesgo at 1280, 768 and 360 px: a departure below its minimum, confirmed by hand', async ({ page }) => {
  await login(page, 'coordinador@example.com', { via: 'api' });
  const destination = `Isla Holbox ${Date.now()}`;
  const date = dayInMexico(10);
  const trip = await createDeskTrip(
    page,
    { destination, date, price: 900, capacity: 4, address: 'Muelle de Chiquilá', departs: '08:00', returns: '17:00' },
    { decision_hours: 48 },
  );
  await sellAtDesk(page, {
    kind: 'trip',
    id: trip.id,
    date,
    passengers: 1,
    contactName: 'Marisol Canul',
    contactEmail: 'marisol.canul@example.com',
    contactPhoneCountry: 'MX',
    contactPhone: '998 123 4567',
    passengerNames: ['Marisol Canul'],
    payment: { mode: 'paid', method: 'Efectivo', amount: 900 },
  });

  await page.goto('/admin/salidas/en-riesgo');
  await expect(page.getByRole('heading', { name: 'Salidas en riesgo' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: destination }) });
  // At a desktop, a tablet and a phone (the phone last, where the rest of the test goes on);
  // nothing runs off the screen's width, and DESK_SHOTS_DIR keeps a screenshot of each.
  await atEachWidth(
    page,
    'departures-at-risk',
    async () => {
      await expect(card.getByText('1 de 4 personas mínimas')).toBeVisible();
      await expect(card.getByText(/Se decide el/)).toBeVisible();
      await expect(card.getByRole('button', { name: 'Cancelar salida' })).toBeVisible();
    },
    card,
  );

  await card.getByRole('button', { name: 'Confirmar salida' }).click();
  await expect(page.getByRole('link', { name: destination })).toHaveCount(0);
});
