import { expect, test } from '@playwright/test';

test('the landing page: hero, popular experiences, transport promises, reviews and the WhatsApp button', async ({ page }) => {
  await page.goto('/');

  const hero = page.locator('#inicio');
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Ver todas las experiencias' })).toHaveAttribute('href', '/experiencias');

  const popular = page.locator('#experiencias');
  await expect(popular.getByRole('link').filter({ hasText: 'Ver más →' })).toHaveCount(3);

  // The hero's second button takes the visitor down to the transport section.
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
  await expect(reviews.getByRole('group')).toHaveCount(5);
  await expect(reviews.getByRole('img', { name: 'Calificación: 5 de 5' }).first()).toBeVisible();

  const whatsapp = page.getByRole('link', { name: 'Escríbenos por WhatsApp' });
  await expect(whatsapp).toBeVisible();
  expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
});

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`the reviews carousel ${reducedMotion === 'reduce' ? 'stays still for people who prefer reduced motion' : 'moves by itself'}`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    await page.goto('/#reviews');
    const reviews = page.getByRole('region', { name: 'Opiniones de viajeros' });
    await expect(reviews.getByRole('group')).toHaveCount(5);
    // Autoplay holds while the pointer rests on the carousel; keep it away.
    await page.mouse.move(1, 1);
    const firstSlideLeft = () =>
      reviews.getByRole('group', { name: '1 de 5' }).evaluate((slide) => Math.round(slide.getBoundingClientRect().left));
    const before = await firstSlideLeft();

    // SPEC §9: one step every 5 s.
    await page.waitForTimeout(5800);

    if (reducedMotion === 'reduce') {
      expect(await firstSlideLeft()).toBe(before);
      await expect(reviews.getByRole('button', { name: 'Reproducir carrusel' })).toBeVisible();
    } else {
      expect(await firstSlideLeft()).not.toBe(before);
      await expect(reviews.getByRole('button', { name: 'Pausar carrusel' })).toBeVisible();
    }
  });
}

test('the reviews carousel holds still while the pointer rests on it', async ({ page }) => {
  await page.goto('/#reviews');
  const reviews = page.getByRole('region', { name: 'Opiniones de viajeros' });
  const firstSlide = reviews.getByRole('group', { name: '1 de 5' });
  await firstSlide.hover();
  const before = await firstSlide.evaluate((slide) => Math.round(slide.getBoundingClientRect().left));

  await page.waitForTimeout(5800);

  expect(await firstSlide.evaluate((slide) => Math.round(slide.getBoundingClientRect().left))).toBe(before);
});
