import { resolveFields, seasonLine, type FieldInput, type FieldList, type Season } from '@hv/shared';
import type { FormField } from './field-input.tsx';
import { toText, type FormValues } from './form-values.ts';
import { pickupRows } from './pickups-input.tsx';
import { travellerTypeRows } from './traveller-types-input.tsx';

// An admin dialog read from an entity's field list in @hv/shared (docs/decisions/0170-one-source-per-field.md):
// each field with an `input` becomes a control, in the list's order, and a record its values.

const KIND: Record<FieldInput, FormField['kind']> = {
  text: 'text',
  email: 'email',
  number: 'number',
  date: 'date',
  time: 'time',
  textarea: 'textarea',
  lines: 'textarea',
  times: 'text',
  status: 'status',
  select: 'select',
  switch: 'switch',
  choices: 'choices',
  seasons: 'textarea',
  travellerTypes: 'travellerTypes',
  pickups: 'pickups',
};

/** The dialog's controls: every field staff edit, as the list declares it. */
export function formFieldsOf(fields: FieldList): FormField[] {
  return resolveFields(fields).flatMap(({ key, label, input, hint, optional, options }) =>
    input
      ? [
          {
            name: key,
            label,
            kind: KIND[input],
            ...(hint ? { hint } : {}),
            ...(optional ? { optional } : {}),
            ...(options ? { choices: options } : {}),
            ...(input === 'travellerTypes' || input === 'pickups' ? { wide: true } : {}),
          },
        ]
      : [],
  );
}

/** What the controls show for a record, or for a new one (each field's `initial`). */
export function formValuesOf(fields: FieldList, record: Record<string, unknown> | undefined): FormValues {
  const values: FormValues = {};
  for (const { key, input, initial } of resolveFields(fields)) {
    if (!input) continue;
    const value = record?.[key] ?? initial;
    const list = Array.isArray(value) ? (value as unknown[]).map(String) : [];
    switch (input) {
      case 'lines':
        values[key] = list.join('\n');
        break;
      case 'times':
        values[key] = list.join(', ');
        break;
      case 'time':
        // The API answers 'HH:MM:SS'; the input takes 'HH:MM'.
        values[key] = toText(value as string | null | undefined).slice(0, 5);
        break;
      case 'status':
        values[key] = typeof value === 'string' ? value : '';
        break;
      case 'switch':
        values[key] = value === true;
        break;
      case 'choices':
        values[key] = list;
        break;
      case 'travellerTypes':
        values[key] = travellerTypeRows(value);
        break;
      case 'pickups':
        values[key] = pickupRows(value);
        break;
      case 'seasons':
        values[key] = Array.isArray(value) ? (value as Season[]).map(seasonLine).join('\n') : '';
        break;
      default:
        values[key] = toText(value as string | number | null | undefined);
    }
  }
  return values;
}
