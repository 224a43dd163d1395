import ical from 'node-ical';
import { expect, test } from './fixtures.ts';
import { makePng, toast, uniqueEmail, waitForMail } from '../helpers.ts';
import { wallDateTime } from '@hv/shared';

// Issue 16, the operations desk on a busy Saturday: a traveller pays for today's departure
// through the PayPal stand-in; staff find the booking in `Reservas` by its reference and by the
// name typed without accents, see it on the day's manifest with the phone, and check the
// traveller in by the typed reference, twice. The voucher shows its QR code and the e-mail
// carries the voucher link and an .ics event that a calendar parser reads back.

const todayInMexico = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());

interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: string;
}

test('a paid booking is found at the desk, on its manifest, and checked in once', async ({ page, visitor }) => {
  const today = todayInMexico();
  const slug = `salida-hoy-${Date.now()}`;
  const origin = `http://127.0.0.1:${process.env.E2E_PORT}`;
  // Staff schedule a trip leaving today at 07:30 (the admin API, as the catalogue spec's form does).
  const created = await page.request.post('/api/admin/trips', {
    headers: { origin },
    multipart: {
      data: JSON.stringify({
        destination: 'Tour al amanecer en Xochimilco',
        slug,
        price_mxn: 850,
        departure_date: today,
        departure_time: '07:30',
        return_date: today,
        return_time: '11:30',
        address: 'Embarcadero Nuevo Nativitas',
        max_capacity: 10,
        capacity: 2,
        status: 'Público',
        is_active: true,
        bullets: [],
      }),
      image: { name: 'portada.png', mimeType: 'image/png', buffer: makePng(320) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // A visitor books two places and pays.
  const email = uniqueEmail('mostrador');
  await visitor.goto(`/viaje/${slug}`);
  await visitor.getByRole('link', { name: 'Reservar Ahora' }).click();
  const section = visitor.getByRole('region', { name: 'Reserva tu Lugar' });
  await section.getByRole('button', { name: 'Agregar un pasajero' }).click();
  await section.getByRole('textbox', { name: 'Nombre completo', exact: true }).fill('Begoña Ibáñez Peña');
  await section.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await section.getByRole('textbox', { name: 'Celular' }).fill('55 4433 2211');
  await section.getByRole('textbox', { name: 'Nombre completo del pasajero 2' }).fill('Ramón Ibáñez Peña');
  await section.getByRole('button', { name: 'Reservar', exact: true }).click();
  await section
    .getByRole('region', { name: 'Paga con PayPal' })
    .getByRole('button', { name: /PayPal/ })
    .click();
  await expect(toast(visitor, '¡Reserva completada!')).toBeVisible();
  await expect(visitor).toHaveURL(/\/reserva\/[0-9A-F]{8}\?t=/);
  const reference = /\/reserva\/([0-9A-F]{8})/.exec(visitor.url())![1]!;

  // The voucher shows its QR code, and the code's image really loads.
  const qr = visitor.getByRole('img', { name: `Código QR de la reserva ${reference} para registrarte en la salida` });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // The e-mail: the voucher link, and the .ics event read back by a calendar parser.
  const mail = await waitForMail(email, new RegExp(`Reserva confirmada ${reference}`));
  expect(mail.text).toMatch(new RegExp(`/reserva/${reference}\\?t=`));
  const attachment = (mail as { attachments?: OutboxAttachment[] }).attachments?.find(
    (a) => a.filename === `reserva-${reference}.ics`,
  );
  expect(attachment, 'an .ics attachment').toBeTruthy();
  const text =
    attachment!.encoding === 'base64' ? Buffer.from(attachment!.content, 'base64').toString('utf8') : attachment!.content;
  const event = Object.values(ical.sync.parseICS(text)).find((c) => c?.type === 'VEVENT') as ical.VEvent;
  // The event starts at 07:30 on Mexico City's wall clock (the item's zone, decision 0200).
  expect(wallDateTime(event.start.toISOString(), 'America/Mexico_City')).toBe(`${today}T07:30`);
  expect(event.location).toBe('Embarcadero Nuevo Nativitas');

  // Staff find it in Reservas by its reference, then by the name typed without accents.
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Reservas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Buscar' });
  await search.fill(reference);
  const result = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Abrir la reserva ${reference}` }) });
  await expect(result).toContainText('Begoña Ibáñez Peña');
  await expect(page).toHaveURL(new RegExp(`q=${reference}`));
  await search.fill('begona ibanez');
  await expect(result).toContainText('Tour al amanecer en Xochimilco');
  await expect(result).toContainText('Pagada');
  await result.getByRole('link', { name: `Abrir la reserva ${reference}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Reserva ${reference}` })).toBeVisible();
  await expect(page.getByText('Ramón Ibáñez Peña')).toBeVisible();
  await expect(page.getByText('Orden de PayPal')).toBeVisible();

  // It is on today's manifest, with the phone.
  await page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Salidas', exact: true }).click();
  const todaySection = page.getByRole('region', { name: /^Hoy, / });
  await todaySection.getByRole('link', { name: '07:30 h · Tour al amanecer en Xochimilco' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manifiesto: Tour al amanecer en Xochimilco' })).toBeVisible();
  const line = page.getByRole('row').filter({ hasText: reference });
  await expect(line.getByRole('link', { name: '+525544332211' })).toBeVisible();
  await expect(line).toContainText('Sin registrar');
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();

  // Check-in by the typed reference, then a second try.
  await page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Check-in' }).click();
  await page.getByRole('textbox', { name: /Referencia/ }).fill(reference.toLowerCase());
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Presentado' })).toBeVisible();
  await expect(page.getByText('Begoña Ibáñez Peña, Ramón Ibáñez Peña')).toBeVisible();
  await page.getByRole('textbox', { name: /Referencia/ }).fill(reference);
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Ya registrada' })).toBeVisible();
  await expect(page.getByText(/^Se registró el .+ por /)).toBeVisible();

  // The manifest shows who came.
  await page.goBack();
  await expect(page.getByRole('row').filter({ hasText: reference })).toContainText('Presentado');
});
