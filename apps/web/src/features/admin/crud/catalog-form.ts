import { CATALOG_ADMIN_MESSAGES, UPLOAD_MESSAGES, type FieldList, type GalleryImage, type GalleryPlan } from '@hv/shared';
import type { z } from 'zod';
import { ApiRequestError } from '@/lib/api.ts';
import { UPLOAD_MAX_BYTES } from '@/lib/shrink-image.ts';
import type { ToastOptions } from '@/lib/use-toast.ts';
import type { DialogMode, FormField } from './entity-dialog.tsx';
import { formFieldsOf, formValuesOf } from './field-list.ts';
import {
  galleryEntries,
  newGalleryKey,
  validateWith,
  type FieldErrors,
  type FormValues,
  type GalleryEntry,
} from './form-values.ts';

/** The cover and the gallery, after an item's fields: uploads, sent as files beside the form's data. */
const IMAGE_FIELDS: FormField[] = [
  { name: 'image', label: 'Imagen de portada', kind: 'image', hint: 'PNG, JPEG o WebP.', wide: true },
  {
    name: 'gallery',
    label: 'Galería de fotos',
    kind: 'gallery',
    optional: true,
    wide: true,
    hint: 'Se muestran después de la portada, en este orden. La descripción es el texto alternativo de cada foto.',
  },
];

/** A trip's or an experience's dialog: its fields as the shared list declares them (catalog-fields.ts), then the images. */
export const catalogFormFields = (fields: FieldList): FormField[] => [...formFieldsOf(fields), ...IMAGE_FIELDS];

/** What the dialog shows of an item (or of a new one). */
export function catalogFormValues(
  fields: FieldList,
  item: (Record<string, unknown> & { image_url: string | null; gallery: GalleryImage[] }) | null | undefined,
): FormValues {
  return { ...formValuesOf(fields, item ?? undefined), image: item?.image_url ?? null, gallery: toGalleryEntries(item?.gallery) };
}

const galleryOf = (values: FormValues): GalleryEntry[] => galleryEntries(values.gallery);
const tooLarge = (file: File) => file.size > UPLOAD_MAX_BYTES;

/**
 * Validates a trip or experience form: the shared schema, the image on create, and no photo
 * over the upload limit even after shrinking, so it is refused before it is sent (docs/product.md §5.5).
 */
export function validateCatalogForm(schema: z.ZodTypeAny, values: FormValues, mode: DialogMode): FieldErrors | null {
  const { errors } = validateWith(schema, values);
  const all: FieldErrors = { ...errors };
  if (mode === 'create' && !(values.image instanceof File)) all.image = CATALOG_ADMIN_MESSAGES.imageRequired;
  if (values.image instanceof File && tooLarge(values.image)) all.image = UPLOAD_MESSAGES.tooLarge;
  if (galleryOf(values).some((entry) => 'file' in entry && tooLarge(entry.file))) all.gallery = UPLOAD_MESSAGES.tooLarge;
  return Object.keys(all).length ? all : null;
}

/** The gallery field's value for an item's photos. */
export const toGalleryEntries = (gallery: GalleryImage[] | undefined): GalleryEntry[] =>
  (gallery ?? []).map(({ url, alt }) => ({ key: newGalleryKey(), url, alt }));

/**
 * The multipart body the server expects: `data` (JSON of the form values, with the gallery as
 * kept URLs and indexes of the `gallery` files), the new cover as `image`, new photos as `gallery`.
 */
export function toCatalogBody(values: FormValues): FormData {
  const { image, gallery: _entries, ...data } = values;
  const files: File[] = [];
  const gallery: GalleryPlan = galleryOf(values).map((entry) =>
    'file' in entry ? { upload: files.push(entry.file) - 1, alt: entry.alt } : { url: entry.url, alt: entry.alt },
  );
  const body = new FormData();
  body.set('data', JSON.stringify({ ...data, gallery }));
  if (image instanceof File) body.set('image', image);
  for (const file of files) body.append('gallery', file);
  return body;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/** docs/product.md §11.4: an upload failure (too big, wrong type) has its own toast; others name the entity. */
export function catalogSaveError(error: unknown, saveFailed: string): ToastOptions {
  if (error instanceof ApiRequestError && (error.status === 413 || error.status === 415)) {
    return { title: 'Error de subida', description: `No se pudo subir la imagen: ${error.message}` };
  }
  return { title: 'Error', description: `${saveFailed} ${messageOf(error)}`.trim() };
}

export function catalogDeleteError(error: unknown, deleteFailed: string): ToastOptions {
  return { title: 'Error', description: `${deleteFailed} ${messageOf(error)}`.trim() };
}
