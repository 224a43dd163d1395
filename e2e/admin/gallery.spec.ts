import type { Page } from '@playwright/test';
import { toast } from '../helpers.ts';
import { expect, findRow, imageLoaded, rowAction, test, COVER_PNG } from './fixtures.ts';

// docs/product.md §5.5 (issue 16): the cover's preview, photos shrunk in the real browser before
// they are sent, and an experience's gallery, from the dialog to the public page.

const NAME = 'Lancha por el Cañón del Sumidero';
const SLUG = 'lancha-canon-del-sumidero';

/** A 4000×3000 JPEG with grain, as heavy as a phone's photo, drawn by the browser itself. */
async function phonePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 4000, height: 3000 });
    const context = canvas.getContext('2d')!;
    const sky = context.createLinearGradient(0, 0, 4000, 3000);
    sky.addColorStop(0, '#e76f51');
    sky.addColorStop(1, '#2a9d8f');
    context.fillStyle = sky;
    context.fillRect(0, 0, 4000, 3000);
    const pixels = context.getImageData(0, 0, 4000, 3000);
    const data = pixels.data;
    for (let i = 0; i < data.length; i += 4) {
      const grain = (Math.random() - 0.5) * 90;
      for (const channel of [i, i + 1, i + 2]) data[channel] = (data[channel] ?? 0) + grain;
    }
    context.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

async function openEdit(page: Page) {
  await page.goto('/admin/experiencias');
  await findRow(page, 'Buscar por nombre o estado...', 'sumidero', NAME);
  await rowAction(page, NAME, 'Editar');
  return page.getByRole('dialog', { name: 'Editar Experiencia' });
}

test('a phone photo is shrunk before upload, and the gallery is added, ordered and shown publicly', async ({ page, visitor }) => {
  // Drawing, encoding and shrinking 12-megapixel photos in the browser takes a while on 2 cores.
  test.slow();
  const photo = await phonePhoto(page);
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);

  const dialog = await openEdit(page);
  await expect(dialog.getByRole('img', { name: 'Imagen actual' })).toBeVisible();
  await dialog.getByLabel(/^Imagen de portada/).setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  // Over the 5 MB limit when chosen, well under it once the browser has shrunk it.
  await expect(dialog.getByText(/^Nueva imagen reducida de \d+(\.\d)? MB a \d+(\.\d)? (KB|MB)\.$/)).toBeVisible({
    timeout: 30_000,
  });
  const preview = dialog.getByRole('img', { name: 'Nueva imagen: IMG_2041.jpg' });
  await expect.poll(() => imageLoaded(preview)).toBe(true);

  await dialog.getByLabel(/^Galería de fotos/).setInputFiles([
    { name: 'rio.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'lancha.png', mimeType: 'image/png', buffer: COVER_PNG },
  ]);
  await expect(dialog.getByText('2 fotos añadidas. Se subirán al guardar.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Descripción de la foto 1' }).fill('El río Grijalva entre paredes de mil metros');
  await dialog.getByRole('button', { name: 'Mover la foto 2 arriba' }).press('Enter');
  await expect(dialog.getByText('Foto movida a la posición 1 de 2.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Mover la foto 1 abajo' })).toBeFocused();
  await expect(dialog.getByText('Preparando la imagen...')).toHaveCount(0, { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Experiencia actualizada correctamente.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await visitor.goto(`/experiencia/${SLUG}`);
  const cover = visitor.getByRole('main').getByRole('img', { name: NAME, exact: true });
  await expect.poll(() => imageLoaded(cover)).toBe(true);
  await expect(cover).not.toHaveAttribute('src', /-demo\.webp$/);
  const gallery = visitor.getByRole('region', { name: 'Galería de fotos' });
  await gallery.scrollIntoViewIfNeeded();
  const photos = gallery.getByRole('img');
  await expect(photos).toHaveCount(2);
  await expect(photos.nth(0)).toHaveAttribute('alt', `${NAME}, foto 1 de 2`);
  await expect(photos.nth(1)).toHaveAttribute('alt', 'El río Grijalva entre paredes de mil metros');
  for (const image of await photos.all()) {
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('src', /^\/storage\/experience-images\/lancha-canon-del-sumidero-\d+\.webp$/);
    await expect.poll(() => imageLoaded(image)).toBe(true);
  }

  // Removing the photos removes the section.
  const again = await openEdit(page);
  await again.getByRole('button', { name: 'Quitar la foto 2' }).click();
  await again.getByRole('button', { name: 'Quitar la foto 1' }).click();
  await expect(again.getByText('0 de 8 fotos')).toBeVisible();
  await again.getByRole('button', { name: 'Guardar' }).click();
  await expect(again).toBeHidden();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Galería de fotos' })).toHaveCount(0);
});
