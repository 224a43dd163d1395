import { expect, test } from '@playwright/test';
import { openAuthDialog, openPhoneMenu, seriousViolations } from '../helpers.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('the auth dialog works on a 360 px phone without serious WCAG violations', async ({ page }) => {
  await page.goto('/');
  await openPhoneMenu(page);
  const dialog = await openAuthDialog(page);

  const fitsTheScreen = async () => {
    const scrollWidth = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(scrollWidth).toBeLessThanOrEqual(0);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  };

  await fitsTheScreen();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await dialog.getByRole('tab', { name: 'Crear Cuenta' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'No soy un robot' })).toBeVisible();
  await fitsTheScreen();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await dialog.getByRole('tab', { name: 'Entrar' }).click();
  await dialog.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(dialog.getByRole('button', { name: 'Volver a iniciar sesión' })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  // Escape closes it and gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar / Crear cuenta' })).toBeFocused();
});

test('the password reset page has no serious WCAG violations on a 360 px phone', async ({ page }) => {
  await page.goto('/password-reset#access_token=cualquiera&type=recovery');
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu nueva contraseña' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
