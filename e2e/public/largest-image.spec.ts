import { expect, test, type Locator, type Page } from '@playwright/test';

// The largest image of a page is preloaded from the head (decision 0154) with the srcset and sizes of
// the <img> that shows it, so the browser picks one width for both and downloads it once, early.

async function expectPreloadOf(page: Page, img: Locator) {
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  await expect(img).toHaveAttribute('srcset', (await preload.getAttribute('imagesrcset'))!);
  await expect(img).toHaveAttribute('sizes', (await preload.getAttribute('imagesizes'))!);
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect(img).toHaveAttribute('loading', 'eager');

  // One download: the width the preload fetched is the one the <img> shows.
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const candidates = (await img.getAttribute('srcset'))!.split(',').map((c) => c.trim().split(' ')[0]!);
  const fetched = await page.evaluate(
    (paths) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => paths.includes(path)),
    candidates,
  );
  expect(fetched).toEqual([new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname]);
}

test("an experience's and a trip's cover is preloaded as the page shows it", async ({ page }) => {
  await page.goto('/experiencia/snorkel-isla-mujeres-desde-cancun');
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await expectPreloadOf(page, page.getByRole('main').getByRole('img', { name, exact: true }).first());

  await page.goto('/viaje/barrancas-del-cobre');
  const destination = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await expectPreloadOf(page, page.getByRole('main').getByRole('img', { name: destination, exact: true }).first());
});

test("the list's first card photo is preloaded; the landing, whose largest paint is its heading, preloads none", async ({
  page,
}) => {
  await page.goto('/experiencias');
  await expectPreloadOf(page, page.getByRole('main').getByRole('listitem').first().getByRole('img'));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(0);
});
