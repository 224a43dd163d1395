// A dialog's list of rows as its inputs hold them (numbers as text, a blank English name), read
// for the list's schema: the traveller types (decision 0232) and the pickups (decision 0240).
// Kept free of zod: the form rules that call it hold the schemas.

/** A number as a dialog's input holds it: blank is `blank`, a comma is a decimal point. */
const typedNumber = (v: unknown, blank: unknown): unknown =>
  typeof v !== 'string' ? v : v.trim() === '' ? blank : Number(v.trim().replace(',', '.'));

/**
 * The rows as typed, ready for their schema: each field of `numbers` read as a number (blank gives
 * the value `numbers` names for it), a blank English name as null, and each row's `sortOrder` its
 * place in the list (staff's order). Anything not a list, or a row not an object, is left for the
 * schema to refuse.
 */
export function readTypedRows(rows: unknown, numbers: Readonly<Record<string, unknown>>): unknown {
  if (!Array.isArray(rows)) return rows;
  return rows.map((row: unknown, i) => {
    if (typeof row !== 'object' || row === null) return row;
    const r = row as Record<string, unknown>;
    const nameEn = typeof r.nameEn === 'string' ? r.nameEn.trim() || null : (r.nameEn ?? null);
    const read = Object.fromEntries(Object.entries(numbers).map(([key, blank]) => [key, typedNumber(r[key], blank)]));
    return { ...r, nameEn, ...read, sortOrder: i };
  });
}
