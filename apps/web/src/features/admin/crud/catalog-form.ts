import { CATALOG_ADMIN_MESSAGES } from '@hv/shared';
import type { z } from 'zod';
import { ApiRequestError } from '@/lib/api.ts';
import type { ToastOptions } from '@/lib/use-toast.ts';
import type { DialogMode } from './entity-dialog.tsx';
import { validateWith, type FieldErrors, type FormValues } from './form-values.ts';

/** Validates a trip or experience form: the shared schema, plus the image on create (docs/product.md §5.5). */
export function validateCatalogForm(schema: z.ZodTypeAny, values: FormValues, mode: DialogMode): FieldErrors | null {
  const { errors } = validateWith(schema, values);
  const all: FieldErrors = { ...errors };
  if (mode === 'create' && !(values.image instanceof File)) all.image = CATALOG_ADMIN_MESSAGES.imageRequired;
  return Object.keys(all).length ? all : null;
}

/** The multipart body the server expects: `data` (JSON of the form values) and `image`. */
export function toCatalogBody(values: FormValues): FormData {
  const { image, ...data } = values;
  const body = new FormData();
  body.set('data', JSON.stringify(data));
  if (image instanceof File) body.set('image', image);
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
