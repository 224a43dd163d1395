import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// One page of each public kind, checked once loaded (not while a spinner shows).
const PAGES = [
  { path: '/', name: 'landing' },
  { path: '/experiencias', name: 'experiences list' },
  { path: '/experiencia/snorkel-isla-mujeres-desde-cancun', name: 'experience' },
  { path: '/viaje/barrancas-del-cobre', name: 'trip' },
  { path: '/terminos-y-condiciones', name: 'terms' },
] as const;

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** "rule (impact): help — selector; selector", one line per violation, readable in a failure. */
function describeViolations(violations: Awaited<ReturnType<typeof seriousViolations>>): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`)
    .join('\n');
}

for (const { path, name } of PAGES) {
  test(`the ${name} page (${path}) has no serious or critical WCAG 2.1 AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Loading messages ('Cargando experiencias...') gone: axe checks the page people read.
    await expect(page.getByText(/^Cargando/)).toHaveCount(0);

    const violations = await seriousViolations(page);
    expect(
      violations.map((v) => v.id),
      `axe violations on ${path}:\n${describeViolations(violations)}`,
    ).toEqual([]);
  });
}
