import { createDeskTrip, dayInMexico, DESK_SHOTS, expect, sellAtDesk, test } from '../admin/fixtures.ts';
import { linkIn, uniqueEmail, waitForMail } from '../helpers.ts';

// Issue 32's waitlist on a phone (decisions 0235, 0239): a full departure offers `Avísame si se libera
// un lugar`; staff refund the one booking, the job runner's scheduler invites the first in line and
// e-mails the link; the link's page shows the held place and opens the booking with it.

test.use({ viewport: { width: 360, height: 800 } });

test('a full departure: join the waitlist, a place frees, the invitation e-mail opens the held place', async ({
  page,
  visitor,
}) => {
  // The scheduler that notices freed places runs every 30 job polls (30 s in the e2e server).
  test.setTimeout(120_000);
  const origin = `http://127.0.0.1:${process.env.E2E_PORT}`;
  const date = dayInMexico(21);
  const slug = `lista-de-espera-${Date.now()}`;
  const trip = await createDeskTrip(
    page,
    {
      destination: 'Tepoztlán en lista de espera',
      date,
      price: 700,
      capacity: 1,
      address: 'Metro Taxqueña',
      departs: '07:00',
      returns: '19:00',
    },
    { slug, max_capacity: 1 },
  );
  // Its one place sold and paid at the desk: the departure is full.
  const { id: bookingId } = await sellAtDesk(page, {
    kind: 'trip',
    id: trip.id,
    date,
    passengers: 1,
    contactName: 'Rita Primera',
    contactEmail: uniqueEmail('lleno'),
    contactPhoneCountry: 'MX',
    contactPhone: '55 3333 4444',
    passengerNames: ['Rita Primera'],
    payment: { mode: 'paid', method: 'Efectivo', amount: 700 },
  });

  // The visitor finds no place left and asks to be told, with the keyboard.
  const email = uniqueEmail('espera');
  await visitor.goto(`/viaje/${slug}`);
  await visitor.getByRole('link', { name: 'Reservar Ahora' }).click();
  const section = visitor.getByRole('region', { name: 'Reserva tu Lugar' });
  await expect(section.getByText('Ya no quedan lugares para esa fecha.')).toBeVisible();
  const offer = section.getByRole('group', { name: 'Avísame si se libera un lugar' });
  await offer.getByRole('textbox', { name: /Correo electrónico/ }).fill(email);
  await expect(offer.getByRole('textbox', { name: /Lugares que quieres/ })).toHaveValue('1');
  await offer.getByRole('textbox', { name: /Correo electrónico/ }).press('Enter');
  await expect(offer.getByRole('status')).toHaveText(/Listo: te escribiremos si se libera un lugar/);
  // Nothing sticks out sideways at 360 px.
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // DESK_SHOTS_DIR keeps what the phone shows, to be looked at.
  if (DESK_SHOTS) {
    await offer.scrollIntoViewIfNeeded();
    await visitor.screenshot({ path: `${DESK_SHOTS}/waitlist-offer-360.png` });
  }

  // Staff give the money back: the place is free, and the desk's manifest shows the visitor waiting.
  const refund = await page.request.post(`/api/admin/bookings/${bookingId}/refund`, {
    headers: { origin },
    data: { amount: 700, reason: 'Cambio de planes' },
  });
  expect(refund.status(), await refund.text()).toBe(200);
  await page.goto(`/admin/salidas/manifiesto?kind=trip&id=${trip.id}&date=${date}`);
  const line = page.getByRole('region', { name: 'Lista de espera' });
  await expect(line.getByRole('listitem').first()).toContainText(email);

  // The scheduler invites the first in line and e-mails the link.
  const mail = await waitForMail(email, /Se liberó un lugar/, { timeout: 75_000 });
  const link = linkIn(mail, /\/lista-de-espera\//);
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Lista de espera' })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'Tepoztlán en lista de espera' })).toBeVisible();
  await expect(visitor.getByRole('status')).toHaveText(/Te apartamos 1 lugar hasta el/);
  if (DESK_SHOTS) await visitor.screenshot({ path: `${DESK_SHOTS}/waitlist-invitation-360.png`, fullPage: true });

  // `Reservar mis lugares` opens the trip's booking form, which counts the held place as this visitor's.
  await visitor.getByRole('link', { name: 'Reservar mis lugares' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/viaje/${slug}\\?waitlist=.+#reservar$`));
  const booking = visitor.getByRole('region', { name: 'Reserva tu Lugar' });
  await expect(booking.getByText('Lugares disponibles para esa fecha: 1')).toBeVisible();
  await expect(booking.getByRole('group', { name: 'Avísame si se libera un lugar' })).toHaveCount(0);

  // The desk sees the invitation and its hold.
  await page.reload();
  await expect(line.getByRole('listitem').first()).toContainText('Invitado');
  await expect(line.getByRole('listitem').first()).toContainText('Apartado hasta');
  if (DESK_SHOTS) {
    await line.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${DESK_SHOTS}/waitlist-manifest-360.png` });
  }
});
