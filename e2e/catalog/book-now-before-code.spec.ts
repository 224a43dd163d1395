import { expect, test, type Page } from '@playwright/test';
import { controlUnderWhatsApp, hydrated, seriousViolations } from '../helpers.ts';

// Issue 30 item 4 (docs/decisions/0209, 0243): on a phone, a tap on 'Reservar Ahora' made before
// the page's code has loaded is not lost, the booking section is the booking's first step in plain
// HTML meanwhile, and what is chosen there reaches the booking form.

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

// Whale watching: weekends from January to March, with traveller types and two start times.
const WHALES = '/experiencia/ballenas-bahia-magdalena';

/** Holds back the scripts matching `pattern` until release() is called. */
async function holdScripts(page: Page, pattern = '**/assets/*.js') {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(pattern, async (route) => {
    asked++;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

test("a tap on 'Reservar Ahora' before the page's code has loaded lands on 'Reserva tu Lugar'", async ({ page }) => {
  // The page's code is held back until after the tap: the page is only the server's HTML meanwhile.
  const scripts = await holdScripts(page);
  await page.goto(WHALES, { waitUntil: 'commit' });
  const bookNow = page.getByRole('link', { name: 'Reservar Ahora' });
  const booking = page.getByRole('region', { name: 'Reserva tu Lugar' });
  await expect(bookNow).toBeVisible();
  await expect(booking).not.toBeInViewport();
  // The page asked for its code, which has not arrived: the server's page alone answers the tap.
  expect(scripts.asked()).toBeGreaterThan(0);

  await bookNow.tap();
  await expect(booking).toBeInViewport();
  await expect(page).toHaveURL(/#reservar$/);
  await expect(booking.getByRole('status')).toHaveText('Cargando la reserva…');
  await expect(booking.getByRole('button', { name: 'Continuar' })).toBeVisible();

  scripts.release();
  // The form replaces the first step where the visitor already is.
  await expect(booking.getByRole('button', { name: 'Reservar', exact: true })).toBeVisible();
  await expect(booking).toBeInViewport();
  await expect(booking.getByText('Cargando la reserva…')).toHaveCount(0);
});

test("a booking started before the page's code has loaded is not lost: sent, it comes back chosen and the form takes it", async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto(WHALES, { waitUntil: 'commit' });
  await page.getByRole('link', { name: 'Reservar Ahora' }).tap();
  const booking = page.getByRole('region', { name: 'Reserva tu Lugar' });

  // The first step, before any code: nothing a visitor can act on lies under the WhatsApp button,
  // which cannot step aside yet.
  const { top, height } = await booking.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top + window.scrollY, height: r.height };
  });
  for (let y = Math.max(0, top - 200); y <= top + height; y += 180) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    expect(await controlUnderWhatsApp(page), `scrolled to ${y}`).toBeNull();
  }

  expect(await seriousViolations(page, '#reservar')).toEqual([]);

  // Only the season's dates are offered: weekends of January to March.
  const date = booking.getByRole('combobox', { name: /^Fecha/ });
  const firstDay = await date.locator('option[value]:not([value=""])').first().getAttribute('value');
  expect(firstDay).toMatch(/^\d{4}-0[1-3]-\d{2}$/);
  await booking.getByRole('combobox', { name: 'Adulto', exact: true }).selectOption('2');
  await date.selectOption(firstDay!);
  await booking.getByRole('combobox', { name: 'Hora de inicio' }).selectOption('07:00');
  await booking.getByRole('button', { name: 'Continuar' }).tap();

  // Without code the browser sent the step: the page comes back with it in its address, chosen.
  await expect(page).toHaveURL(new RegExp(`\\?viajeros-1=2&.*fecha=${firstDay}.*#reservar$`));
  await expect(booking.getByRole('combobox', { name: 'Adulto', exact: true })).toHaveValue('2');
  await expect(booking.getByRole('combobox', { name: /^Fecha/ })).toHaveValue(firstDay!);
  await expect(booking.getByRole('combobox', { name: 'Hora de inicio' })).toHaveValue('07:00');

  scripts.release();
  // The booking form starts from it: two adults (a name each), the date and the start time.
  await expect(booking.getByRole('button', { name: 'Reservar', exact: true })).toBeVisible();
  await expect(booking.getByRole('textbox', { name: 'Nombre completo del pasajero 2 (Adulto)' })).toBeVisible();
  await expect(booking.getByRole('textbox', { name: /del pasajero 3/ })).toHaveCount(0);
  const day = new Intl.DateTimeFormat('es-MX', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${firstDay}T12:00:00Z`));
  await expect(booking.getByRole('button', { name: /^Fecha/ })).toContainText(day);
  await expect(booking.getByRole('radio', { name: /07:00/ })).toBeChecked();
});

test.describe('at a desk with a keyboard', () => {
  test.use({ viewport: { width: 1280, height: 900 }, hasTouch: false });

  test("'Continuar' pressed while the form's code is still coming hands over when it comes, and the focus goes on to the contact", async ({
    page,
  }) => {
    // The page's own code runs; only the booking form's is held back.
    const formCode = await holdScripts(page, '**/assets/booking-form-*.js');
    await page.goto('/experiencia/snorkel-cenotes-tulum');
    await hydrated(page);
    const booking = page.getByRole('region', { name: 'Reserva tu Lugar' });
    await booking.getByRole('combobox', { name: 'Cantidad de Pasajeros' }).selectOption('3');
    const date = booking.getByRole('combobox', { name: /^Fecha/ });
    const firstDay = (await date.locator('option[value]:not([value=""])').first().getAttribute('value'))!;
    await date.selectOption(firstDay);
    await booking.getByRole('button', { name: 'Continuar' }).press('Enter');
    // The page's code keeps the step here: no reload, the address unchanged.
    await expect(booking.getByRole('status')).toHaveText('Cargando la reserva…');
    expect(new URL(page.url()).search).toBe('');

    formCode.release();
    await expect(booking.getByRole('textbox', { name: 'Nombre completo', exact: true })).toBeFocused();
    await expect(booking.getByRole('group', { name: 'Cantidad de Pasajeros' })).toContainText('3');
    expect(new URL(page.url()).search).toBe('');
  });
});
