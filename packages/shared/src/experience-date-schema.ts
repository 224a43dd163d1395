import { z } from 'zod';

/**
 * An experience's weekdays and seasons as the API hands them to a calendar (`Cambiar fecha`, the
 * desk's move and manual sale), so it offers only the dates the server takes
 * (docs/decisions/0208-experience-seasons-and-weekdays.md). Kept apart from experience-dates.ts,
 * which the booking form's chunk imports without zod.
 */
export const experienceDateRuleSchema = z.object({
  weekdays: z.array(z.string()),
  seasons: z.array(z.object({ from: z.string(), to: z.string() })),
});
