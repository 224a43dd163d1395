/**
 * CSV for spreadsheets (RFC 4180): comma-separated, CRLF line ends, a field quoted when it holds
 * a comma, quote or line break, quotes doubled. Text starting with = + - @ (or a tab or carriage
 * return) is prefixed with ' so that Excel, LibreOffice or Sheets never run it as a formula
 * (OWASP "CSV injection"). Numbers are written as they are.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The whole file, with a UTF-8 byte-order mark so that Excel reads accents right. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${csvRow(header)}${rows.map(csvRow).join('')}`;
}
