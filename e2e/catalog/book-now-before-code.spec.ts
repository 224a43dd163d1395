import { expect, test } from '@playwright/test';

// Issue 30 item 4 (docs/decisions/0209-a-page-that-answers-before-its-code.md): on a phone, a
// tap on 'Reservar Ahora' made before the page's code has loaded is not lost, and the booking
// section says what it is until its form arrives.

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

test("a tap on 'Reservar Ahora' before the page's code has loaded lands on 'Reserva tu Lugar'", async ({ page }) => {
  // The page's code is held back until after the tap: the page is only the server's HTML meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let scriptsAsked = 0;
  await page.route('**/assets/*.js', async (route) => {
    scriptsAsked++;
    await held;
    await route.continue();
  });
  await page.goto('/experiencia/ballenas-bahia-magdalena', { waitUntil: 'commit' });
  const bookNow = page.getByRole('link', { name: 'Reservar Ahora' });
  const booking = page.getByRole('region', { name: 'Reserva tu Lugar' });
  await expect(bookNow).toBeVisible();
  await expect(booking).not.toBeInViewport();
  // The page asked for its code, which has not arrived: the server's page alone answers the tap.
  expect(scriptsAsked).toBeGreaterThan(0);

  await bookNow.tap();
  await expect(booking).toBeInViewport();
  await expect(page).toHaveURL(/#reservar$/);
  await expect(booking.getByRole('status')).toHaveText('Cargando la reserva…');

  release();
  // The form replaces the words where the visitor already is.
  await expect(booking.getByRole('button', { name: 'Reservar', exact: true })).toBeVisible();
  await expect(booking).toBeInViewport();
  await expect(booking.getByText('Cargando la reserva…')).toHaveCount(0);
});
