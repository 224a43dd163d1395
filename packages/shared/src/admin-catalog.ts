import { z } from 'zod';
import { freeCancellationHoursField } from './cancellation-schemas.ts';
import { GALLERY_ALT_MAX, GALLERY_MAX_IMAGES } from './catalog.ts';
import { todayInMexico } from './format.ts';
import { CATALOG_STATUSES } from './statuses.ts';

// docs/product.md §5.3 and §5.4: the trip and experience forms, used by the dialogs and by the server.

const GREATER_THAN_ZERO = 'Debe ser un número mayor a 0.';
const text = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, 'El texto es demasiado largo.')
    .nullish()
    .transform((v) => v || null);
const required = (message: string, max = 500) =>
  z.string({ message }).trim().min(1, message).max(max, 'El texto es demasiado largo.');

/** A number typed in a form (string or number); empty counts as missing. */
const numberInput = (message: string, check: (n: number) => boolean) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v.replace(',', '.')) : v),
    z.number({ message }).refine((n) => Number.isFinite(n) && check(n), message),
  );
const optionalNumber = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? null : typeof v === 'string' ? Number(v.replace(',', '.')) : v),
    z
      .number({ message })
      .refine((n) => Number.isFinite(n) && n >= 0, message)
      .nullable(),
  );

/** Bullets are edited one per line; blank lines are dropped (docs/product.md §5.3). */
const bulletsField = z
  .union([z.string(), z.array(z.string())])
  .default([])
  .transform((v) =>
    (Array.isArray(v) ? v : v.split('\n'))
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, 50),
  );

const slugField = required('El slug es obligatorio.', 120).regex(
  /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  'Usa solo minúsculas, números y guiones.',
);
const isoDate = (message: string) => z.string({ message }).regex(/^\d{4}-\d{2}-\d{2}$/, message);
const time = (message: string) =>
  z
    .string({ message })
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, message)
    .transform((v) => v.slice(0, 5));

/**
 * Start times as staff type them, 'HH:MM' separated by commas or spaces ('09:00, 13:30'), or
 * a list: stored sorted and without repeats, at most 8 (docs/product.md §6.10).
 */
const startTimesField = z
  .union([z.string(), z.array(z.string())])
  .nullish()
  .transform((v) => (Array.isArray(v) ? v : (v ?? '').split(/[\s,;]+/)).map((t) => t.trim()).filter(Boolean))
  .pipe(
    z
      .array(z.string().regex(/^([01]?\d|2[0-3]):[0-5]\d$/, 'Escribe cada hora como HH:MM (24 horas), p. ej. 09:00.'))
      .max(8, 'Hasta 8 horas de inicio.')
      .transform((times) => [...new Set(times.map((t) => t.padStart(5, '0')))].sort()),
  );

export const experienceFormSchema = z.object({
  name: required('El nombre es obligatorio.', 200),
  slug: slugField,
  code: text(40),
  type: text(60),
  capacity: numberInput(GREATER_THAN_ZERO, (n) => Number.isInteger(n) && n >= 1),
  max_capacity: numberInput(GREATER_THAN_ZERO, (n) => Number.isInteger(n) && n >= 1),
  // docs/product.md §5.3: a zero price is rejected as if empty.
  price: numberInput('Debe ser un número válido.', (n) => n > 0),
  duration: text(100),
  description: required('La descripción es obligatoria.', 5000),
  bullets: bulletsField,
  responsible_name: text(120),
  responsible_phone: text(40),
  responsible_email: z
    .string()
    .trim()
    .max(254)
    .email('El correo no es válido.')
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
  address: text(300),
  website: text(300),
  start_times: startTimesField,
  meeting_point: text(300),
  meeting_point_url: z
    .string()
    .trim()
    .max(500, 'El enlace es demasiado largo.')
    .regex(/^https:\/\/\S+$/, 'El enlace del mapa debe empezar con https://.')
    .or(z.literal(''))
    .nullish()
    .transform((v) => v || null),
  // Optional English text beside the Spanish (docs/decisions/0158-english-content-beside-spanish.md).
  name_en: text(200),
  description_en: text(5000),
  bullets_en: bulletsField,
  meeting_point_en: text(300),
  /** Hours before the start a booking may be cancelled free; 0 = not refundable (§15.1). */
  free_cancellation_hours: freeCancellationHoursField,
  status: z.enum(CATALOG_STATUSES).default('Borrador'),
  is_active: z.boolean().default(true),
});

const tripFields = z.object({
  destination: required('El destino es obligatorio.', 200),
  slug: slugField,
  price_mxn: numberInput('Precio MXN inválido.', (n) => n >= 0),
  price_usd: optionalNumber('Precio USD inválido.'),
  departure_date: isoDate('Fecha de salida obligatoria.'),
  departure_time: time('Hora de salida obligatoria.'),
  return_date: isoDate('Fecha de regreso inválida.')
    .or(z.literal(''))
    .nullish()
    .transform((v) => v || null),
  return_time: time('Hora de regreso inválida.')
    .or(z.literal(''))
    .nullish()
    .transform((v) => v || null),
  description: text(5000),
  bullets: bulletsField,
  capacity: numberInput('Capacidad inválida.', (n) => Number.isInteger(n) && n >= 0),
  max_capacity: numberInput('Capacidad máxima inválida.', (n) => Number.isInteger(n) && n >= 0),
  duration: text(100),
  responsible_name: text(120),
  responsible_phone: text(40),
  address: text(300),
  website: text(300),
  // Optional English text beside the Spanish (docs/decisions/0158-english-content-beside-spanish.md).
  destination_en: text(200),
  description_en: text(5000),
  bullets_en: bulletsField,
  free_cancellation_hours: freeCancellationHoursField,
  status: z.enum(CATALOG_STATUSES).default('Borrador'),
  is_active: z.boolean().default(true),
});

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
  return tripFields.superRefine(
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
