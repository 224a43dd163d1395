import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from '../helpers.ts';

test('the landing page: hero, popular experiences, transport promises, reviews and the WhatsApp button', async ({ page }) => {
  await page.goto('/');

  const hero = page.locator('#inicio');
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Ver todas las experiencias' })).toHaveAttribute('href', '/experiencias');

  const popular = page.locator('#experiencias');
  await expect(popular.getByRole('listitem').filter({ hasText: 'Ver más →' }).getByRole('link')).toHaveCount(3);

  // The hero's second button takes the visitor down to the transport section.
  await hydrated(page);
  await hero.getByRole('button', { name: 'Rentar transporte' }).click();
  const transport = page.locator('#renta-transporte');
  await expect(transport.getByRole('heading', { name: 'Renta de Transporte' })).toBeInViewport();
  for (const claim of [
    'Confirmación en menos de 24 horas',
    'Cancelación gratuita hasta 48 h antes',
    'Conductores certificados',
    'Seguro de viajero incluido',
    'Servicio puerta a puerta',
  ]) {
    await expect(transport.getByText(claim, { exact: true })).toBeVisible();
  }
  const vehicles = page.getByRole('region', { name: 'Nuestros vehículos' });
  await expect(vehicles.getByRole('button', { name: 'Vehículo siguiente' })).toBeVisible();
  await page.getByRole('tab', { name: 'Vans' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Toyota Hiace');

  // The carousel mounts only as its section nears the screen: scroll the section, then look.
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  const reviews = page.getByRole('region', { name: 'Opiniones de viajeros' });
  // The demo's verified reviews rated 4 or 5 (at least five; other specs may add one), newest first.
  await expect(reviews.getByRole('group', { name: /^1 de \d+$/ })).toBeVisible();
  await expect(reviews.getByText(/Reserva verificada/).first()).toBeAttached();
  expect(await reviews.getByRole('group').count()).toBeGreaterThanOrEqual(5);
  await expect(reviews.getByRole('img', { name: 'Calificación: 5 de 5' }).first()).toBeVisible();

  const whatsapp = page.getByRole('link', { name: 'Escríbenos por WhatsApp' });
  await expect(whatsapp).toBeVisible();
  expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
});

/**
 * The page's clock is Playwright's: it runs while the page loads, then stands still at a known
 * moment, and the tests move it on by hand — no waiting on the wall clock.
 */
async function openReviewsWithClock(page: Page) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto('/#reviews');
  const reviews = page.getByRole('region', { name: 'Opiniones de viajeros' });
  await expect(reviews.getByRole('group', { name: /^1 de \d+$/ })).toBeVisible();
  // The fixed testimonials show while the real reviews load; their arrival rebuilds the carousel
  // and moves its slides. Measure once the real ones are there.
  await expect(reviews.getByText(/Reserva verificada/).first()).toBeAttached();
  return { reviews, start };
}

/** Stops the page's clock an hour after `start`: timers due by then fire once, then time stands still. */
async function pauseClock(page: Page, start: number) {
  await page.clock.pauseAt(start + 3_600_000);
  // A step the jump set off slides into place.
  await page.clock.runFor(1000);
}

/** Where a slide sits in the carousel's window: moves when the carousel moves, not when the page does. */
const slideLeft = (slide: Locator) =>
  slide.evaluate((node) => {
    const window = node.parentElement!.parentElement!;
    return Math.round(node.getBoundingClientRect().left - window.getBoundingClientRect().left);
  });

test('the reviews carousel moves by itself, one step every 5 s (docs/product.md §2.3)', async ({ page }) => {
  const { reviews, start } = await openReviewsWithClock(page);
  // Autoplay holds while the pointer rests on the carousel; keep it away.
  await page.mouse.move(1, 1);
  await pauseClock(page, start);
  const firstSlide = reviews.getByRole('group', { name: /^1 de \d+$/ });
  const before = await slideLeft(firstSlide);

  // The last step was 1 s ago: at 4.9 s nothing has moved yet.
  await page.clock.runFor(3900);
  expect(await slideLeft(firstSlide)).toBe(before);

  // At 5 s the next step starts; a second later it is over.
  await page.clock.runFor(1100);
  expect(await slideLeft(firstSlide)).not.toBe(before);
  await expect(reviews.getByRole('button', { name: 'Pausar carrusel' })).toBeVisible();
});

test('the reviews carousel stays still for people who prefer reduced motion, and offers to play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { reviews, start } = await openReviewsWithClock(page);
  await page.mouse.move(1, 1);
  await pauseClock(page, start);
  const firstSlide = reviews.getByRole('group', { name: /^1 de \d+$/ });
  const before = await slideLeft(firstSlide);

  await page.clock.runFor(12_000);

  expect(await slideLeft(firstSlide)).toBe(before);
  await expect(reviews.getByRole('button', { name: 'Reproducir carrusel' })).toBeVisible();
});

test('the reviews carousel holds still while the pointer rests on it', async ({ page }) => {
  const { reviews, start } = await openReviewsWithClock(page);
  await reviews.hover();
  await pauseClock(page, start);
  const firstSlide = reviews.getByRole('group', { name: /^1 de \d+$/ });
  const before = await slideLeft(firstSlide);

  await page.clock.runFor(12_000);

  expect(await slideLeft(firstSlide)).toBe(before);
});
