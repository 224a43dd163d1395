import { atEachWidth, createDeskTrip, dayInMexico, expect, test } from './fixtures.ts';
import { login, toast } from '../helpers.ts';

// A booking paid with seeds alone (decisions 0238, 0242): the desk shows its seeds and, with no
// money to give back, offers `Cancelar reserva`, which gives every seed back.

const originHeader = () => ({ origin: `http://127.0.0.1:${process.env.E2E_PORT}` });

test('the desk cancels a booking paid with seeds alone and the seeds go back', async ({ page, visitor }) => {
  const seedSettings = (enabled: boolean) =>
    page.request.put('/api/admin/settings/seeds', {
      headers: originHeader(),
      data: { enabled, valueMxn: 10, maxSharePercent: 100 },
    });
  expect((await seedSettings(true)).status()).toBe(200);
  try {
    const date = dayInMexico(12);
    const trip = await createDeskTrip(page, {
      destination: `Xochimilco con semillas ${Date.now()}`,
      date,
      price: 300,
      capacity: 1,
      address: 'Embarcadero Nuevo Nativitas',
      departs: '10:00',
      returns: '15:00',
    });
    // The traveller pays it all with 30 seeds of 10 MXN: no provider, the gift-card path.
    await login(visitor, 'viajero@example.com', { via: 'api' });
    const seedsOf = async () =>
      ((await (await visitor.request.get('/api/auth/get-session')).json()) as { user: { seeds: number } }).user.seeds;
    const before = await seedsOf();
    const paid = await visitor.request.post('/api/payments/gift-card', {
      headers: originHeader(),
      data: {
        kind: 'trip',
        id: trip.id,
        date,
        passengers: 1,
        useSeeds: true,
        contactName: 'Valeria Gómez',
        contactEmail: 'viajero@example.com',
        contactPhoneCountry: 'MX',
        contactPhone: '55 5555 0000',
        passengerNames: ['Valeria Gómez'],
      },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    const bookingId = ((await paid.json()) as { booking: { id: string } }).booking.id;
    expect(await seedsOf()).toBe(before - 30);

    await page.goto(`/admin/reservas/${bookingId}`);
    const cancel = page.getByRole('button', { name: 'Cancelar reserva' });
    await atEachWidth(page, 'seeds-only-booking', async () => {
      await expect(page.getByText('Semillas (30)', { exact: true })).toBeVisible();
      await expect(cancel).toBeVisible();
    });
    await expect(page.getByRole('button', { name: 'Reembolsar' })).toHaveCount(0);
    // Its history says how it was paid: seeds, not a coupon.
    await expect(page.getByText('Pagada con semillas (30)')).toBeVisible();

    await cancel.click();
    const dialog = page.getByRole('dialog', { name: /^Cancelar la reserva / });
    await expect(dialog).toContainText('le devuelve las 30 semillas al viajero');
    await dialog.getByLabel(/Motivo/).fill('Cambio de planes del viajero');
    await dialog.getByRole('button', { name: 'Cancelar la reserva y devolver las semillas' }).click();
    await expect(toast(page, 'Devolvimos 30 semillas al viajero. Le avisamos por correo.')).toBeVisible();
    await expect(page.getByText('Reembolsada').first()).toBeVisible();
    expect(await seedsOf()).toBe(before);
  } finally {
    await seedSettings(false);
  }
});
