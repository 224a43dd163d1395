import { expect, test } from '@playwright/test';
import { seriousViolations } from '../helpers.ts';

// One page of each public kind, checked once loaded (not while a spinner shows).
const PAGES = [
  { path: '/', name: 'landing' },
  { path: '/experiencias', name: 'experiences list' },
  { path: '/experiencia/snorkel-isla-mujeres-desde-cancun', name: 'experience' },
  { path: '/viaje/barrancas-del-cobre', name: 'trip' },
  { path: '/terminos-y-condiciones', name: 'terms' },
] as const;

// WCAG 2.5.3 (Label in Name): a control's accessible name holds the words it shows. axe ships the
// rule as experimental, so off unless asked for.
const EXTRA_RULES = ['label-content-name-mismatch'];

for (const { path, name } of PAGES) {
  test(`the ${name} page (${path}) has no serious or critical WCAG 2.1 AA violations, label in name included`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Loading messages ('Cargando experiencias...') gone: axe checks the page people read.
    await expect(page.getByText(/^Cargando/)).toHaveCount(0);

    expect(await seriousViolations(page, undefined, EXTRA_RULES), `axe violations on ${path}`).toEqual([]);
  });
}
