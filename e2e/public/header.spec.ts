import { expect, test } from '@playwright/test';
import { openPhoneMenu } from '../helpers.ts';

// A public experience from the demo catalogue.
const EXPERIENCE = '/experiencia/snorkel-isla-mujeres-desde-cancun';

test.describe('header on a desktop screen', () => {
  test('the landing shows the section anchors, the search box and the account button; Inicio after scrolling', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    const nav = banner.getByRole('navigation', { name: 'Principal' });

    await expect(banner.getByRole('link', { name: 'Hormiga Viajera' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Experiencias' })).toHaveAttribute('href', '/#experiencias');
    await expect(nav.getByRole('link', { name: 'Renta de Transporte' })).toHaveAttribute('href', '/#renta-transporte');
    await expect(nav.getByRole('link', { name: 'Reseñas' })).toHaveAttribute('href', '/#reviews');
    await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveCount(0);
    await expect(banner.getByRole('combobox', { name: 'Buscar experiencias y viajes' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Entrar / Crear cuenta' })).toBeVisible();

    // docs/product.md §2.2: 'Inicio' joins the bar once the page has scrolled more than 50 px.
    await page.mouse.wheel(0, 600);
    await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/#inicio');

    await nav.getByRole('link', { name: 'Reseñas' }).click();
    await expect(page).toHaveURL(/\/#reviews$/);
    await expect(page.getByRole('heading', { name: 'Lo que dicen nuestros viajeros' })).toBeInViewport();
  });

  test("the experiences list shows only 'Página principal'", async ({ page }) => {
    await page.goto('/experiencias');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestras Experiencias' })).toBeVisible();

    const links = page.getByRole('banner').getByRole('navigation', { name: 'Principal' }).getByRole('link');
    await expect(links).toHaveText(['Página principal']);
    await links.first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a detail page shows only 'Volver a experiencias'", async ({ page }) => {
    await page.goto(EXPERIENCE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const links = page.getByRole('banner').getByRole('navigation', { name: 'Principal' }).getByRole('link');
    await expect(links).toHaveText(['Volver a experiencias']);
    await expect(links.first()).toHaveAttribute('href', '/experiencias');
  });
});

test.describe('header on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the menu opens with Inicio and the search box, and Escape closes it', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('combobox')).toBeHidden();

    await expect(banner.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
    await openPhoneMenu(page);

    await expect(banner.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
    const menu = banner.getByRole('navigation', { name: 'Principal' });
    await expect(menu.getByRole('link', { name: 'Inicio' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Reseñas' })).toBeVisible();
    await expect(banner.getByRole('combobox', { name: 'Buscar experiencias y viajes' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Entrar / Crear cuenta' })).toBeVisible();
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Abrir menú' })).toBeFocused();
  });
});
