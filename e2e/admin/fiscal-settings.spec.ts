import { expect, test } from './fixtures.ts';
import { seriousViolations } from '../helpers.ts';

// Issue 33, decisions 0224 and 0226: at 360 px the Administrador opens `Ajustes › Datos fiscales`,
// a wrong postal code is said in Spanish under its field, then the grace days are changed, saved
// and kept after a reload (set back afterwards: other specs invoice with the defaults).

const fiscal = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Datos fiscales' });

test('at 360 px the Administrador fixes a wrong postal code, saves the grace days and finds them kept', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/admin/ajustes');
  const section = fiscal(page);
  const zip = section.getByRole('textbox', { name: /Código postal de expedición/ });
  await expect(zip).toHaveValue('42501');
  await zip.fill('4250');
  await section.getByRole('button', { name: 'Guardar datos fiscales' }).click();
  await expect(section.getByText('El código postal de expedición debe tener 5 dígitos.')).toBeVisible();
  await expect(zip).toBeFocused();

  await zip.fill('42501');
  const grace = section.getByRole('textbox', { name: /Días de gracia/ });
  await grace.fill('3');
  await section.getByRole('button', { name: 'Guardar datos fiscales' }).click();
  await expect(section.getByRole('status')).toHaveText('Cambios guardados');
  expect(await seriousViolations(page, '#datos-fiscales')).toEqual([]);

  await page.reload();
  await expect(fiscal(page).getByRole('textbox', { name: /Días de gracia/ })).toHaveValue('3');
  await fiscal(page)
    .getByRole('textbox', { name: /Días de gracia/ })
    .fill('0');
  await fiscal(page).getByRole('button', { name: 'Guardar datos fiscales' }).click();
  await expect(fiscal(page).getByRole('status')).toHaveText('Cambios guardados');
});
