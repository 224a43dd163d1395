import { eq } from 'drizzle-orm';
import { DEFAULT_FISCAL_SETTINGS, fiscalSettingsSchema, type FiscalSettings } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

// The operator's fiscal data for its CFDIs (docs/decisions/0221-facturas-through-facturapi.md),
// kept under the `fiscal` key of the settings table, as `pay-later` is (decision 0216), written by
// the Ajustes screen (decision 0224) and checked by the shared fiscalSettingsSchema; until a row
// exists the demo operator's defaults apply. Validated when read, so a row that no longer fits
// falls back to the defaults.

export const FISCAL_KEY = 'fiscal';
export { DEFAULT_FISCAL_SETTINGS, fiscalSettingsSchema, type FiscalSettings };

export async function readFiscalSettings(db: Db): Promise<FiscalSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, FISCAL_KEY));
  const parsed = row ? fiscalSettingsSchema.safeParse(row.value) : null;
  return parsed?.success ? parsed.data : DEFAULT_FISCAL_SETTINGS;
}
