import { z } from 'zod';
import { experienceFields, GALLERY_ALT_MAX, GALLERY_MAX_IMAGES, tripFields } from './catalog-fields.ts';
import { formSchemaOf } from './fields.ts';
import { todayInMexico } from './format.ts';
import { CATALOG_STATUSES } from './statuses.ts';

// docs/product.md §5.3 and §5.4: the trip and experience forms, used by the dialogs and by the
// server; each field's rule is declared once, in catalog-fields.ts.

export const experienceFormSchema = formSchemaOf(experienceFields);

const tripFormFields = formSchemaOf(tripFields);

export const TRIP_FORM_MESSAGES = {
  departurePast: 'La fecha de salida no puede ser anterior a hoy.',
  returnBeforeDeparture: 'La fecha de regreso no puede ser anterior a la salida.',
  returnTimeBeforeDeparture: 'El mismo día, la hora de regreso no puede ser anterior a la de salida.',
} as const;

const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isTime = (v: unknown): v is string => typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d/.test(v);

/**
 * The trip form with its dates checked (docs/product.md §5.4, decision 0111): the departure not
 * before today in Mexico City, the return not before the departure (day, then time on the same
 * day). Editing a trip passes its stored departure as `keepDepartureDate`: left unchanged, a
 * departure already past is kept, so a trip that has left can still be corrected.
 */
export function tripFormSchemaFor({ keepDepartureDate = null }: { keepDepartureDate?: string | null } = {}) {
  return tripFormFields.superRefine(
    (trip, ctx) => {
      const { departure_date: departure, departure_time: leaves, return_date: back, return_time: arrives } = trip;
      if (!isDay(departure)) return;
      if (departure !== keepDepartureDate && departure < todayInMexico()) {
        ctx.addIssue({ code: 'custom', path: ['departure_date'], message: TRIP_FORM_MESSAGES.departurePast });
      }
      if (!isDay(back)) return;
      if (back < departure) {
        ctx.addIssue({ code: 'custom', path: ['return_date'], message: TRIP_FORM_MESSAGES.returnBeforeDeparture });
      } else if (back === departure && isTime(leaves) && isTime(arrives) && arrives.slice(0, 5) < leaves.slice(0, 5)) {
        ctx.addIssue({ code: 'custom', path: ['return_time'], message: TRIP_FORM_MESSAGES.returnTimeBeforeDeparture });
      }
    },
    // Also while other fields are wrong (zod skips a refinement after them by default), so the
    // dates are answered in the same round; the values are read as sent, hence the checks above.
    { when: ({ value }) => typeof value === 'object' && value !== null },
  );
}

/** Creating a trip: `tripFormSchemaFor()`, with no stored departure to keep. */
export const tripFormSchema = tripFormSchemaFor();

export const CATALOG_ADMIN_MESSAGES = {
  slugTaken: 'Este slug ya existe.',
  imageRequired: 'La imagen es obligatoria.',
  galleryTooMany: `La galería admite hasta ${GALLERY_MAX_IMAGES} imágenes.`,
  imagesChanged: 'Las imágenes cambiaron mientras editabas. Cierra el formulario y vuelve a abrirlo.',
  galleryMismatch: 'La galería no coincide con las imágenes enviadas.',
  hasBookings: 'No se puede eliminar porque tiene reservas registradas. Desactívalo para ocultarlo.',
} as const;

export const activeToggleSchema = z.object({ is_active: z.boolean() });
export const statusChangeSchema = z.object({ status: z.enum(CATALOG_STATUSES) });

const galleryAlt = z.string().trim().max(GALLERY_ALT_MAX, 'El texto es demasiado largo.').default('');

/**
 * The gallery a save asks for, in order (docs/product.md §5.5): a photo the item already has
 * (`url`) or the n-th `gallery` file of the same multipart request (`upload`), each with its
 * description. Sent as `gallery` inside the form's `data`; left out, the gallery stays as it is.
 */
export const galleryPlanSchema = z
  .array(
    z.union([
      z.object({ url: z.string().max(500), alt: galleryAlt }),
      z.object({
        upload: z
          .number()
          .int()
          .min(0)
          .max(GALLERY_MAX_IMAGES - 1),
        alt: galleryAlt,
      }),
    ]),
  )
  .max(GALLERY_MAX_IMAGES, CATALOG_ADMIN_MESSAGES.galleryTooMany);
export type GalleryPlan = z.output<typeof galleryPlanSchema>;
