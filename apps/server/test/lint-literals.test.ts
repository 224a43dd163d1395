import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// docs/decisions/0159-english-pages.md: every word a traveller reads comes from the message
// catalogues. eslint.config.js applies eslint-plugin-lingui's no-unlocalized-strings to the
// traveller-facing components; this runs it from `npm test` with the project's real configuration.
const root = join(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });
const RULE = 'lingui/no-unlocalized-strings';

const literals = (results: ESLint.LintResult[]) =>
  results.flatMap((r) =>
    r.messages.filter((m) => m.ruleId === RULE).map((m) => `${r.filePath.slice(root.length + 1)}:${m.line}`),
  );

describe('no literal words in traveller-facing components (lint)', () => {
  it('finds none in the public site, the account flows, the checkout and the voucher', async () => {
    const results = await eslint.lintFiles(['apps/web/src/app', 'apps/web/src/components', 'apps/web/src/features']);
    expect(results.length).toBeGreaterThan(100);
    expect(literals(results)).toEqual([]);
  }, 120_000);

  it('refuses a literal sentence, label or alt text, and lets technical strings and catalogue ids pass', async () => {
    const file = join(root, 'apps/web/src/features/landing/components/landing-page.tsx');
    const lint = async (code: string) => literals(await eslint.lintText(code, { filePath: file }));
    expect(await lint('export const A = () => <p>Reserva ahora</p>;\n')).toHaveLength(1);
    expect(await lint('export const A = () => <img alt="Foto del cenote" src="/a.webp" />;\n')).toHaveLength(1);
    expect(await lint("export const A = () => <button aria-label='Cerrar menú' />;\n")).toHaveLength(1);
    expect(
      await lint(
        'import { useT } from \'@/lib/i18n.tsx\';\nexport const A = () => { const { t } = useT(); return <p className="text-sm font-bold" id="x">{t(\'common.close\')}</p>; };\n',
      ),
    ).toEqual([]);
    // The back office stays in Spanish and is outside the rule.
    const admin = join(root, 'apps/web/src/features/admin/audit/historial-page.tsx');
    expect(
      (await eslint.lintText('export const A = () => <p>Guardar</p>;\n', { filePath: admin }))[0]!.messages,
    ).not.toContainEqual(expect.objectContaining({ ruleId: RULE }));
  });
});
