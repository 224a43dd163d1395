import { expect, test } from '@playwright/test';
import { login, toast } from '../helpers.ts';

for (const path of ['/perfil', '/admin', '/admin/viajes']) {
  test(`an anonymous visitor is sent home from ${path} with 'Acceso denegado'`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, 'Acceso denegado')).toBeVisible();
    await expect(page.getByText('Por favor, inicia sesión para acceder a esta página.', { exact: true })).toBeVisible();
  });
}

test("a traveller opens /perfil but is sent home from /admin with 'Permiso insuficiente'", async ({ page }) => {
  await login(page, 'viajero@example.com');

  await page.goto('/perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
  await expect(toast(page, 'Acceso denegado')).toHaveCount(0);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Permiso insuficiente')).toBeVisible();
  await expect(page.getByText('No tienes los permisos necesarios para acceder a esta página.', { exact: true })).toBeVisible();
});
