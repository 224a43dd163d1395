import { phoneParts, wallDateTime } from '@hv/shared';

/**
 * CSV for spreadsheets (RFC 4180): comma-separated, CRLF line ends, a field quoted when it holds
 * a comma, quote or line break, quotes doubled. Text starting with = + - @ (or a tab or carriage
 * return) is prefixed with ' so that Excel, LibreOffice or Sheets never run it as a formula
 * (OWASP "CSV injection"). A spreadsheet that splits on ';' (Excel where it is the list
 * separator), tabs or line breaks starts a new cell after them, quotes or not, so a formula after
 * any of those or a comma, spaces aside, gets its ' too: `Ana;=1+1` → `Ana;'=1+1` (issue 27).
 * Numbers are written as they are.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n]\s*)(?=[=+\-@])/g;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = (FORMULA_START.test(value) ? `'${value}` : value).replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The whole file, with a UTF-8 byte-order mark so that Excel reads accents right. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${csvRow(header)}${rows.map(csvRow).join('')}`;
}

/**
 * A phone for a spreadsheet (decision 0187): a valid number as `(+52) 55 8765 4321` — read as text
 * by Excel, LibreOffice and Sheets, with no apostrophe shown, since it does not start with `+` —
 * and anything else as it is, behind csvCell's formula guard.
 */
export function csvPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const parts = phoneParts(phone);
  return parts ? `(+${parts.countryCode}) ${parts.number}` : phone;
}

/** An instant on Mexico City's clock as spreadsheets sort it, `2026-11-27 04:48` (the reports' `Pagada el` too). */
export function csvInstant(at: Date | string | null | undefined): string | null {
  if (!at) return null;
  return wallDateTime(new Date(at).toISOString()).replace('T', ' ');
}
