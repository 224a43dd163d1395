import { expect, test } from '@playwright/test';
import { linkIn, openAuthDialog, sessionUser, toast, uniqueEmail, waitForMail } from '../helpers.ts';

test('a visitor registers: the e-mail pattern, the captcha, then the account and its confirmation link', async ({ page }) => {
  const email = uniqueEmail('registro');
  await page.goto('/');
  const dialog = await openAuthDialog(page);
  await expect(dialog.getByRole('tab', { name: 'Entrar', selected: true })).toBeVisible();
  await dialog.getByRole('tab', { name: 'Crear Cuenta' }).click();
  // The password rule is on screen before sending (docs/product.md §3.1).
  await expect(dialog.getByLabel(/^Contraseña/)).toHaveAccessibleDescription('Mínimo 6 caracteres');

  await dialog.getByLabel(/^Nombre completo/).fill('Ana Registro');
  await dialog.getByLabel(/^Correo electrónico/).fill('ana arroba example');
  await dialog.getByLabel(/^Contraseña/).fill('secreto-1');
  await dialog.getByLabel(/^Teléfono/).fill('+52 222 123 4567');
  await dialog.getByLabel(/^País/).selectOption('México');
  await dialog.getByLabel(/^Ciudad/).fill('Puebla');
  const createAccount = dialog.getByRole('button', { name: 'Crear cuenta', exact: true });

  await createAccount.click();
  await expect(toast(page, 'Correo inválido')).toBeVisible();
  await expect(page.getByText('Por favor, introduce una dirección de correo válida.', { exact: true })).toBeVisible();

  await dialog.getByLabel(/^Correo electrónico/).fill(email);
  await createAccount.click();
  await expect(toast(page, 'Verificación requerida')).toBeVisible();
  await expect(page.getByText('Por favor, completa el captcha.', { exact: true })).toBeVisible();

  await dialog.getByRole('checkbox', { name: 'No soy un robot' }).check();
  await createAccount.click();
  await expect(toast(page, '¡Cuenta creada!')).toBeVisible();
  await expect(page.getByText('Hemos enviado un enlace de confirmación a tu correo electrónico.', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Signed in at once, greeted by name, with a seeds badge starting at 0.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Hola, Ana Registro' })).toBeVisible();
  await expect(banner.getByTitle('0 Semillas').filter({ visible: true })).toBeVisible();
  const profile = await page.request.get('/api/profile');
  expect(await profile.json()).toMatchObject({
    full_name: 'Ana Registro',
    phone: '+52 222 123 4567',
    country: 'México',
    city: 'Puebla',
    role: 'Viajero',
  });

  // The Spanish confirmation e-mail, and its link confirms the address.
  const mail = await waitForMail(email, /^Confirma tu correo/);
  expect(mail.subject).toBe('Confirma tu correo en Hormiga Viajera');
  expect(mail.text).toContain('Hola, Ana Registro:');
  expect((await sessionUser(page))?.emailVerified).toBe(false);

  await page.goto(linkIn(mail, /\/api\/auth\/verify-email\?token=/));
  await expect(page).toHaveURL(/\/$/);
  await expect(banner.getByRole('button', { name: 'Hola, Ana Registro' })).toBeVisible();
  expect((await sessionUser(page))?.emailVerified).toBe(true);
});

test('without provider keys the dialog offers no social sign-in', async ({ page }) => {
  // The e2e server has no Google or Facebook keys: /api/config lists none (the page gets it with its
  // HTML, rendered on the server), so no buttons and no divider.
  expect(await (await page.request.get('/api/config')).json()).toMatchObject({ auth_providers: [] });
  await page.goto('/');
  const dialog = await openAuthDialog(page);
  await dialog.getByRole('tab', { name: 'Crear Cuenta' }).click();
  await expect(dialog.getByRole('button', { name: 'Crear cuenta', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Continuar con/ })).toHaveCount(0);
  await expect(dialog.getByText('o continúa con')).toHaveCount(0);
});
