import { expect, test, atEachWidth } from './fixtures.ts';
import { openPhoneMenu, seriousViolations } from '../helpers.ts';

// Issue 31, decisions 0216 and 0224: the Administrador opens `Ajustes`, changes the minimum amount
// of the 6-month plan, saves, reloads and finds it kept; on a desktop with the pointer, and on a
// 360 px phone through the menu and the keyboard alone.

const section = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Pagos a meses y en efectivo' });

/** The row of the plan whose months read `months` (the defaults are 3, 6 and 12 months). */
const minAmountOf = async (page: import('@playwright/test').Page, months: string) => {
  const rows = section(page).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  for (let i = 0; i < count; i++) {
    if (
      (await rows
        .nth(i)
        .getByRole('textbox', { name: /^Meses/ })
        .inputValue()) === months
    )
      return rows.nth(i).getByRole('textbox', { name: /^Monto mínimo/ });
  }
  throw new Error(`no plan of ${months} months`);
};

test('at 1280 px the Administrador changes the 6-month minimum, saves, reloads and sees it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/reservas');
  await page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Ajustes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  const six = await minAmountOf(page, '6');
  await six.fill('2500');
  await section(page).getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(section(page).getByRole('status')).toHaveText('Cambios guardados');
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await page.reload();
  await expect(await minAmountOf(page, '6')).toHaveValue('2500');
});

test('at 360 px, through the menu and the keyboard alone, the change is saved and kept', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/admin/reservas');
  const banner = await openPhoneMenu(page);
  const link = banner.getByRole('link', { name: 'Ajustes' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();

  // A wrong value first: its message under the field, and the focus on it.
  const six = await minAmountOf(page, '6');
  await six.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('-1');
  await page.keyboard.press('Enter');
  await expect(section(page).getByText('El monto mínimo debe ser un número de 0 en adelante.')).toBeVisible();
  await expect(six).toBeFocused();

  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2000');
  // From the field to `Quitar`, `Agregar plan`... and on to `Guardar cambios`, as a keyboard goes.
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    if (
      await section(page)
        .getByRole('button', { name: 'Guardar cambios' })
        .evaluate((b) => b === document.activeElement)
    )
      break;
  }
  await expect(section(page).getByRole('button', { name: 'Guardar cambios' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(section(page).getByRole('status')).toHaveText('Cambios guardados');

  await page.reload();
  await expect(await minAmountOf(page, '6')).toHaveValue('2000');
  await atEachWidth(page, 'ajustes', async () => {
    await expect(section(page).getByRole('button', { name: 'Guardar cambios' })).toBeVisible();
  });
});
