import { expect, test } from '@playwright/test';
import { login, seriousViolations, toast } from '../helpers.ts';
import { TRAVELLER } from './helpers.ts';

// Verified reviews (docs/product.md §15.6). The demo traveller's balloon flight over Teotihuacan
// (apps/server/src/db/demo/content.ts) was paid 12 days before the demo data was loaded and flew
// the Saturday after: a past paid booking without a review.
const ITEM = 'Vuelo en globo sobre Teotihuacán';
const SLUG = 'globo-teotihuacan';
const TEXT = 'Amanecer precioso sobre las pirámides; el piloto nos explicó todo con calma.';

test('a traveller rates a past booking from Mis reservas and the review shows on the experience page', async ({ page }) => {
  await login(page, TRAVELLER, { via: 'api' });
  await page.goto('/perfil');

  // 'Calificar' on the past booking leads to its voucher's review section.
  const mine = page.getByRole('region', { name: 'Mis reservas' });
  const booking = mine.getByRole('listitem').filter({ hasText: ITEM }).first();
  await booking.getByRole('link', { name: /^Calificar la reserva/ }).click();
  await expect(page).toHaveURL(/\/reserva\/[0-9A-F]{8}#resena$/);

  const section = page.getByRole('region', { name: 'Califica tu experiencia' });
  await expect(section).toBeVisible();
  expect(await seriousViolations(page, '#resena')).toEqual([]);
  await section.getByRole('radio', { name: /^5 estrellas/ }).check();
  await section.getByRole('textbox', { name: /Tu reseña/ }).fill(TEXT);
  await section.getByRole('button', { name: 'Publicar reseña' }).click();

  await expect(toast(page, '¡Gracias! Tu reseña ya está publicada.')).toBeVisible();
  const written = page.getByRole('region', { name: 'Tu reseña' });
  await expect(written.getByText(TEXT)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publicar reseña' })).toHaveCount(0);

  // The experience page: the review with its rating, from a verified booking.
  await page.goto(`/experiencia/${SLUG}`);
  const reviews = page.getByRole('region', { name: 'Reseñas' });
  await expect(reviews.getByRole('img', { name: /^Calificación promedio: \d\.\d de 5$/ })).toBeVisible();
  const review = reviews.getByRole('article', { name: 'Reseña de Valeria G.' });
  await expect(review.getByText(TEXT)).toBeVisible();
  await expect(review.getByRole('img', { name: 'Calificación: 5 de 5' })).toBeVisible();
  await expect(review.getByText('Reserva verificada')).toBeVisible();

  // Back in 'Mis reservas' there is nothing left to rate on that booking.
  await page.goto('/perfil');
  await expect(mine.getByRole('listitem').filter({ hasText: ITEM }).first()).toBeVisible();
  await expect(
    mine
      .getByRole('listitem')
      .filter({ hasText: ITEM })
      .first()
      .getByRole('link', { name: /^Calificar/ }),
  ).toHaveCount(0);
});
