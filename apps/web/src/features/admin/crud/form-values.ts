import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import sharedSpanish from '@hv/shared/locales/es.json';
import type { PickupRow } from './pickups-input.tsx';
import type { TravellerTypeRow } from './traveller-types-input.tsx';

/**
 * A photo of a gallery field: one the item already has (`url`) or one chosen in this dialog
 * (`file`), with its description; `key` keeps the photo's row (and focus) as it moves.
 */
export type GalleryEntry = { key: string; alt: string } & ({ url: string } | { file: File });

let galleryKeys = 0;
export const newGalleryKey = () => `foto-${++galleryKeys}`;

/**
 * What a dialog's inputs hold: text as typed, switches as booleans, the chosen file (an image
 * field starts with the current image's URL when editing), a gallery's photos, the values ticked
 * in a list of choices, an item's traveller types and pickups as their rows hold them.
 */
export type FormValues = Record<
  string,
  string | boolean | File | GalleryEntry[] | string[] | TravellerTypeRow[] | PickupRow[] | null
>;

/** A gallery field's photos. */
export const galleryEntries = (value: FormValues[string] | undefined): GalleryEntry[] =>
  Array.isArray(value) ? (value as (GalleryEntry | string)[]).filter((entry) => typeof entry === 'object') : [];

/** The values ticked in a list of choices. */
export const chosenValues = (value: FormValues[string] | undefined): string[] =>
  Array.isArray(value) ? (value as (GalleryEntry | string)[]).filter((entry) => typeof entry === 'string') : [];
export type FieldErrors = Record<string, string>;

/**
 * A shared rule's message as the staff screens (Spanish only) show it: a key of the shared catalogue
 * (such as the profile's field limits) in its Spanish words, a sentence as it is
 * (docs/decisions/0197-messages-travel-as-keys.md). Such rules give keys without values.
 */
const staffWords = (message: string): string =>
  Object.hasOwn(sharedSpanish, message) ? sharedSpanish[message as keyof typeof sharedSpanish] : message;

/** Runs the shared zod schema (the server's own) and keeps the first message per field. */
export function validateWith<S extends z.ZodTypeAny>(
  schema: S,
  values: FormValues,
): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = staffWords(issue.message);
  }
  return { data: null, errors };
}

/** Text inputs need strings: nulls and numbers from a row become what the input shows. */
export function toText(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The admin dialogs' resolver: a screen config's `validate` (the shared schema through
 * `validateWith`, plus rules such as the cover required on create) as react-hook-form's check.
 * Configs keep one `validate` for the dialog and the inline editor, so this adapter, rather
 * than zodResolver, is what the config-driven forms use.
 */
export function validateResolver(validate: (values: FormValues) => FieldErrors | null): Resolver<FormValues> {
  return (values) => {
    const errors = validate(values);
    if (!errors) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, { type: 'validate', message }])),
    };
  };
}
