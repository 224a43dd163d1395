import { expect, test, type Page } from '@playwright/test';
import { hydrated, waitForMail } from '../helpers.ts';

const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('transportBookings') ?? 'null') as Record<string, unknown>[] | null);

/** A departure date safely in the future, as the date input expects it (yyyy-MM-dd). */
const nextYear = () => `${new Date().getFullYear() + 1}-07-15`;

test('an empty request shows Spanish messages under the fields and stores nothing', async ({ page }) => {
  await page.goto('/#renta-transporte');
  const form = page.getByRole('form', { name: 'Solicita tu transporte' });

  await form.getByRole('button', { name: 'Enviar solicitud' }).click();

  for (const message of [
    'El nombre es obligatorio.',
    'El correo es obligatorio.',
    'El teléfono es obligatorio.',
    'El destino es obligatorio.',
    'La fecha de salida es obligatoria.',
    'La hora de salida es obligatoria.',
    'Elige un tipo de vehículo.',
    'Indica cuántas personas viajan (de 1 a 60).',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.getByLabel('Nombre completo')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Nombre completo')).toBeFocused();
  expect(await stored(page)).toBeNull();
});

test('a valid request is confirmed, kept in the browser and stored on the server for staff', async ({ page, baseURL }) => {
  const name = `Viajera E2E ${Date.now()}`;
  await page.goto('/');
  // As a visitor would: the hero's button takes them down to the section (its form loads on the way).
  // Before hydration the button does nothing yet, and the form would never come near the screen.
  await hydrated(page);
  await page.getByRole('button', { name: /Rentar transporte/ }).click();
  const form = page.getByRole('form', { name: 'Solicita tu transporte' });

  await form.getByLabel('Nombre completo').fill(name);
  await form.getByLabel('Correo electrónico').fill('viajera.e2e@example.com');
  await expect(form.getByLabel('Código de país')).toHaveValue('52');
  await form.getByLabel('Teléfono').fill('5512345678');
  await form.getByLabel('Destino').fill('Puebla y Cholula');
  await form.getByLabel('Fecha de salida').fill(nextYear());
  await form.getByLabel('Hora de salida').fill('08:30');
  await form.getByLabel('Número de pasajeros').fill('9');
  await form.getByLabel('Tipo de vehículo').selectOption({ label: 'Toyota Hiace (hasta 14 pasajeros)' });
  await form.getByLabel('Peticiones especiales').fill('Silla para bebé');
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();

  // exact: Radix Toast also reads the toast out through a hidden live region holding both texts.
  await expect(page.getByText('¡Solicitud Enviada!', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Hemos recibido tu solicitud de transporte. Te contactaremos pronto para confirmar los detalles.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(form.getByLabel('Nombre completo')).toHaveValue('');

  const bookings = await stored(page);
  expect(bookings).toHaveLength(1);
  expect(bookings![0]).toMatchObject({
    name,
    phoneCountryCode: '52',
    phoneNumber: '5512345678',
    phone: '52 5512345678',
    vehicleType: 'toyota',
    specialRequests: 'Silla para bebé',
    status: 'pending',
  });

  // The server copy, as staff see it.
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@example.com', password: 'demo1234' },
    headers: { origin: baseURL! },
  });
  expect(signIn.ok()).toBe(true);
  const list = await page.request.get('/api/admin/transport-requests');
  expect(list.status()).toBe(200);
  const { data } = (await list.json()) as { data: { name: string; phone: string; status: string }[] };
  expect(data.find((row) => row.name === name)).toMatchObject({ phone: '52 5512345678', status: 'pending', passengers: 9 });

  // And the requester's own copy (issue 15).
  const copy = await waitForMail('viajera.e2e@example.com', /^Tu solicitud de transporte a Puebla y Cholula/);
  expect(copy.text).toContain('Pasajeros: 9');
});
