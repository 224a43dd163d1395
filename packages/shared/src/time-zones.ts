import { TZDateMini } from '@date-fns/tz';
import { BUSINESS_TIME_ZONE } from './limits.ts';

// Each experience and trip happens on its place's clock (docs/decisions/0200-a-time-zone-per-item.md):
// its start time is a wall-clock time there, read into an instant by the IANA time-zone database
// (through @date-fns/tz, never by a hand-written offset).

/**
 * Mexico's IANA time zones, as staff pick them in an item's dialog, with where each applies.
 * The first is the default of an item whose zone nobody chose.
 */
export const MEXICO_TIME_ZONES = [
  ['America/Mexico_City', 'Centro: Ciudad de México, Jalisco, Puebla, Oaxaca, Veracruz, Chiapas…'],
  ['America/Cancun', 'Sureste: Quintana Roo (Cancún, Tulum, Playa del Carmen, Isla Mujeres)'],
  ['America/Merida', 'Centro: Yucatán y Campeche'],
  ['America/Monterrey', 'Centro: Nuevo León, Coahuila y Tamaulipas (lejos de la frontera)'],
  ['America/Matamoros', 'Frontera noreste: Matamoros, Nuevo Laredo (horario de verano de EE. UU.)'],
  ['America/Chihuahua', 'Centro: Chihuahua'],
  ['America/Ciudad_Juarez', 'Frontera norte: Ciudad Juárez (horario de verano de EE. UU.)'],
  ['America/Ojinaga', 'Frontera noreste: Ojinaga (horario de verano de EE. UU.)'],
  ['America/Mazatlan', 'Pacífico: Baja California Sur, Sinaloa, Nayarit'],
  ['America/Bahia_Banderas', 'Centro: Bahía de Banderas (Nuevo Vallarta)'],
  ['America/Hermosillo', 'Pacífico: Sonora'],
  ['America/Tijuana', 'Noroeste: Baja California (horario de verano de EE. UU.)'],
] as const satisfies readonly (readonly [string, string])[];

export type MexicoTimeZone = (typeof MEXICO_TIME_ZONES)[number][0];
export const TIME_ZONE_VALUES = MEXICO_TIME_ZONES.map(([zone]) => zone) as [MexicoTimeZone, ...MexicoTimeZone[]];

/** The zone of an item nobody set (the column's default): Mexico City's, the business's own. */
export const DEFAULT_ITEM_TIME_ZONE: MexicoTimeZone = BUSINESS_TIME_ZONE;

/**
 * The instant a 'yyyy-mm-dd' date and 'HH:MM' wall-clock time happen in `zone`: 08:30 on
 * 2026-12-05 in America/Cancun is 13:30Z, in America/Mexico_City 14:30Z.
 */
export function zonedStart(date: string, time: string, zone: string = BUSINESS_TIME_ZONE): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDateMini(y, m - 1, d, hh, mm, zone).getTime());
}

/**
 * An instant as the wall-clock date and time it is in `zone`, 'yyyy-mm-ddTHH:MM': a message value
 * each language writes in its own words (a name ending in `DateTime`, docs/decisions/0197-messages-travel-as-keys.md).
 */
export function wallDateTime(iso: string, zone: string = BUSINESS_TIME_ZONE): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The date ('yyyy-mm-dd') an instant falls on in `zone`: the check-in's "today" of an item. */
export function todayIn(zone: string = BUSINESS_TIME_ZONE, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now);
}
