import type { Locale } from './locale.ts';
import type { Pickup } from './pickups.ts';

// A pickup's time and words (decision 0233), apart from the schemas in pickups.ts so that the
// booking form's first code carries no zod (decision 0218).

/** The pickups in the order staff set, then by time (earliest first: the van's route). */
export const sortedPickups = <T extends Pick<Pickup, 'sortOrder' | 'minutesBefore'>>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => a.sortOrder - b.sortOrder || b.minutesBefore - a.minutesBefore);

/** The wall-clock time `minutesBefore` minutes before 'HH:MM' (wrapping past midnight), or null without a start. */
export function pickupTime(startTime: string | null | undefined, minutesBefore: number): string | null {
  if (!startTime) return null;
  const [h, m] = startTime.split(':').map(Number) as [number, number];
  const total = (((h * 60 + m - minutesBefore) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The pickup's name in the reader's language (Spanish when no English one was written). */
export const pickupName = (p: Pick<Pickup, 'name' | 'nameEn'>, locale: Locale = 'es') =>
  locale === 'en' && p.nameEn ? p.nameEn : p.name;

/** `Zona Hotelera Cancún · 07:15` (the time on the item's own clock), or the name alone without a time. */
export const pickupLabel = (p: Pick<Pickup, 'name' | 'nameEn'> & { time: string | null }, locale: Locale = 'es') =>
  p.time ? `${pickupName(p, locale)} · ${p.time}` : pickupName(p, locale);
