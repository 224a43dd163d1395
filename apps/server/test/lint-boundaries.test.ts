import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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
});
