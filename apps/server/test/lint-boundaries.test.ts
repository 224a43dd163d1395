import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The boundary rule of eslint.config.js (docs/architecture.md §2): a web feature or a server
// module is used by another only through its index.ts. Each snippet is linted as the text of an
// existing file (the resolver maps tsconfig paths only for files the project includes), so the
// real configuration and resolver decide.
const root = join(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('module boundaries (lint)', () => {
  it("refuses a web feature importing another feature's internals, and allows its index", async () => {
    const file = 'apps/web/src/features/landing/components/landing-page.tsx';
    expect(
      await boundaryErrors(
        file,
        "import { BookingSection } from '@/features/booking/components/booking-section.tsx';\nvoid BookingSection;\n",
      ),
    ).toEqual([expect.stringContaining('only through its index.ts (booking)')]);
    expect(await boundaryErrors(file, "import { BookingSection } from '@/features/booking';\nvoid BookingSection;\n")).toEqual(
      [],
    );
  });

  it("refuses a server module importing another module's internals, and allows its index", async () => {
    const file = 'apps/server/src/modules/rewards/admin-routes.ts';
    expect(await boundaryErrors(file, "import { createMailer } from '../mail/mailer.ts';\nvoid createMailer;\n")).toEqual([
      expect.stringContaining('only through its index.ts (mail)'),
    ]);
    expect(await boundaryErrors(file, "import { createMailer } from '../mail/index.ts';\nvoid createMailer;\n")).toEqual([]);
    // Inside one module anything goes.
    expect(
      await boundaryErrors('apps/server/src/modules/mail/index.ts', "import { createMailer } from './mailer.ts';\n"),
    ).toEqual([]);
  });

  it('refuses a server module importing a stand-in, which only app.ts loads (without the keys)', async () => {
    const file = 'apps/server/src/modules/bookings/routes.ts';
    for (const path of ['../../standins/paypal/standin.ts', '../../standins/paypal/index.ts']) {
      expect(await boundaryErrors(file, `import { createStandIn } from '${path}';\nvoid createStandIn;\n`)).toEqual([
        expect.stringContaining('A stand-in is not part of the product'),
      ]);
    }
    // The providers' public face is how the booking modules reach PayPal; its internals are refused.
    expect(
      await boundaryErrors(
        file,
        "import { createPayPalClient } from '../payment-providers/index.ts';\nvoid createPayPalClient;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        file,
        "import { createPayPalClient } from '../payment-providers/paypal/paypal-client.ts';\nvoid createPayPalClient;\n",
      ),
    ).toEqual([expect.stringContaining('only through its index.ts (payment-providers)')]);
  });
});

// The cycle rule of eslint.config.js (docs/decisions/0171-no-import-cycles.md): no file reaches
// itself through its imports, a type-only import included. The rule follows imports through the
// files on disk, so the planted files are written to a folder of their own, laid out like the
// repository, and linted with the repository's configuration.
describe('no import cycles (lint)', () => {
  const cycleRule = ({ ruleId }: { ruleId: string }) => ruleId === 'import-x/no-cycle';
  const planted = mkdtemp(join(tmpdir(), 'hv-cycles-'));
  afterAll(async () => rm(await planted, { recursive: true, force: true }));

  async function cycleErrors(files: Record<string, string>): Promise<string[]> {
    const dir = await mkdtemp(join(await planted, 'case-'));
    for (const [file, code] of Object.entries(files)) {
      await mkdir(join(dir, file, '..'), { recursive: true });
      await writeFile(join(dir, file), code);
    }
    const linter = new ESLint({ cwd: dir, overrideConfigFile: join(root, 'eslint.config.js'), ruleFilter: cycleRule });
    const results = await linter.lintFiles(Object.keys(files));
    return results.flatMap((r) => r.messages.map((m) => `${r.filePath.slice(dir.length + 1)}:${m.line} ${m.message}`)).sort();
  }

  it('refuses two files that import each other, when one imports only a type', async () => {
    const routes =
      "import { refundRoutes } from './refund-routes.ts';\nexport interface Options {\n  n: number;\n}\nexport const routes = [refundRoutes];\n";
    const refundRoutes = "import type { Options } from './routes.ts';\nexport const refundRoutes = (o: Options) => o.n;\n";
    expect(
      await cycleErrors({
        'apps/server/src/modules/planted/routes.ts': routes,
        'apps/server/src/modules/planted/refund-routes.ts': refundRoutes,
      }),
    ).toEqual([
      'apps/server/src/modules/planted/refund-routes.ts:1 Dependency cycle detected',
      'apps/server/src/modules/planted/routes.ts:1 Dependency cycle detected',
    ]);
    // The shared piece in a file of its own breaks the circle.
    expect(
      await cycleErrors({
        'apps/server/src/modules/planted/options.ts': 'export interface Options {\n  n: number;\n}\n',
        'apps/server/src/modules/planted/routes.ts':
          "import { refundRoutes } from './refund-routes.ts';\nexport const routes = [refundRoutes];\n",
        'apps/server/src/modules/planted/refund-routes.ts': refundRoutes.replace('./routes.ts', './options.ts'),
      }),
    ).toEqual([]);
  });

  it("finds no circle in the server's modules or the admin screens' kit", async () => {
    // The folders of the first two circles the rule found (ADR 0171); `npm run lint` checks the rest.
    const linter = new ESLint({ cwd: root, ruleFilter: cycleRule });
    const results = await linter.lintFiles(['apps/server/src/modules', 'apps/web/src/features/admin/crud']);
    const cycles = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => `${r.filePath}:${m.line} ${m.message}`),
    );
    expect(results.length).toBeGreaterThan(100);
    expect(cycles).toEqual([]);
  });
});
