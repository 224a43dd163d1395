import { z } from 'zod';
import { DEFAULT_FREE_CANCELLATION_HOURS } from './cancellation.ts';
import { freeCancellationHoursField } from './cancellation-schemas.ts';
import { choicesRule, defineFields } from './fields.ts';
import { CATALOG_STATUSES } from './statuses.ts';
import { DEFAULT_WEEKDAYS, parseSeasonLine, seasonLine, WEEKDAY_NAMES_ES, WEEKDAYS, type Season } from './experience-dates.ts';
import { DEFAULT_ITEM_TIME_ZONE, MEXICO_TIME_ZONES, TIME_ZONE_VALUES } from './time-zones.ts';
import { travellerTypeSchema, travellerTypesFormRule } from './traveller-types.ts';
import { pickupSchema, pickupsFormRule } from './pickups.ts';

// The fields of an experience and of a trip, each declared once (docs/decisions/0170-one-source-per-field.md):
// the forms of docs/product.md §5.3 and §5.4, the public shape of §5.1, the audit trail's names
// (§15.7). The columns are in apps/server/src/db/schema.ts.

/** The most photos an item's gallery holds besides its cover (docs/product.md §5.5). */
export const GALLERY_MAX_IMAGES = 8;
/** The longest description (alt text) of a gallery photo. */
export const GALLERY_ALT_MAX = 200;

/** One photo of an item's gallery: a stored WebP (widths as for covers) and what it shows. */
export const galleryImageSchema = z.object({ url: z.string(), alt: z.string() });
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/** The languages a guide may speak (issue 28), in the order staff tick them and pages list them. */
export const GUIDE_LANGUAGES = ['es', 'en', 'fr', 'de', 'it', 'pt'] as const;
export type GuideLanguage = (typeof GUIDE_LANGUAGES)[number];
/** Each in its own language, as the admin dialog and the manifest name them; public pages use their catalogue. */
const GUIDE_LANGUAGE_NAMES: Record<GuideLanguage, string> = {
  es: 'Español',
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
};
const guideLanguageOptions = GUIDE_LANGUAGES.map((code) => [code, GUIDE_LANGUAGE_NAMES[code]] as const);

// ---------------------------------------------------------------- the forms' rules

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

/** A whole number of days or nights, or empty. */
const optionalCount = (message: string) => optionalNumber(message).refine((n) => n === null || Number.isInteger(n), message);

/** Bullets are edited one per line; blank lines are dropped (docs/product.md §5.3). */
const bulletsRule = z
  .union([z.string(), z.array(z.string())])
  .default([])
  .transform((v) =>
    (Array.isArray(v) ? v : v.split('\n'))
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, 50),
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
const startTimesRule = z
  .union([z.string(), z.array(z.string())])
  .nullish()
  .transform((v) => (Array.isArray(v) ? v : (v ?? '').split(/[\s,;]+/)).map((t) => t.trim()).filter(Boolean))
  .pipe(
    z
      .array(z.string().regex(/^([01]?\d|2[0-3]):[0-5]\d$/, 'Escribe cada hora como HH:MM (24 horas), p. ej. 09:00.'))
      .max(8, 'Hasta 8 horas de inicio.')
      .transform((times) => [...new Set(times.map((t) => t.padStart(5, '0')))].sort()),
  );

/** The weekdays as the dialog's checkboxes name them, Monday first. */
const weekdayOptions = WEEKDAYS.map(
  (day) => [day, WEEKDAY_NAMES_ES[day].charAt(0).toUpperCase() + WEEKDAY_NAMES_ES[day].slice(1)] as const,
);

const SEASON_MESSAGE = 'Escribe cada temporada como DD/MM - DD/MM, p. ej. 01/01 - 31/03.';
const seasonSchema = z.object({ from: z.string(), to: z.string() });

/**
 * An experience's seasons (docs/decisions/0208-experience-seasons-and-weekdays.md) as staff type
 * them, one per line 'DD/MM - DD/MM', or as a list; blank lines dropped, at most 12. Empty: all
 * year. Left out it stays undefined: a new experience gets the column's default, an edit keeps
 * what is stored.
 */
const seasonsRule = z
  .union([z.string(), z.array(z.union([z.string(), seasonSchema]))], { message: SEASON_MESSAGE })
  .optional()
  .transform((value, ctx): Season[] | undefined => {
    if (value === undefined) return undefined;
    const lines = (Array.isArray(value) ? value : value.split('\n')).filter((line) => typeof line !== 'string' || line.trim());
    const seasons = lines.map((line) => parseSeasonLine(typeof line === 'string' ? line : seasonLine(line)));
    if (seasons.some((season) => season === null) || seasons.length > 12) {
      ctx.addIssue({ code: 'custom', message: seasons.length > 12 ? 'Hasta 12 temporadas.' : SEASON_MESSAGE });
      return z.NEVER;
    }
    return seasons as Season[];
  });

// ---------------------------------------------------------------- fields both entities have

const nullableText = z.string().nullable();
const optionalText = (label: string, max: number, more: { audit?: string; hint?: string } = {}) =>
  ({ label, input: 'text', optional: true, form: text(max), api: nullableText, ...more }) as const;
const englishText = <const K extends string>(en: K, max: number) => ({ en, form: text(max), api: nullableText }) as const;

const common = {
  /** Minimum to run (docs/decisions/0229-minimum-to-run.md): blank, never cancelled for it. */
  decisionHours: {
    label: 'Horas para decidir si sale',
    audit: 'Mínimo para salir',
    input: 'number',
    optional: true,
    hint: 'Tantas horas antes del inicio, una salida que no llegó al mínimo de pasajeros (y que nadie confirmó a mano) se cancela y se reembolsa. En blanco: nunca se cancela sola.',
    form: optionalCount('Escribe las horas como un número entero.'),
    api: z.number().int().nullable(),
  },
  id: { api: z.string().uuid() },
  slug: {
    label: 'Slug',
    audit: 'Dirección (slug)',
    input: 'text',
    hint: 'Para la dirección: solo minúsculas, números y guiones.',
    form: required('El slug es obligatorio.', 120).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Usa solo minúsculas, números y guiones.'),
    api: z.string(),
  },
  /** The wording staff write when the duration is no count of hours or days (`Medio día`); shown as written. */
  duration: optionalText('Duración', 100, {
    hint: 'Solo si no cabe en los números de duración (p. ej. «Medio día»): se muestra tal cual, en español.',
  }),
  freeCancellationHours: {
    label: 'Cancelación gratuita (horas antes)',
    audit: 'Cancelación gratuita (horas)',
    input: 'number',
    hint: '0 = no reembolsable. Horas antes del inicio en que el viajero puede cancelar sin costo.',
    initial: DEFAULT_FREE_CANCELLATION_HOURS,
    /** Hours before the start a booking may be cancelled free; 0 = not refundable (docs/product.md §15.1). */
    form: freeCancellationHoursField,
    api: z.number().int(),
  },
  bullets: {
    label: 'Qué incluye',
    audit: 'Puntos destacados',
    input: 'lines',
    optional: true,
    hint: 'Uno por línea.',
    form: bulletsRule,
    api: z.array(z.string()),
  },
  bulletsEn: { en: 'bullets', form: bulletsRule, api: z.array(z.string()) },
  // The traveller types it sells, with their prices (docs/decisions/0228-traveller-types.md), edited
  // as a list of rows (docs/decisions/0232-traveller-types-on-screens.md).
  travellerTypes: {
    label: 'Tipos de viajero',
    input: 'travellerTypes',
    optional: true,
    hint: 'Sin tipos se vende como «Persona» al precio de arriba. Al menos un tipo debe ocupar lugar.',
    form: travellerTypesFormRule,
    api: z.array(travellerTypeSchema).optional(),
  },
  responsibleName: optionalText('Responsable', 120),
  responsiblePhone: optionalText('Teléfono del responsable', 40),
  address: optionalText('Dirección', 300),
  website: optionalText('Sitio web', 300),
  status: {
    label: 'Estado',
    input: 'status',
    initial: 'Borrador',
    form: z.enum(CATALOG_STATUSES).default('Borrador'),
    api: z.enum(CATALOG_STATUSES),
  },
  isActive: (label: string) =>
    ({ label, audit: 'Activo', input: 'switch', initial: true, form: z.boolean().default(true), api: z.boolean() }) as const,
  imageUrl: { label: 'Imagen de portada', api: nullableText },
  /** More photos after the cover, in the order staff gave them (docs/product.md §5.5). */
  gallery: { label: 'Galería', api: z.array(galleryImageSchema) },
  createdAt: { api: z.string() },
  /**
   * The IANA zone of the item's place (docs/decisions/0200-a-time-zone-per-item.md): its start
   * times are read on that clock. Left out, a new item gets the column's default (Mexico City's)
   * and an edit keeps what is stored.
   */
  timeZone: {
    label: 'Zona horaria',
    input: 'select',
    hint: 'La del lugar: las horas de inicio, el calendario, los recordatorios y la cancelación gratuita se cuentan en ella.',
    options: MEXICO_TIME_ZONES,
    initial: DEFAULT_ITEM_TIME_ZONE,
    form: z.enum(TIME_ZONE_VALUES, { message: 'Elige una zona horaria de la lista.' }).optional(),
    api: z.string(),
  },
} as const;

/** What the English name's field says: where the English text shows, and what shows without it. */
const ENGLISH_NAME_HINT = 'Para la página en inglés; sin él, se muestra el texto en español.';

// ---------------------------------------------------------------- experiences (docs/product.md §5.3)

export const experienceFields = defineFields({
  id: common.id,
  name: { label: 'Nombre', input: 'text', form: required('El nombre es obligatorio.', 200), api: z.string() },
  name_en: { ...englishText('name', 200), hint: ENGLISH_NAME_HINT },
  slug: common.slug,
  code: optionalText('Código', 40),
  type: optionalText('Tipo', 60),
  price: {
    label: 'Precio (MXN por persona)',
    audit: 'Precio',
    input: 'number',
    // docs/product.md §5.3: a zero price is rejected as if empty.
    form: numberInput('Debe ser un número válido.', (n) => n > 0),
    api: z.number(),
  },
  /** The duration as a value, written in each page's language (docs/decisions/0215-durations-stored-as-values.md). */
  duration_hours: {
    label: 'Duración en horas',
    audit: 'Duración (horas)',
    input: 'number',
    optional: true,
    hint: 'P. ej. 5 o 1,5: cada página la escribe en su idioma.',
    form: optionalNumber('Escribe las horas como un número mayor a 0.').refine(
      (n) => n === null || n > 0,
      'Escribe las horas como un número mayor a 0.',
    ),
    api: z.number().nullable(),
  },
  duration: common.duration,
  guide_languages: {
    label: 'Idiomas del guía',
    input: 'choices',
    hint: 'Los que habla el guía; se muestran en la página de la experiencia y en el manifiesto.',
    options: guideLanguageOptions,
    initial: ['es'],
    form: choicesRule(guideLanguageOptions, { unknown: 'Elige idiomas de la lista.', empty: 'Elige al menos un idioma.' }),
    api: z.array(z.enum(GUIDE_LANGUAGES)),
    manifest: true,
  },
  capacity: {
    label: 'Pasajeros mínimos',
    audit: 'Capacidad',
    input: 'number',
    form: numberInput(GREATER_THAN_ZERO, (n) => Number.isInteger(n) && n >= 1),
    api: z.number().int().nullable(),
  },
  max_capacity: {
    label: 'Capacidad máxima',
    audit: 'Capacidad',
    input: 'number',
    form: numberInput(GREATER_THAN_ZERO, (n) => Number.isInteger(n) && n >= 1),
    api: z.number().int().nullable(),
  },
  decision_hours: common.decisionHours,
  traveller_types: common.travellerTypes,
  free_cancellation_hours: common.freeCancellationHours,
  description: {
    label: 'Descripción',
    input: 'textarea',
    form: required('La descripción es obligatoria.', 5000),
    api: nullableText,
  },
  description_en: englishText('description', 5000),
  bullets: common.bullets,
  bullets_en: common.bulletsEn,
  /** 'HH:MM' start times in order (docs/product.md §6.10); empty: no fixed start. */
  start_times: {
    label: 'Horas de inicio',
    audit: 'Horarios',
    input: 'times',
    optional: true,
    hint: 'En formato de 24 horas, separadas por comas; p. ej. 09:00, 13:30. El viajero elige una; el cupo es por hora.',
    form: startTimesRule,
    api: z.array(z.string()),
  },
  time_zone: common.timeZone,
  /** The days of the week it runs (docs/decisions/0208-experience-seasons-and-weekdays.md). */
  weekdays: {
    label: 'Días en que opera',
    audit: 'Días',
    input: 'choices',
    hint: 'Solo en estos días se puede reservar.',
    options: weekdayOptions,
    initial: DEFAULT_WEEKDAYS,
    form: choicesRule(weekdayOptions, { unknown: 'Elige días de la lista.', empty: 'Elige al menos un día.' }),
    api: z.array(z.enum(WEEKDAYS)),
  },
  /** When in the year it runs; none: all year (docs/decisions/0208-experience-seasons-and-weekdays.md). */
  seasons: {
    label: 'Temporada',
    input: 'seasons',
    optional: true,
    hint: 'Una por línea, DD/MM - DD/MM; p. ej. 01/01 - 31/03. Puede cruzar el fin de año (01/12 - 31/01). Vacío: todo el año.',
    form: seasonsRule,
    api: z.array(seasonSchema),
  },
  meeting_point: optionalText('Punto de encuentro', 300),
  meeting_point_en: englishText('meeting_point', 300),
  /** An optional map link for the meeting point (https). */
  meeting_point_url: {
    label: 'Enlace del mapa',
    audit: 'Mapa del punto de encuentro',
    input: 'text',
    optional: true,
    hint: 'Un enlace https:// al punto de encuentro, p. ej. de Google Maps.',
    form: z
      .string()
      .trim()
      .max(500, 'El enlace es demasiado largo.')
      .regex(/^https:\/\/\S+$/, 'El enlace del mapa debe empezar con https://.')
      .or(z.literal(''))
      .nullish()
      .transform((v) => v || null),
    api: nullableText,
  },
  // Pickup points (docs/decisions/0233-pickups.md), edited as a list of rows in the dialog beside the meeting point
  // (docs/decisions/0240-pickups-admin-mail-and-types-in-reports.md). Left out it stays undefined:
  // a new experience gets none, an edit keeps what is stored; an empty list removes them all.
  pickups: {
    label: 'Puntos de recogida',
    input: 'pickups',
    optional: true,
    hint: 'Hoteles o zonas donde pasa la camioneta, en el orden de la ruta. Sin puntos, el viajero llega al punto de encuentro.',
    form: pickupsFormRule,
    api: z.array(pickupSchema).optional(),
  },
  // An experience's responsible is a staff contact: the public catalogue never sends it (issue 13).
  responsible_name: { ...common.responsibleName, staff: true },
  responsible_phone: { ...common.responsiblePhone, staff: true },
  responsible_email: {
    label: 'Correo del responsable',
    input: 'email',
    optional: true,
    staff: true,
    form: z
      .string()
      .trim()
      .max(254)
      .email('El correo no es válido.')
      .or(z.literal(''))
      .nullish()
      .transform((v) => (v ? v.toLowerCase() : null)),
    api: nullableText,
  },
  address: common.address,
  website: common.website,
  status: common.status,
  is_active: common.isActive('Activa (visible)'),
  image_url: common.imageUrl,
  gallery: common.gallery,
  created_at: common.createdAt,
});

// ---------------------------------------------------------------- trips (docs/product.md §5.4)

export const tripFields = defineFields({
  id: common.id,
  destination: { label: 'Destino', input: 'text', form: required('El destino es obligatorio.', 200), api: z.string() },
  destination_en: { ...englishText('destination', 200), hint: ENGLISH_NAME_HINT },
  slug: common.slug,
  price_mxn: {
    label: 'Precio MXN',
    input: 'number',
    form: numberInput('Precio MXN inválido.', (n) => n >= 0),
    api: z.number(),
  },
  price_usd: {
    label: 'Precio USD',
    input: 'number',
    optional: true,
    form: optionalNumber('Precio USD inválido.'),
    api: z.number().nullable(),
  },
  departure_date: { label: 'Fecha de salida', input: 'date', form: isoDate('Fecha de salida obligatoria.'), api: z.string() },
  departure_time: { label: 'Hora de salida', input: 'time', form: time('Hora de salida obligatoria.'), api: z.string() },
  return_date: {
    label: 'Fecha de regreso',
    input: 'date',
    optional: true,
    form: isoDate('Fecha de regreso inválida.')
      .or(z.literal(''))
      .nullish()
      .transform((v) => v || null),
    api: nullableText,
  },
  return_time: {
    label: 'Hora de regreso',
    input: 'time',
    optional: true,
    form: time('Hora de regreso inválida.')
      .or(z.literal(''))
      .nullish()
      .transform((v) => v || null),
    api: nullableText,
  },
  time_zone: common.timeZone,
  capacity: {
    label: 'Capacidad mínima',
    audit: 'Capacidad',
    input: 'number',
    form: numberInput('Capacidad inválida.', (n) => Number.isInteger(n) && n >= 0),
    api: z.number().int().nullable(),
  },
  max_capacity: {
    label: 'Capacidad máxima',
    audit: 'Capacidad',
    input: 'number',
    form: numberInput('Capacidad máxima inválida.', (n) => Number.isInteger(n) && n >= 0),
    api: z.number().int().nullable(),
  },
  decision_hours: common.decisionHours,
  traveller_types: common.travellerTypes,
  free_cancellation_hours: common.freeCancellationHours,
  /** The duration as values, written in each page's language (docs/decisions/0215-durations-stored-as-values.md). */
  duration_days: {
    label: 'Duración en días',
    audit: 'Duración (días)',
    input: 'number',
    optional: true,
    form: optionalCount('Escribe los días como un número entero.'),
    api: z.number().int().nullable(),
  },
  duration_nights: {
    label: 'Duración en noches',
    audit: 'Duración (noches)',
    input: 'number',
    optional: true,
    form: optionalCount('Escribe las noches como un número entero.'),
    api: z.number().int().nullable(),
  },
  duration: common.duration,
  status: common.status,
  description: { label: 'Descripción', input: 'textarea', optional: true, form: text(5000), api: nullableText },
  description_en: englishText('description', 5000),
  bullets: common.bullets,
  bullets_en: common.bulletsEn,
  responsible_name: common.responsibleName,
  responsible_phone: common.responsiblePhone,
  address: common.address,
  website: common.website,
  is_active: common.isActive('Activo (visible)'),
  image_url: common.imageUrl,
  gallery: common.gallery,
  created_at: common.createdAt,
});
