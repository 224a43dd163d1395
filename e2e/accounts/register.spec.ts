import { expect, test } from '@playwright/test';
import { linkIn, openAuthDialog, sessionUser, toast, uniqueEmail, waitForMail } from '../helpers.ts';

test('a visitor registers: the e-mail pattern, the captcha, then the account and its confirmation link', async ({ page }) => {
  const email = uniqueEmail('registro');
  await page.goto('/');
  const dialog = await openAuthDialog(page);
  await expect(dialog.getByRole('tab', { name: 'Entrar', selected: true })).toBeVisible();
  await dialog.getByRole('tab', { name: 'Crear Cuenta' }).click();
  await expect(dialog.getByRole('button', { name: 'Continuar con Google' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continuar con Facebook' })).toBeVisible();

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

test('a social provider without keys explains itself instead of redirecting', async ({ page }) => {
  await page.goto('/');
  const dialog = await openAuthDialog(page);
  await dialog.getByRole('tab', { name: 'Crear Cuenta' }).click();
  await dialog.getByRole('button', { name: 'Continuar con Facebook' }).click();

  await expect(toast(page, 'Falló el inicio de sesión con Facebook')).toBeVisible();
  await expect(page.getByText(/El inicio de sesión con Facebook todavía no está configurado/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog).toBeVisible();
});
