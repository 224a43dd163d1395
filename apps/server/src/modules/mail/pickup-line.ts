import { pickupName, pickupTime, type BookedPickup } from '@hv/shared';
import type { Translator } from '../../lib/i18n.ts';

// Where and when the van collects the traveller (issue 32, decisions 0233 and 0240), as the
// confirmation e-mail, the calendar file and the reminder say it: `Zona Hotelera Cancún · 07:15`,
// `Cancún Hotel Zone · 7:15 AM`. The time is a wall clock of the item's own zone (decision 0200),
// counted back from the booking's start time as it is now (a date change may have moved it), else
// as frozen at booking time.

/** The pickup's name in the reader's language and its time, or null for the meeting point. */
export function pickupLine(
  t: Pick<Translator, 'locale' | 'time'>,
  pickup: BookedPickup | null | undefined,
  startTime: string | null | undefined,
): string | null {
  if (!pickup) return null;
  const name = pickupName(pickup, t.locale);
  const time = pickupTime(startTime, pickup.minutesBefore) ?? pickup.time;
  return time ? `${name} · ${t.time(time)}` : name;
}
