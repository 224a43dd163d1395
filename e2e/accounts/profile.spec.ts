import { expect, test } from '@playwright/test';
import { makePng, openAccountMenu, registerTraveller, seriousViolations, toast } from '../helpers.ts';

test('a traveller edits the profile: cancel restores, save stores, the photo uploads', async ({ page }) => {
  const traveller = await registerTraveller(page, 'perfil');
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Ver Perfil' }).click();
  await expect(page).toHaveURL(/\/perfil$/);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: traveller.fullName })).toBeVisible();
  await expect(main.getByText('Viajero', { exact: true })).toBeVisible();
  const email = main.getByLabel(/^Correo electrónico/);
  await expect(email).toHaveValue(traveller.email);
  await expect(email).not.toBeEditable();
  const avatar = main.getByRole('img', { name: /^Foto de perfil de / });
  await expect(avatar).toHaveAttribute('src', /^data:image\/svg\+xml/);

  const fullName = main.getByLabel(/^Nombre completo/);
  const phone = main.getByLabel(/^Teléfono/);
  const country = main.getByLabel(/^País/);
  const city = main.getByLabel(/^Ciudad/);
  await expect(fullName).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  // Edit, pick a photo, then cancel: everything goes back.
  await main.getByRole('button', { name: 'Editar Perfil' }).click();
  await fullName.fill('Nombre Descartado');
  await city.fill('Oaxaca');
  await country.selectOption('Perú');
  await main.getByLabel('Cambiar foto').setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: makePng() });
  await expect(avatar).toHaveAttribute('src', /^blob:/);
  await main.getByRole('button', { name: 'Cancelar' }).click();
  await expect(fullName).toHaveValue(traveller.fullName);
  await expect(city).toHaveValue('');
  await expect(country).toHaveValue('');
  await expect(avatar).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect(fullName).toBeDisabled();

  // Edit again and save, with a new photo.
  await main.getByRole('button', { name: 'Editar Perfil' }).click();
  await fullName.fill('Viajera Editada');
  await phone.fill('+57 300 123 4567');
  await country.selectOption({ label: 'Colombia (+57) · CO' });
  await city.fill('Medellín');
  await main.getByLabel('Cambiar foto').setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: makePng() });
  await main.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(toast(page, '¡Perfil actualizado!')).toBeVisible();
  await expect(fullName).toBeDisabled();
  await expect(avatar).toHaveAttribute('src', /^\/storage\/avatars\/[0-9a-f-]+-\d+\.webp$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(512);
  // The header greets by the new name at once.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Hola, Viajera Editada' })).toBeVisible();

  await page.reload();
  await expect(fullName).toHaveValue('Viajera Editada');
  await expect(phone).toHaveValue('+57 300 123 4567');
  await expect(country).toHaveValue('Colombia');
  await expect(city).toHaveValue('Medellín');

  // A file that only pretends to be a PNG is refused by the server, and nothing else is saved.
  await main.getByRole('button', { name: 'Editar Perfil' }).click();
  await city.fill('Bogotá');
  await main
    .getByLabel('Cambiar foto')
    .setInputFiles({ name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('esto no es una imagen') });
  await main.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(toast(page, 'Error al subir imagen')).toBeVisible();
  await expect(page.getByText(/PNG, JPEG o WebP|dañada/).first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'Guardar', exact: true })).toBeVisible();
  await main.getByRole('button', { name: 'Cancelar' }).click();
  await page.reload();
  await expect(city).toHaveValue('Medellín');
});
