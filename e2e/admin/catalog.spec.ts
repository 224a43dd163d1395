import { expect, test } from '@playwright/test';
import { login, TINY_PNG } from './fixtures.ts';

test.beforeEach(async ({ page, baseURL }) => {
  await login(page, baseURL);
});

test('staff create a trip with an image, publish it, and delete it', async ({ page }) => {
  const slug = `viaje-e2e-${Date.now()}`;
  const destination = `Bacalar E2E ${Date.now()}`;
  await page.goto('/admin/viajes');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Viajes' })).toBeVisible();

  await page.getByRole('button', { name: 'Añadir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir Nuevo Viaje' });
  await expect(dialog.getByText('Completa los detalles para registrar un nuevo viaje.')).toBeVisible();

  // An empty submit shows the spec's messages.
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  for (const message of [
    'El destino es obligatorio.',
    'El slug es obligatorio.',
    'Precio MXN inválido.',
    'Fecha de salida obligatoria.',
    'Hora de salida obligatoria.',
    'Capacidad inválida.',
    'Capacidad máxima inválida.',
    'La imagen es obligatoria.',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }

  await dialog.getByLabel(/^Destino/).fill(destination);
  await dialog.getByLabel(/^Slug/).fill('barrancas-del-cobre');
  await dialog.getByLabel(/^Precio MXN/).fill('7500');
  await dialog.getByLabel(/^Fecha de salida/).fill('2026-11-20');
  await dialog.getByLabel(/^Hora de salida/).fill('07:30');
  await dialog.getByLabel(/^Capacidad mínima/).fill('2');
  await dialog.getByLabel(/^Capacidad máxima/).fill('12');
  await dialog.getByLabel(/^Descripción/).fill('Laguna de los siete colores.');
  await dialog.getByLabel(/^Qué incluye/).fill('Kayak\n\nHospedaje');
  await dialog.getByLabel(/^Imagen de portada/).setInputFiles({ name: 'bacalar.png', mimeType: 'image/png', buffer: TINY_PNG });

  // A taken slug is refused by the server and shown under the field.
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Este slug ya existe.')).toBeVisible();

  await dialog.getByLabel(/^Slug/).fill(slug);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Viaje creado correctamente.', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByPlaceholder('Buscar viaje...').fill(destination);
  const row = page.getByRole('row').filter({ hasText: destination });
  await expect(row).toHaveCount(1);
  await row.getByRole('combobox', { name: `Estado: ${destination}` }).selectOption('Público');
  await expect(page.getByText('Estado del viaje actualizado.', { exact: true })).toBeVisible();

  await page.goto(`/viaje/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: destination })).toBeVisible();
  await expect(page.getByText('Kayak', { exact: true })).toBeVisible();

  await page.goto('/admin/viajes');
  await page.getByPlaceholder('Buscar viaje...').fill(destination);
  await page.getByRole('button', { name: `Acciones: ${destination}` }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Esta acción no se puede deshacer. Esto eliminará permanentemente el viaje.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(page.getByText('El viaje ha sido eliminado.', { exact: true })).toBeVisible();
  await expect(page.getByText('No se encontraron viajes.', { exact: true })).toBeVisible();

  await page.goto(`/viaje/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Viaje no encontrado' })).toBeVisible();
});

test('a text file renamed .png is refused with the upload error', async ({ page }) => {
  await page.goto('/admin/viajes');
  await page.getByRole('button', { name: 'Añadir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir Nuevo Viaje' });
  await dialog.getByLabel(/^Destino/).fill('Falso PNG');
  await dialog.getByLabel(/^Slug/).fill(`falso-png-${Date.now()}`);
  await dialog.getByLabel(/^Precio MXN/).fill('100');
  await dialog.getByLabel(/^Fecha de salida/).fill('2026-11-20');
  await dialog.getByLabel(/^Hora de salida/).fill('07:30');
  await dialog.getByLabel(/^Capacidad mínima/).fill('1');
  await dialog.getByLabel(/^Capacidad máxima/).fill('2');
  await dialog.getByLabel(/^Imagen de portada/).setInputFiles({
    name: 'falso.png',
    mimeType: 'image/png',
    buffer: Buffer.from('esto no es una imagen'),
  });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Error de subida', { exact: true })).toBeVisible();
  await expect(
    page.getByText('No se pudo subir la imagen: Solo se aceptan imágenes PNG, JPEG o WebP.', { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('staff create a traveller and find them by search', async ({ page }) => {
  const stamp = Date.now();
  const email = `hormiga-${stamp}@example.com`;
  const fullName = `Hormiga Prueba ${stamp}`;
  await page.goto('/admin/hormigas');
  await expect(page.getByRole('heading', { level: 1, name: 'Listado de Hormiguitas' })).toBeVisible();

  await page.getByRole('button', { name: 'Añadir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir Nueva Hormiguita' });
  await dialog.getByLabel(/^Correo electrónico/).fill(email);
  await dialog.getByLabel(/^Contraseña/).fill('secreta123');
  await dialog.getByLabel(/^Nombre completo/).fill(fullName);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Hormiguita añadida.', { exact: true })).toBeVisible();

  await page.getByPlaceholder('Buscar hormiguita...').fill(email);
  const row = page.getByRole('row').filter({ hasText: fullName });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page.getByText('Viajes Adquiridos', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar Perfil' })).toBeVisible();
});
