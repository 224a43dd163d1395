import { todayInMexico } from '@hv/shared';

// Calendar arithmetic for tests that book experiences (weekends only) or set expiry dates.

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The n-th Saturday after today in Mexico City (1 = the next one). */
export function saturday(n = 1): string {
  const today = todayInMexico();
  const dow = new Date(`${today}T12:00:00Z`).getUTCDay();
  return addDays(today, ((6 - dow + 7) % 7 || 7) + 7 * (n - 1));
}
