import { z } from 'zod';

// Seeds a signed-in traveller spends at checkout (issue 32, docs/decisions/0234-spending-seeds.md):
// staff set in `Programa de Recompensas` what one seed is worth in MXN, the largest share of a
// booking's total seeds may pay, and whether spending is on at all.

export const SEED_SETTINGS_KEY = 'seeds';

export const seedSettingsSchema = z.object({
  /** Whether travellers may spend seeds at checkout. */
  enabled: z.boolean(),
  /** What one seed pays, in MXN (0.01 to 1 000). */
  valueMxn: z.number().min(0.01).max(1000),
  /** The largest share of a booking's total (after the coupon) seeds may pay, in whole percent. */
  maxSharePercent: z.number().int().min(1).max(100),
});
export type SeedSettings = z.infer<typeof seedSettingsSchema>;

/** Off until staff turn it on: 1 seed = 1 MXN, at most half of a booking. */
export const DEFAULT_SEED_SETTINGS: SeedSettings = { enabled: false, valueMxn: 1, maxSharePercent: 50 };

const cents = (mxn: number) => Math.round(mxn * 100);

/**
 * What seeds pay of a total: whole seeds only, never more than the balance, never more than the
 * staff's share of the total; `amount` is seeds × value in MXN. Nothing when spending is off.
 */
export function seedsPart(total: number, balance: number, settings: SeedSettings): { seeds: number; amount: number } {
  if (!settings.enabled || balance <= 0 || total <= 0) return { seeds: 0, amount: 0 };
  const value = cents(settings.valueMxn);
  const cap = Math.floor((cents(total) * settings.maxSharePercent) / 100);
  const seeds = Math.max(0, Math.min(Math.floor(balance), Math.floor(cap / value)));
  return { seeds, amount: (seeds * value) / 100 };
}

/**
 * The seeds a refund gives back when `refundedCents` of `paidCents` (the money part, all refunds
 * so far) are back: the same share of `spent`, rounded down, all of it once everything is back.
 */
export function seedsBackFor(spent: number, paidCents: number, refundedCents: number): number {
  if (spent <= 0) return 0;
  if (paidCents <= 0 || refundedCents >= paidCents) return spent;
  return Math.floor((spent * Math.max(0, refundedCents)) / paidCents);
}
