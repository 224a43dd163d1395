import { expect, test } from '@playwright/test';
import { linkIn, openAuthDialog, registerTraveller, signOut, submitLogin, toast, uniqueEmail, waitForMail } from '../helpers.ts';

test('forgot password: the e-mail, its link, the rules, and the new password replaces the old one', async ({ page }) => {
  const traveller = await registerTraveller(page, 'reset');
  await signOut(page);

  const dialog = await openAuthDialog(page);
  await dialog.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(dialog.getByRole('heading', { name: 'Restablecer contraseña' })).toBeVisible();
  await dialog.getByLabel(/^Correo electrónico/).fill(traveller.email);
  await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(toast(page, 'Correo enviado')).toBeVisible();
  await expect(
    page.getByText('Si la cuenta existe, recibirás un enlace para restablecer tu contraseña.', { exact: true }),
  ).toBeVisible();
  // docs/product.md §3.3: a successful request returns to the login view.
  await expect(dialog.getByRole('tab', { name: 'Entrar', selected: true })).toBeVisible();
  await page.keyboard.press('Escape');

  const mail = await waitForMail(traveller.email, /^Restablece tu contraseña/);
  const link = linkIn(mail, /\/password-reset#access_token=/);
  expect(link).toMatch(/\/password-reset#access_token=[^&\s]+&type=recovery$/);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu nueva contraseña' })).toBeVisible();
  // The one-time token leaves the address bar.
  await expect(page).toHaveURL(/\/password-reset$/);
  const newPassword = page.getByLabel(/^Nueva contraseña/);
  const confirmation = page.getByLabel(/^Confirmar contraseña/);
  const save = page.getByRole('button', { name: 'Guardar nueva contraseña' });

  await newPassword.fill('abc');
  await confirmation.fill('abd');
  await save.click();
  await expect(toast(page, 'Las contraseñas no coinciden')).toBeVisible();
  await expect(page.getByText('Por favor, asegúrate de que ambas contraseñas sean iguales.', { exact: true })).toBeVisible();

  await confirmation.fill('abc');
  await save.click();
  await expect(toast(page, 'Contraseña muy corta')).toBeVisible();
  await expect(page.getByText('La contraseña debe tener al menos 6 caracteres.', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Mostrar contraseña' }).first().click();
  await expect(newPassword).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Ocultar contraseña' })).toBeVisible();

  await newPassword.fill('nueva-clave-7');
  await confirmation.fill('nueva-clave-7');
  await save.click();
  await expect(toast(page, '¡Contraseña actualizada!')).toBeVisible();
  await expect(
    page.getByText('Tu contraseña ha sido cambiada con éxito. Ya puedes iniciar sesión.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const login = await openAuthDialog(page);
  await submitLogin(login, traveller.email, traveller.password);
  await expect(toast(page, 'Falló el inicio de sesión')).toBeVisible();
  await expect(page.getByText('Correo o contraseña incorrectos.', { exact: true })).toBeVisible();

  await login.getByLabel(/^Contraseña/).fill('nueva-clave-7');
  await login.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(toast(page, '¡Bienvenido de vuelta!')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: `Hola, ${traveller.fullName}` })).toBeVisible();
});

test('a fourth reset request within 5 minutes is refused, by the browser and by the server', async ({ page }) => {
  // No account needed: the answer, and the count, are the same whether the account exists or not.
  const email = uniqueEmail('limite');
  await page.goto('/');
  const dialog = await openAuthDialog(page);

  const requestReset = async () => {
    await dialog.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await dialog.getByLabel(/^Correo electrónico/).fill(email);
    await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
  };

  for (let attempt = 1; attempt <= 3; attempt++) {
    await requestReset();
    await expect(toast(page, 'Correo enviado')).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Entrar', selected: true })).toBeVisible();
  }

  const limitMessage = /^Has intentado demasiadas veces\. Por favor, espera [1-5] minuto\(s\)\.$/;
  await requestReset();
  await expect(toast(page, 'Límite de intentos excedido')).toBeVisible();
  await expect(page.getByText(limitMessage)).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Restablecer contraseña' })).toBeVisible();

  // Forgetting the browser's count gains nothing: the server keeps its own.
  await page.evaluate(() => localStorage.clear());
  const serverRefusal = page.waitForResponse((r) => r.url().endsWith('/api/auth/request-password-reset'));
  await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
  expect((await serverRefusal).status()).toBe(429);
  await expect(toast(page, 'Límite de intentos excedido')).toBeVisible();
  await expect(page.getByText(limitMessage)).toBeVisible();
});

test('a reset link without a token sends the visitor home', async ({ page }) => {
  await page.goto('/password-reset#type=recovery');
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Enlace inválido')).toBeVisible();
  await expect(
    page.getByText('El enlace de recuperación de contraseña es inválido o ha expirado.', { exact: true }),
  ).toBeVisible();
});

test('a forged token is refused by the server', async ({ page }) => {
  await page.goto('/password-reset#access_token=inventado&type=recovery');
  await page.getByLabel(/^Nueva contraseña/).fill('nueva-clave-7');
  await page.getByLabel(/^Confirmar contraseña/).fill('nueva-clave-7');
  await page.getByRole('button', { name: 'Guardar nueva contraseña' }).click();
  await expect(toast(page, 'Error al actualizar')).toBeVisible();
  await expect(
    page.getByText('El enlace de recuperación de contraseña es inválido o ha expirado.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/password-reset$/);
});
