import { todayInMexico } from '@hv/shared';
import { addDays, saturdayFrom } from '../src/db/factories.ts';

// Calendar arithmetic for tests that book experiences (weekends only) or set expiry dates; the
// same as the row factories use.

export { addDays };

/** The n-th Saturday after today in Mexico City (1 = the next one). */
export function saturday(n = 1): string {
  return addDays(saturdayFrom(addDays(todayInMexico(), 1)), 7 * (n - 1));
}
