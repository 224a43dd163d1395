import { BUSINESS_TIME_ZONE, DESCRIPTION_PREVIEW_CHARS } from './limits.ts';

const mxn = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/** Price in es-MX MXN format, e.g. "$1,250.00". */
export function formatMXN(amount: number): string {
  return mxn.format(amount);
}

export function formatMoney(amount: number, currency: 'MXN' | 'USD'): string {
  return new Intl.NumberFormat('es-MX', { style: 'currency', currency }).format(amount);
}

/** A stored `yyyy-MM-dd` date in long es-MX form, e.g. "15 de marzo de 2026". */
export function formatLongDate(isoDate: string): string {
  // Noon UTC keeps the calendar day the same in every American time zone.
  const date = new Date(`${isoDate}T12:00:00Z`);
  return new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE }).format(date);
}

/** docs/product.md §2.5: the first 100 characters of a description followed by an ellipsis. */
export function previewText(text: string | null | undefined, length = DESCRIPTION_PREVIEW_CHARS): string {
  const value = (text ?? '').trim();
  return `${value.slice(0, length)}...`;
}

/** Today's date as `yyyy-MM-dd` in the business time zone. */
export function todayInMexico(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE }).format(now);
}
