import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

// The operator's fiscal data for its CFDIs (docs/decisions/0221-facturas-through-facturapi.md),
// kept under the `fiscal` key of the settings table, as `pay-later` is (decision 0216): the
// Ajustes screen that writes it comes later; until a row exists the demo operator's defaults
// apply. Validated when read, so a row that no longer fits falls back to the defaults.

export const FISCAL_KEY = 'fiscal';

export const fiscalSettingsSchema = z.object({
  /** The issuer as the SAT knows it (Facturapi stamps with the organization's own; the stand-in writes these). */
  rfc: z.string().min(12).max(13),
  legalName: z.string().min(1),
  taxSystem: z.string().regex(/^\d{3}$/),
  /** Lugar de expedición: the postal code of the issuer's place. */
  zip: z.string().regex(/^\d{5}$/),
  /** The SAT product key of a booking's concept (c_ClaveProdServ) and its unit (c_ClaveUnidad). */
  productKey: z.string().regex(/^\d{8}$/),
  unitKey: z.string().min(2).max(3),
  series: z.string().min(1).max(25),
  creditNoteSeries: z.string().min(1).max(25),
  /** Days after the end of the month of payment during which a traveller may still ask (0: the month's end). */
  graceDays: z.number().int().min(0).max(366),
});
export type FiscalSettings = z.infer<typeof fiscalSettingsSchema>;

/** The demo operator: the SAT's published test taxpayer (Escuela Kemper Urgate), a tour's product key. */
export const DEFAULT_FISCAL_SETTINGS: FiscalSettings = {
  rfc: 'EKU9003173C9',
  legalName: 'ESCUELA KEMPER URGATE',
  taxSystem: '601',
  zip: '42501',
  // 90121500 "Agentes de viajes", whose class holds tour arrangement (90121501); staff may change it.
  productKey: '90121501',
  unitKey: 'E48',
  series: 'F',
  creditNoteSeries: 'NC',
  graceDays: 0,
};

export async function readFiscalSettings(db: Db): Promise<FiscalSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, FISCAL_KEY));
  const parsed = row ? fiscalSettingsSchema.safeParse(row.value) : null;
  return parsed?.success ? parsed.data : DEFAULT_FISCAL_SETTINGS;
}
