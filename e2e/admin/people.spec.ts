import { login, openAccountMenu, toast } from '../helpers.ts';
import { expect, findRow, test } from './fixtures.ts';

// docs/product.md §11.3 (the people lists and their dialog), §4 (roles). `page` is signed in as the
// demo Administrador.

test('staff add a collaborator with a password, who can then sign in and use the admin area', async ({
  page,
  visitor: collaboratorPage,
}) => {
  const stamp = Date.now();
  const email = `colaboradora-${stamp}@example.com`;
  const fullName = `Lucía Colaboradora ${stamp}`;
  const password = 'clave-segura-1';
  await page.goto('/admin/colaboradores');
  await expect(page.getByRole('heading', { level: 1, name: 'Listado de Colaboradores' })).toBeVisible();

  await page.getByRole('button', { name: 'Añadir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir Nuevo Colaborador' });
  // docs/product.md §11.3: the collaborators dialog offers only staff roles, Coordinador first.
  const role = dialog.getByLabel(/^Rol/);
  await expect(role).toHaveValue('Coordinador');
  await expect(role.getByRole('option')).toHaveText(['Coordinador', 'Organizador', 'Administrador']);

  await dialog.getByRole('button', { name: 'Guardar' }).click();
  for (const message of ['El correo es obligatorio.', 'La contraseña es obligatoria.', 'El nombre completo es obligatorio.']) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await dialog.getByLabel(/^Correo electrónico/).fill('no-es-un-correo');
  await dialog.getByLabel(/^Contraseña/).fill('12345');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('El correo no es válido.')).toBeVisible();
  await expect(dialog.getByText('La contraseña debe tener al menos 6 caracteres.')).toBeVisible();

  await dialog.getByLabel(/^Correo electrónico/).fill(email);
  await dialog.getByLabel(/^Contraseña/).fill(password);
  await dialog.getByLabel(/^Nombre completo/).fill(fullName);
  await dialog.getByLabel(/^Teléfono/).fill('+52 55 1234 5678');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Colaborador añadido.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = await findRow(page, 'Buscar colaborador...', email, fullName);
  await expect(row.getByText('Coordinador', { exact: true })).toBeVisible();
  await expect(row.getByText(/^[0-9a-f]{8}\.\.\.$/)).toBeVisible();
  await row.click();
  await expect(page.getByRole('heading', { name: 'Lista de Experiencias' })).toBeVisible();
  await expect(page.getByText('Este colaborador aún no ha creado experiencias.', { exact: true })).toBeVisible();

  // The new collaborator signs in from another browser (no shared cookies) and reaches the admin area.
  await login(collaboratorPage, email, { password });
  const menu = await openAccountMenu(collaboratorPage);
  await menu.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(collaboratorPage).toHaveURL(/\/admin$/);
  await expect(collaboratorPage.getByRole('heading', { level: 1, name: 'Listado de Hormiguitas' })).toBeVisible();
  await expect(collaboratorPage.getByText('Bienvenido, Lucía')).toBeVisible();
  // The public header is hidden inside the admin area (docs/product.md §2.2).
  await expect(collaboratorPage.getByRole('combobox', { name: 'Buscar experiencias y viajes' })).toHaveCount(0);

  await collaboratorPage.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Colaboradores' }).click();
  await expect(collaboratorPage.getByRole('heading', { level: 1, name: 'Listado de Colaboradores' })).toBeVisible();
  await findRow(collaboratorPage, 'Buscar colaborador...', email, fullName);
});

test('staff add a traveller, find them by name or e-mail, and edit their profile', async ({ page }) => {
  const stamp = Date.now();
  const email = `hormiga-${stamp}@example.com`;
  const fullName = `Hormiga Peña ${stamp}`;
  await page.goto('/admin/hormigas');
  await expect(page.getByRole('heading', { level: 1, name: 'Listado de Hormiguitas' })).toBeVisible();

  await page.getByRole('button', { name: 'Añadir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir Nueva Hormiguita' });
  await expect(dialog.getByLabel(/^Rol/)).toHaveValue('Viajero');
  await dialog.getByLabel(/^Correo electrónico/).fill(email);
  await dialog.getByLabel(/^Contraseña/).fill('secreta123');
  await dialog.getByLabel(/^Nombre completo/).fill(fullName);
  await dialog.getByLabel(/^Teléfono/).fill('+52 998 765 4321');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Hormiguita añadida.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // By e-mail, and by name without accents or capitals.
  let row = await findRow(page, 'Buscar hormiguita...', email, fullName);
  await expect(row.getByText('+52 998 765 4321', { exact: true })).toBeVisible();
  row = await findRow(page, 'Buscar hormiguita...', `hormiga pena ${stamp}`, fullName);

  // The name is the row's disclosure button (a click anywhere on the row works too).
  const toggle = row.getByRole('button', { name: fullName });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(panel.getByRole('heading', { name: 'Viajes Adquiridos' })).toBeVisible();
  await expect(panel.getByText('No especificado', { exact: true })).toHaveCount(2); // country and city
  await panel.getByRole('button', { name: 'Editar Perfil' }).click();

  const editDialog = page.getByRole('dialog', { name: 'Editar Hormiguita' });
  await expect(editDialog.getByLabel(/^Correo electrónico/)).toHaveValue(email);
  await expect(editDialog.getByLabel(/^Correo electrónico/)).toBeDisabled();
  await expect(editDialog.getByLabel(/^Contraseña/)).toHaveCount(0);
  await editDialog.getByLabel(/^Ciudad/).fill('Mérida');
  await editDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Hormiguita actualizada.')).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(panel.getByText('Mérida', { exact: true })).toBeVisible();

  // The same e-mail cannot be used twice.
  await page.getByRole('button', { name: 'Añadir' }).click();
  await dialog.getByLabel(/^Correo electrónico/).fill(email);
  await dialog.getByLabel(/^Contraseña/).fill('secreta123');
  await dialog.getByLabel(/^Nombre completo/).fill('Otra Persona');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Error al crear usuario')).toBeVisible();
  await expect(dialog.getByText('Ya existe una cuenta con este correo.', { exact: true })).toBeVisible();
});

test('searching a list for someone who is not there says so', async ({ page }) => {
  await page.goto('/admin/proveedores');
  await expect(page.getByRole('heading', { level: 1, name: 'Listado de Proveedores' })).toBeVisible();
  await page.getByPlaceholder('Buscar proveedor...').fill('nadie-se-llama-asi');
  await expect(page.getByText('No se encontraron proveedores.', { exact: true })).toBeVisible();
});
