import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, login, openAccountMenu, openAuthDialog, openPhoneMenu, signOut, submitLogin, toast } from '../helpers.ts';

test('a traveller signs in, sees the account menu and signs out', async ({ page }) => {
  await page.goto('/');
  const dialog = await openAuthDialog(page);
  await submitLogin(dialog, 'viajero@example.com', DEMO_PASSWORD);
  await expect(toast(page, '¡Bienvenido de vuelta!')).toBeVisible();
  await expect(page.getByText('Has iniciado sesión correctamente.', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const banner = page.getByRole('banner');
  await expect(banner.getByTitle('175 Semillas').filter({ visible: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Hola, Valeria Gómez' })).toBeVisible();
  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Ver Perfil' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/experiencias');
  await signOut(page);
  await expect(banner.getByTitle(/Semillas/)).toHaveCount(0);
});

test('a wrong password is refused and the dialog stays open', async ({ page }) => {
  await page.goto('/');
  const dialog = await openAuthDialog(page);

  await dialog.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(dialog.getByText('El correo es obligatorio.')).toBeVisible();
  await expect(dialog.getByText('La contraseña es obligatoria.')).toBeVisible();

  await submitLogin(dialog, 'viajero@example.com', 'no-es-la-clave');
  await expect(toast(page, 'Falló el inicio de sesión')).toBeVisible();
  await expect(page.getByText('Correo o contraseña incorrectos.', { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Hola, / })).toHaveCount(0);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu signs in and shows the seeds as "{n} Semillas"', async ({ page }) => {
    await page.goto('/');
    const banner = await openPhoneMenu(page);
    await banner.getByRole('button', { name: 'Entrar / Crear cuenta' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The dialog fits the screen: nothing sticks out sideways.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);

    await submitLogin(dialog, 'viajero@example.com', DEMO_PASSWORD);
    await expect(toast(page, '¡Bienvenido de vuelta!')).toBeVisible();
    await expect(banner.getByText('175 Semillas', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Hola, Valeria Gómez' })).toBeVisible();
  });
});

test('staff see the Admin link and it opens the admin area', async ({ page }) => {
  await login(page, 'admin@example.com');
  const banner = page.getByRole('banner');
  // Staff have no seeds badge.
  await expect(banner.getByTitle(/Semillas/)).toHaveCount(0);
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Admin' }).click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Listado de Hormiguitas' })).toBeVisible();
  await expect(toast(page, 'Permiso insuficiente')).toHaveCount(0);
});
