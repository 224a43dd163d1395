import { INTL_LOCALE, type Locale } from '@hv/shared';

/** An average as the page says it, with one decimal in the page's language ("4.5"). */
export function formatRating(average: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}
