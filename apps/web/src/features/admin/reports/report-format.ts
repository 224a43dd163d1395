const monthLong = new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthShort = new Intl.DateTimeFormat('es-MX', { month: 'short', timeZone: 'UTC' });
const count = new Intl.NumberFormat('es-MX');

// Mid-month noon UTC: the same month in every time zone.
const monthDate = (month: string) => new Date(`${month}-15T12:00:00Z`);

/** 'YYYY-MM' → "enero de 2026". */
export const formatMonthLong = (month: string) => monthLong.format(monthDate(month));

/** 'YYYY-MM' → "ene" (the chart's axis; the year is shown where it changes). */
export const formatMonthShort = (month: string) => monthShort.format(monthDate(month)).replace('.', '');

export const formatCount = (n: number) => count.format(n);
