import { z } from 'zod';

// One source per field (docs/decisions/0170-one-source-per-field.md): an entity's fields are
// declared once, in order, and its form schema, API schemas, audit names, the admin dialog and
// what a manifest shows of it are read from that list. The database column stays in the Drizzle
// table (apps/server/src/db/schema.ts); a server test holds the two to the same columns.

/** How the admin dialog edits a field (apps/web/src/features/admin/crud/field-input.tsx draws it). */
export type FieldInput =
  | 'text'
  | 'email'
  | 'number'
  | 'date'
  | 'time'
  | 'textarea'
  /** A list of texts, one per line of a textarea. */
  | 'lines'
  /** A list of 'HH:MM' times in one text, separated by commas. */
  | 'times'
  | 'status'
  /** One of `options`, from a drop-down list. */
  | 'select'
  | 'switch'
  /** Several of `options`, each a checkbox; stored as the list of their values, in the options' order. */
  | 'choices'
  /** Date ranges of the year, one 'DD/MM - DD/MM' per line of a textarea (decision 0208). */
  | 'seasons'
  /** An item's traveller types, one editable row each (docs/decisions/0232-traveller-types-on-screens.md). */
  | 'travellerTypes'
  /** An experience's pickup points, one editable row each (docs/decisions/0240-pickups-admin-mail-and-types-in-reports.md). */
  | 'pickups';

/** A value of a `choices` or `select` field and what the dialog and the manifest call it. */
export type FieldOption = readonly [value: string, label: string];

export interface FieldSpec {
  /** Its Spanish name: the dialog's label, and the audit trail's unless `audit` says otherwise. */
  label?: string;
  /** Its name in the audit trail (docs/product.md §15.7), when the dialog's label is longer. */
  audit?: string;
  /** The dialog's control; a field without one is not edited there (ids, images, timestamps). */
  input?: FieldInput;
  hint?: string;
  /** Marked '(opcional)' in the dialog. */
  optional?: boolean;
  options?: readonly FieldOption[];
  /** What the dialog of a new record starts with; empty when not given. */
  initial?: string | number | boolean | readonly string[];
  /** The rule of the dialog and of the server's create and edit (the same zod, docs/architecture.md §15.3). */
  form?: z.ZodType;
  /** The value as the API answers it. */
  api: z.ZodType;
  /** Staff only: the public API never sends it. */
  staff?: true;
  /**
   * The English version of another field (docs/decisions/0158-english-content-beside-spanish.md):
   * its label, audit name, control and hint are that field's, 'en inglés'; always optional.
   */
  en?: string;
  /** Shown on a departure's manifest (docs/product.md §14.2) as 'label: value'. */
  manifest?: true;
}

export type FieldList = Readonly<Record<string, FieldSpec>>;

/** Declares an entity's fields; the order is the dialog's. `en` must name a field of the list. */
export const defineFields = <const F extends FieldList>(fields: F & { [K in keyof F]: { en?: keyof F & string } }): F => fields;

/** A field as the dialog and the trail see it, an English version's names filled in. */
export interface ResolvedField extends Omit<FieldSpec, 'en'> {
  key: string;
  label: string;
  audit: string;
}

const ENGLISH = ' en inglés';

/** The fields in order, each English version named after its Spanish one. */
export function resolveFields(fields: FieldList): ResolvedField[] {
  return Object.entries(fields).map(([key, spec]) => {
    const { en, ...own } = spec;
    const source = en ? fields[en] : undefined;
    const label = source ? `${source.label ?? en}${ENGLISH}` : (spec.label ?? key);
    const audit = source ? `${source.audit ?? source.label ?? en}${ENGLISH}` : (spec.audit ?? label);
    return source
      ? { ...own, key, label, audit, input: source.input, hint: spec.hint ?? source.hint, optional: true }
      : { ...own, key, label, audit };
  });
}

type FormShape<F extends FieldList> = {
  -readonly [K in keyof F as F[K] extends { form: z.ZodType } ? K : never]: F[K] extends { form: infer S } ? S : never;
};
type PublicShape<F extends FieldList> = {
  -readonly [K in keyof F as F[K] extends { staff: true } ? never : K]: F[K]['api'];
};
type StaffShape<F extends FieldList> = {
  -readonly [K in keyof F as F[K] extends { staff: true } ? K : never]: z.ZodOptional<F[K]['api']>;
};

const shape = (fields: FieldList, pick: (spec: FieldSpec) => z.ZodType | undefined) =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([key, spec]) => {
      const schema = pick(spec);
      return schema ? [[key, schema]] : [];
    }),
  );

/** The dialog's and the server's schema of a create or edit: every field with a `form` rule. */
export const formSchemaOf = <F extends FieldList>(fields: F) => z.object(shape(fields, (spec) => spec.form) as FormShape<F>);

/** The record as the public API answers it: every field but the staff-only ones. */
export const publicSchemaOf = <F extends FieldList>(fields: F) =>
  z.object(shape(fields, (spec) => (spec.staff ? undefined : spec.api)) as PublicShape<F>);

/** The record in either API: the public fields, and the staff-only ones when the admin API sends them. */
export const recordSchemaOf = <F extends FieldList>(fields: F) =>
  publicSchemaOf(fields).extend(shape(fields, (spec) => (spec.staff ? spec.api.optional() : undefined)) as StaffShape<F>);

/** Each named field's name in the audit trail (an id or a timestamp shows as it is stored). */
export const auditLabelsOf = (fields: FieldList): Record<string, string> =>
  Object.fromEntries(
    resolveFields(fields)
      .filter(({ key }) => fields[key]?.label || fields[key]?.en)
      .map((field) => [field.key, field.audit]),
  );

/**
 * The rule of a `choices` field: values of `options` only, at least one, kept in the options'
 * order without repeats. Left out it stays undefined: a new record gets the column's default, an
 * edit keeps what is stored (as the free-cancellation hours do).
 */
export function choicesRule<const V extends string>(
  options: readonly (readonly [value: V, label: string])[],
  messages: { unknown: string; empty: string },
) {
  const values: string[] = options.map(([value]) => value);
  // Checked as a whole, so the message is the field's, not one per position in the list.
  return z
    .array(z.string(), { message: messages.unknown })
    .refine((chosen) => chosen.every((value) => values.includes(value)), messages.unknown)
    .min(1, messages.empty)
    .optional()
    .transform((chosen) => chosen && options.map(([value]) => value).filter((value) => chosen.includes(value)));
}

/** A stored value in words, as the manifest shows it: a choice by its label, a list joined. */
export function fieldValueText(field: Pick<FieldSpec, 'options'>, value: unknown): string {
  const label = (v: unknown) => field.options?.find(([option]) => option === v)?.[1] ?? String(v);
  if (Array.isArray(value)) return value.map(label).join(', ');
  return value === null || value === undefined ? '' : label(value);
}

/** What a manifest shows of its item: the fields marked `manifest` that have a value, in order. */
export function manifestFactsOf(fields: FieldList, record: Record<string, unknown>): { label: string; value: string }[] {
  return resolveFields(fields)
    .filter((field) => field.manifest)
    .map((field) => ({ label: field.label, value: fieldValueText(field, record[field.key]) }))
    .filter((fact) => fact.value !== '');
}
