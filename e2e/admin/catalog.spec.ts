import { toast } from '../helpers.ts';
import { expect, findRow, imageLoaded, rowAction, test, COVER_PNG } from './fixtures.ts';

// docs/product.md §11.4 (the trips and experiences screens), §5 (their forms and rules). `page` is signed in as
// the demo Administrador; `visitor` is an anonymous browser.

/** A departure always ahead of today: the trip form refuses a past one (docs/product.md §5.4). */
const nextYear = `${new Date().getFullYear() + 1}-11-20`;

test('staff create a trip with an image, publish it, edit it and delete it; visitors follow each step', async ({
  page,
  visitor,
}) => {
  const stamp = Date.now();
  const slug = `viaje-e2e-${stamp}`;
  const destination = `Bacalar E2E ${stamp}`;
  const renamed = `Bacalar y Mahahual E2E ${stamp}`;
  await page.goto('/admin/viajes');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Viajes' })).toBeVisible();

  await page.getByRole('button', { name: 'Añadir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir Nuevo Viaje' });
  await expect(dialog.getByText('Completa los detalles para registrar un nuevo viaje.')).toBeVisible();

  // An empty submit shows the form's messages (docs/product.md §5.4).
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

  await dialog.getByLabel(/^Destino(?! en inglés)/).fill(destination);
  await dialog.getByLabel(/^Slug/).fill('barrancas-del-cobre');
  await dialog.getByLabel(/^Precio MXN/).fill('7500');
  await dialog.getByLabel(/^Fecha de salida/).fill(nextYear);
  await dialog.getByLabel(/^Hora de salida/).fill('07:30');
  await dialog.getByLabel(/^Capacidad mínima/).fill('2');
  await dialog.getByLabel(/^Capacidad máxima/).fill('12');
  await dialog.getByLabel(/^Descripción(?! en inglés)/).fill('Laguna de los siete colores.');
  await dialog.getByLabel(/^Qué incluye(?! en inglés)/).fill('Kayak\n\nHospedaje');
  await dialog.getByLabel(/^Imagen de portada/).setInputFiles({ name: 'bacalar.png', mimeType: 'image/png', buffer: COVER_PNG });

  // A taken slug is refused by the server and shown under the field.
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Este slug ya existe.')).toBeVisible();

  await dialog.getByLabel(/^Slug/).fill(slug);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Viaje creado correctamente.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // New trips are active but 'Borrador', so not public yet (docs/product.md §5.2).
  const row = await findRow(page, 'Buscar viaje...', destination);
  await expect(row.getByRole('switch', { name: `Activo: ${destination}` })).toBeChecked();
  await expect(row.getByRole('combobox', { name: `Estado: ${destination}` })).toHaveValue('Borrador');
  await visitor.goto(`/viaje/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Viaje no encontrado' })).toBeVisible();

  await row.getByRole('combobox', { name: `Estado: ${destination}` }).selectOption('Público');
  await expect(toast(page, 'Estado del viaje actualizado.')).toBeVisible();

  await visitor.goto(`/viaje/${slug}`);
  const main = visitor.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: destination })).toBeVisible();
  await expect(main.getByText('$7,500.00 MXN por persona', { exact: true })).toBeVisible();
  await expect(main.getByText('Kayak', { exact: true })).toBeVisible();
  const cover = main.getByRole('img', { name: destination });
  await expect.poll(() => imageLoaded(cover)).toBe(true);
  await expect(cover).toHaveAttribute('src', /\/storage\/experience-images\/trip-viaje-e2e-/);

  // Hiding it with the switch takes it off the public site; showing it brings it back.
  await row.getByRole('switch', { name: `Activo: ${destination}` }).click();
  await expect(toast(page, 'Visibilidad del viaje actualizada.')).toBeVisible();
  await expect(row.getByRole('switch', { name: `Activo: ${destination}` })).not.toBeChecked();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Viaje no encontrado' })).toBeVisible();
  await row.getByRole('switch', { name: `Activo: ${destination}` }).click();
  await expect(row.getByRole('switch', { name: `Activo: ${destination}` })).toBeChecked();

  // Editing opens the same form filled in; the public page shows the change.
  await rowAction(page, destination, 'Editar');
  const editDialog = page.getByRole('dialog', { name: 'Editar Viaje' });
  await expect(editDialog.getByText('Modifica los detalles del viaje.')).toBeVisible();
  await expect(editDialog.getByLabel(/^Slug/)).toHaveValue(slug);
  await expect(editDialog.getByLabel(/^Hora de salida/)).toHaveValue('07:30');
  await expect(editDialog.getByLabel(/^Qué incluye(?! en inglés)/)).toHaveValue('Kayak\nHospedaje');
  await expect(editDialog.getByText('Déjalo vacío para conservar la imagen actual.')).toBeVisible();
  await editDialog.getByLabel(/^Destino(?! en inglés)/).fill(renamed);
  await editDialog.getByLabel(/^Precio MXN/).fill('8200');
  await editDialog.getByLabel(/^Qué incluye(?! en inglés)/).fill('Kayak\nHospedaje\nVisita al cenote Azul');
  await editDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Viaje actualizado correctamente.')).toBeVisible();
  await expect(editDialog).toBeHidden();
  // The list is still filtered by the old name, which no trip has any more.
  await expect(page.getByText('No se encontraron viajes.', { exact: true })).toBeVisible();
  await findRow(page, 'Buscar viaje...', renamed);

  await visitor.reload();
  await expect(main.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  // Exact: the booking form, once shown, also says '1 pasajero × $8,200.00 MXN por persona'.
  await expect(main.getByText('$8,200.00 MXN por persona', { exact: true })).toBeVisible();
  await expect(main.getByText('Visita al cenote Azul', { exact: true })).toBeVisible();
  // The cover kept when no new image is chosen.
  await expect.poll(() => imageLoaded(main.getByRole('img', { name: renamed }))).toBe(true);

  await rowAction(page, renamed, 'Eliminar');
  const confirm = page.getByRole('alertdialog', { name: '¿Estás seguro?' });
  await expect(confirm.getByText('Esta acción no se puede deshacer. Esto eliminará permanentemente el viaje.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(toast(page, 'El viaje ha sido eliminado.')).toBeVisible();
  await expect(page.getByText('No se encontraron viajes.', { exact: true })).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Viaje no encontrado' })).toBeVisible();
});

test('staff create, publish, edit and delete an experience; it shows in the list and the search', async ({ page, visitor }) => {
  const stamp = Date.now();
  const slug = `experiencia-e2e-${stamp}`;
  const name = `Nado con tortugas en Akumal ${stamp}`;
  const renamed = `Nado con tortugas y cenote en Akumal ${stamp}`;
  await page.goto('/admin/experiencias');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Experiencias' })).toBeVisible();

  await page.getByRole('button', { name: 'Añadir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir Nueva Experiencia' });

  await dialog.getByRole('button', { name: 'Guardar' }).click();
  for (const message of [
    'El nombre es obligatorio.',
    'El slug es obligatorio.',
    'Debe ser un número válido.',
    'La descripción es obligatoria.',
    'La imagen es obligatoria.',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  // Minimum and maximum passengers.
  await expect(dialog.getByText('Debe ser un número mayor a 0.')).toHaveCount(2);

  // docs/product.md §5.3: a zero price is refused as if empty.
  await dialog.getByLabel(/^Precio/).fill('0');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Debe ser un número válido.')).toBeVisible();

  await dialog.getByLabel(/^Nombre(?! en inglés)/).fill(name);
  await dialog.getByLabel(/^Slug/).fill('trajinera-xochimilco');
  await dialog.getByLabel(/^Precio/).fill('1450');
  await dialog.getByLabel(/^Duración en horas/).fill('4');
  await dialog.getByLabel(/^Pasajeros mínimos/).fill('1');
  await dialog.getByLabel(/^Capacidad máxima/).fill('8');
  await dialog.getByLabel(/^Descripción(?! en inglés)/).fill('Snorkel en la bahía con tortugas marinas y guía certificado.');
  await dialog.getByLabel(/^Qué incluye(?! en inglés)/).fill('Equipo de snorkel\n\nGuía certificado');
  await dialog.getByLabel(/^Imagen de portada/).setInputFiles({ name: 'akumal.png', mimeType: 'image/png', buffer: COVER_PNG });

  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Este slug ya existe.')).toBeVisible();

  await dialog.getByLabel(/^Slug/).fill(slug);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Experiencia creada correctamente.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = await findRow(page, 'Buscar por nombre o estado...', name);
  await expect(row.getByRole('switch', { name: `Activo: ${name}` })).toBeChecked();
  await row.getByRole('combobox', { name: `Estado: ${name}` }).selectOption('Público');
  await expect(toast(page, 'Estado de la experiencia actualizado.')).toBeVisible();

  // The detail page.
  await visitor.goto(`/experiencia/${slug}`);
  const main = visitor.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor).toHaveTitle(`${name} | Hormiga Viajera`);
  await expect(main.getByText('Guía certificado', { exact: true })).toBeVisible();
  await expect(main.getByText('hasta 8 personas')).toBeVisible();
  // The duration staff entered as a number, in the page's words (decision 0215).
  await expect(main.getByText('4 horas', { exact: true }).first()).toBeVisible();
  await expect.poll(() => imageLoaded(main.getByRole('img', { name }).first())).toBe(true);

  // The list.
  await visitor.goto('/experiencias');
  await expect(visitor.getByRole('heading', { level: 2, name })).toBeVisible();

  // The header search, without accents or capitals.
  const box = visitor.getByRole('banner').getByRole('combobox', { name: 'Buscar experiencias y viajes' });
  await box.fill(`tortugas en akumal ${stamp}`);
  const option = visitor.getByRole('banner').getByRole('option').filter({ hasText: name });
  await expect(option).toBeVisible();
  await option.click();
  await expect(visitor).toHaveURL(new RegExp(`/experiencia/${slug}$`));
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();

  // Edit: a new name and price, seen on the public page and in the search.
  await rowAction(page, name, 'Editar');
  const editDialog = page.getByRole('dialog', { name: 'Editar Experiencia' });
  await expect(editDialog.getByText('Modifica los detalles de la experiencia.')).toBeVisible();
  await expect(editDialog.getByLabel(/^Nombre(?! en inglés)/)).toHaveValue(name);
  await expect(editDialog.getByLabel(/^Estado/)).toHaveValue('Público');
  await editDialog.getByLabel(/^Nombre(?! en inglés)/).fill(renamed);
  await editDialog.getByLabel(/^Precio/).fill('1600');
  // A pickup point (decision 0240): refused in Spanish without its minutes, saved with them.
  const pickups = editDialog.getByRole('group', { name: /^Puntos de recogida/ });
  await pickups.getByRole('button', { name: 'Añadir punto de recogida' }).click();
  await pickups.getByLabel('Nombre', { exact: true }).fill('Zona Hotelera Akumal');
  await editDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(editDialog.getByText('Escribe los minutos antes del inicio como un número entero entre 0 y 720.')).toBeVisible();
  await pickups.getByLabel('Minutos antes del inicio').fill('45');
  await pickups.getByLabel('Cargo por lugar (MXN)').fill('150');
  await editDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Experiencia actualizada correctamente.')).toBeVisible();
  await expect(editDialog).toBeHidden();
  await page.getByPlaceholder('Buscar por nombre o estado...').fill(renamed);
  await rowAction(page, renamed, 'Editar');
  const saved = editDialog.getByRole('group', { name: 'Zona Hotelera Akumal' });
  await expect(saved.getByLabel('Minutos antes del inicio')).toHaveValue('45');
  await expect(saved.getByLabel('Cargo por lugar (MXN)')).toHaveValue('150');
  await editDialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(editDialog).toBeHidden();

  await visitor.reload();
  await expect(main.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  // In the price card (the booking form, once shown, says the total too).
  await expect(
    main.getByRole('complementary', { name: 'Precio y reserva' }).getByText('$1,600.00', { exact: true }),
  ).toBeVisible();
  await box.fill(`cenote en akumal ${stamp}`);
  await expect(visitor.getByRole('banner').getByRole('option').filter({ hasText: renamed })).toBeVisible();
  await box.fill('');

  // Delete: gone from the detail page, the list and the search.
  await page.getByPlaceholder('Buscar por nombre o estado...').fill(renamed);
  await rowAction(page, renamed, 'Eliminar');
  const confirm = page.getByRole('alertdialog', { name: '¿Estás seguro?' });
  await confirm.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(toast(page, 'La experiencia ha sido eliminada.')).toBeVisible();
  await expect(page.getByText('No se encontraron experiencias.', { exact: true })).toBeVisible();

  await visitor.goto(`/experiencia/${slug}`);
  await expect(visitor).toHaveURL(/\/experiencias$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Nuestras Experiencias' })).toBeVisible();
  await expect(visitor.getByRole('listitem').filter({ hasText: 'Ver más →' }).getByRole('link').first()).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: renamed })).toHaveCount(0);
  await box.fill(`akumal ${stamp}`);
  await expect(visitor.getByRole('banner').getByText('No se encontraron resultados.')).toBeVisible();
});

test('a text file renamed .png is refused with the upload error and changes nothing', async ({ page }) => {
  const destination = `Falso PNG ${Date.now()}`;
  await page.goto('/admin/viajes');
  await page.getByRole('button', { name: 'Añadir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir Nuevo Viaje' });
  await dialog.getByLabel(/^Destino(?! en inglés)/).fill(destination);
  await dialog.getByLabel(/^Slug/).fill(`falso-png-${Date.now()}`);
  await dialog.getByLabel(/^Precio MXN/).fill('100');
  await dialog.getByLabel(/^Fecha de salida/).fill(nextYear);
  await dialog.getByLabel(/^Hora de salida/).fill('07:30');
  await dialog.getByLabel(/^Capacidad mínima/).fill('1');
  await dialog.getByLabel(/^Capacidad máxima/).fill('2');
  await dialog.getByLabel(/^Imagen de portada/).setInputFiles({
    name: 'falso.png',
    mimeType: 'image/png',
    buffer: Buffer.from('esto no es una imagen'),
  });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Error de subida')).toBeVisible();
  await expect(toast(page, 'No se pudo subir la imagen: Solo se aceptan imágenes PNG, JPEG o WebP.')).toBeVisible();
  // Saving was aborted: the dialog keeps what was typed, and no trip was made.
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/^Destino(?! en inglés)/)).toHaveValue(destination);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByPlaceholder('Buscar viaje...').fill(destination);
  await expect(page.getByText('No se encontraron viajes.', { exact: true })).toBeVisible();

  // Editing a trip with the same file changes nothing either: not the name, not the cover.
  const demo = 'Huasteca Potosina';
  await findRow(page, 'Buscar viaje...', demo);
  await rowAction(page, demo, 'Editar');
  const editDialog = page.getByRole('dialog', { name: 'Editar Viaje' });
  await editDialog.getByLabel(/^Destino(?! en inglés)/).fill('Huasteca cambiada');
  await editDialog.getByLabel(/^Imagen de portada/).setInputFiles({
    name: 'falso.png',
    mimeType: 'image/png',
    buffer: Buffer.from('esto tampoco es una imagen'),
  });
  await editDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'No se pudo subir la imagen: Solo se aceptan imágenes PNG, JPEG o WebP.')).toBeVisible();
  await editDialog.getByRole('button', { name: 'Cancelar' }).click();
  await findRow(page, 'Buscar viaje...', 'huasteca', demo);
  await page.goto('/viaje/huasteca-potosina');
  const cover = page.getByRole('main').getByRole('img', { name: demo });
  await expect.poll(() => imageLoaded(cover)).toBe(true);
  await expect(cover).toHaveAttribute('src', /trip-huasteca-potosina-demo\.webp$/);
});
