import { expect, test } from '@playwright/test';
import { openAuthDialog, registerTraveller, sessionUser, signOut, submitLogin, toast, totpCode } from '../helpers.ts';

test('a traveller enrols in two-step verification, and the next sign-in asks for the code', async ({ page }) => {
  const traveller = await registerTraveller(page, 'totp');
  await page.goto('/perfil');

  const security = page.getByRole('region', { name: 'Seguridad' });
  await expect(security.getByText('desactivada', { exact: false })).toBeVisible();
  await security.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
  await security.getByLabel(/^Contraseña actual/).fill(traveller.password);
  await security.getByRole('button', { name: 'Continuar' }).click();

  const qr = security.getByRole('img', { name: /Código QR/ });
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const secret = (await security.getByRole('definition').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  // Not active until a code from the app is verified.
  expect((await sessionUser(page))?.twoFactorEnabled).toBeFalsy();

  await security.getByLabel(/^Código de verificación/).fill(await totpCode(secret));
  await security.getByRole('button', { name: 'Verificar y activar' }).click();
  await expect(toast(page, 'Verificación en dos pasos activada')).toBeVisible();
  await expect(security.getByRole('button', { name: 'Desactivar' })).toBeVisible();
  expect((await sessionUser(page))?.twoFactorEnabled).toBe(true);

  await signOut(page);
  const dialog = await openAuthDialog(page);
  await submitLogin(dialog, traveller.email, traveller.password);
  const code = dialog.getByLabel(/^Código de verificación/);
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  // The password alone did not start a session.
  expect(await sessionUser(page)).toBeNull();

  await code.fill('000000');
  await dialog.getByRole('button', { name: 'Verificar', exact: true }).click();
  await expect(toast(page, 'Falló el inicio de sesión')).toBeVisible();

  await code.fill(await totpCode(secret));
  await dialog.getByRole('button', { name: 'Verificar', exact: true }).click();
  await expect(toast(page, '¡Bienvenido de vuelta!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: `Hola, ${traveller.fullName}` })).toBeVisible();
});
