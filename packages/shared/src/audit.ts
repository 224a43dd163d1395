import { z } from 'zod';
import { experienceFields, tripFields } from './catalog-fields.ts';
import { auditLabelsOf, type FieldList } from './fields.ts';
import { formatLongDate, formatMoney, formatTime } from './format.ts';
import { BUSINESS_TIME_ZONE } from './limits.ts';
import { listResponseSchema } from './lists.ts';
import { TRANSPORT_STATUS_LABELS } from './promotions.ts';
import { normaliseReference } from './reference.ts';

// The audit trail (docs/product.md §15.7): every staff write, append-only, with who, when, what
// and the record's values before and after. One contract for the server's list and the screens.

/** The kinds of record the trail knows (the `Registro` filter of /admin/historial). */
export const AUDIT_RECORD_KINDS = [
  'experience',
  'trip',
  'person',
  'coupon',
  'gift-card',
  'transport-request',
  'booking',
  'closed-date',
  'review',
  'departure',
  'settings',
] as const;
export type AuditRecordKind = (typeof AUDIT_RECORD_KINDS)[number];

export const AUDIT_KIND_LABELS: Record<AuditRecordKind, string> = {
  experience: 'Experiencia',
  trip: 'Viaje',
  person: 'Persona',
  coupon: 'Cupón',
  'gift-card': 'Gift card',
  'transport-request': 'Solicitud de transporte',
  booking: 'Reserva',
  'closed-date': 'Fecha cerrada',
  review: 'Reseña',
  departure: 'Salida',
  settings: 'Ajustes',
};

/** What was done, in words; an action not listed shows as it is stored. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: 'Creó',
  update: 'Editó',
  delete: 'Eliminó',
  status: 'Cambió el estado',
  visibility: 'Cambió la visibilidad',
  'check-in': 'Registró la presentación',
  'check-in-undone': 'Quitó la presentación',
  close: 'Cerró la fecha',
  reopen: 'Reabrió la fecha',
  refund: 'Reembolsó',
  'manual-sale': 'Venta manual',
  'payment-link': 'Venta con enlace de pago',
  reschedule: 'Cambió la fecha',
  cancel: 'Canceló',
  hide: 'Ocultó',
  show: 'Volvió a mostrar',
  retry: 'Reintentó el reembolso',
  invoice: 'Pidió la factura',
  'invoice-retry': 'Reintentó la factura',
  // `Confirmar salida` (decision 0229): kept although below its minimum.
  confirm: 'Confirmó la salida',
};
export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;

/**
 * Spanish names of the fields the trail stores; a field not listed shows its own name. An
 * experience's and a trip's come from their field lists (catalog-fields.ts).
 */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  ...auditLabelsOf(experienceFields),
  ...auditLabelsOf(tripFields),
  name: 'Nombre',
  full_name: 'Nombre',
  email: 'Correo',
  phone: 'Teléfono',
  country: 'País',
  city: 'Ciudad',
  role: 'Rol',
  code: 'Código',
  discount_percentage: 'Descuento (%)',
  discount_amount: 'Descuento ($)',
  quantity: 'Cantidad',
  valid_until: 'Válido hasta',
  used_count: 'Usos',
  series: 'Serie',
  credit: 'Crédito',
  balance: 'Saldo',
  currency: 'Moneda',
  expiry_date: 'Vencimiento',
  staff_note: 'Nota del personal',
  booking_date: 'Fecha',
  start_time: 'Hora',
  passengers: 'Pasajeros',
  total: 'Total',
  amount: 'Monto',
  refund: 'Reembolso',
  refunded_amount: 'Reembolsado',
  reason: 'Motivo',
  checked_in_at: 'Presentación',
  date: 'Fecha',
  experience_id: 'Experiencia',
  item_name: 'Experiencia o viaje',
  contact_name: 'Cliente',
  contact_email: 'Correo del cliente',
  payment_method: 'Forma de pago',
  // A payment link's sale: until when it holds the places (decision 0205).
  link_expires_at: 'Enlace de pago vence',
  // A date move (reschedule), a departure's cancellation and its retries, a review hidden or shown,
  // a passenger checked in (`traveller` and `position`: a key with "pass" in it would be dropped).
  startTime: 'Hora',
  traveller: 'Pasajero',
  position: 'Número de pasajero',
  dateClosed: 'Fecha cerrada',
  bookings: 'Reservas',
  // A cancelled departure's unpaid bookings, voided (decision 0202).
  voided: 'Reservas sin pagar anuladas',
  hidden: 'Oculta',
  hiddenReason: 'Motivo para ocultarla',
  // A coupon's and a gift card's figures as the admin API names them.
  effective_status: 'Estado',
  is_active: 'Activo',
  imageUrl: 'Imagen de portada',
  image_url: 'Imagen de portada',
  gallery: 'Galería',
};
export const auditFieldLabel = (field: string) => AUDIT_FIELD_LABELS[field] ?? field;

/**
 * Fields a line keeps for the record but a person reads nothing in: ids of rows and people (the
 * line names its actor), a batch's id, timestamps every edit moves. The screens leave them out.
 */
const UNSHOWN_FIELDS = new Set(['id', 'created_at', 'updated_at', 'createdAt', 'updatedAt', 'batch', 'hiddenBy', 'hidden_by']);

/** Fields holding an amount of money: in the snapshot's `currency` (a gift card's), else pesos. */
const MONEY_FIELDS = new Set([
  'price',
  'price_mxn',
  'total',
  'amount',
  'refund',
  'refunded_amount',
  'credit',
  'balance',
  'discount_amount',
  'subtotal',
  'discount',
  'unit_price',
  'gift_card_amount',
]);
const USD_FIELDS = new Set(['price_usd']);
const PERCENT_FIELDS = new Set(['discount_percentage']);

/** Values stored as codes, in words, by field: a catalogue field's options, a transport request's status. */
const optionLabels = (fields: FieldList) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, spec]) => spec.options?.length)
      .map(([key, spec]) => [key, Object.fromEntries(spec.options!)]),
  );
const VALUE_LABELS: Record<string, Record<string, string>> = {
  ...optionLabels(experienceFields),
  ...optionLabels(tripFields),
  status: TRANSPORT_STATUS_LABELS,
};

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Usa una fecha válida.');

export const AUDIT_REFERENCE_INVALID = 'Escribe la referencia de 8 caracteres de la reserva.';

/** GET /api/admin/audit: newest first, paged; by person, kind, Mexico City days, one record, or a booking's reference. */
export const auditQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(20),
    actor: z.string().uuid().optional(),
    kind: z.enum(AUDIT_RECORD_KINDS).optional(),
    /** With `kind`: one record's own history. */
    record: z.string().trim().min(1).max(200).optional(),
    /**
     * A booking's reference, as typed or read aloud (normaliseReference): its own lines and the
     * lines of a departure's cancellation that refunded it.
     */
    reference: z
      .string()
      .trim()
      .max(40)
      .transform((v) => (v ? (normaliseReference(v) ?? v) : undefined))
      .pipe(
        z
          .string()
          .regex(/^[0-9A-F]{8}$/, AUDIT_REFERENCE_INVALID)
          .optional(),
      )
      .optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'La fecha final no puede ser anterior a la inicial.',
    path: ['to'],
  })
  .refine((q) => !q.record || q.kind, { message: 'Indica el tipo de registro.', path: ['kind'] });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditActorSchema = z.object({ id: z.string(), name: z.string().nullable(), role: z.string().nullable() });
export type AuditActorView = z.infer<typeof auditActorSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: auditActorSchema.nullable(),
  action: z.string(),
  kind: z.string(),
  recordId: z.string(),
  /**
   * What the record is, in words, when its snapshots do not say it: a departure's item, date and
   * start time (`Kayak en Bacalar, 5 de diciembre de 2026, 09:00`).
   */
  recordName: z.string().nullable().optional(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const auditListSchema = listResponseSchema(auditEntrySchema);
export type AuditList = z.infer<typeof auditListSchema>;

/** GET /api/admin/audit/actors: everyone who appears in the trail (the `Persona` filter). */
export const auditActorsSchema = z.array(auditActorSchema);

export const AUDIT_MESSAGES = {
  onlyAdmin: 'Solo un Administrador puede ver el historial de cambios.',
} as const;

// Never stored: whatever could sign someone in or pay with something (docs/product.md §15.7).
const SECRET_FIELD = /pass|token|secret|hash|otp|cookie|session/i;

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record's fields as the trail keeps them: JSON values (dates as ISO text), secrets left out. */
export function auditSnapshot(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  const json: unknown = JSON.parse(JSON.stringify(value));
  if (!isFields(json)) return json;
  return Object.fromEntries(Object.entries(json).filter(([key]) => !SECRET_FIELD.test(key)));
}

export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The fields that differ between two snapshots, in the order they first appear: what the
 * history shows of an edit. A creation lists every field with `before` undefined; a deletion
 * every field with `after` undefined.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const b = isFields(before) ? before : {};
  const a = isFields(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((field) => JSON.stringify(b[field]) !== JSON.stringify(a[field]))
    .map((field) => ({ field, before: b[field], after: a[field] }));
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^\d{1,2}:\d{2}(:\d{2})?$/;
const instantFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });

/** An instant on Mexico City's wall clock, long, as the desk writes instants (desk-format.tsx's formatInstant). */
export const auditInstantText = (iso: string) => instantFormat.format(new Date(iso));

/** What the field's value is, for formatting: money (and its currency), a percentage, or as it comes. */
interface ValueContext {
  field?: string;
  /** The record's currency (a gift card's), for its amounts. */
  currency?: string;
}

/** One item of a list: a photo by its address, a refunded booking by its reference and amount. */
function listItemText(item: unknown, context: ValueContext): string {
  if (!isFields(item)) return auditValueText(item, context);
  if (typeof item.reference === 'string')
    return typeof item.amount === 'number' ? `${item.reference} (${formatMoney(item.amount, 'MXN')})` : item.reference;
  if (typeof item.url === 'string') return item.url;
  // An experience's pickup point and an item's traveller type (decisions 0232, 0240): named, with
  // what staff set, so an edit of the list reads as words.
  if (typeof item.name === 'string' && typeof item.minutesBefore === 'number') {
    const charge = typeof item.charge === 'number' && item.charge > 0 ? `, ${formatMoney(item.charge, 'MXN')}` : '';
    return `${item.name} (${item.minutesBefore} min antes${charge})`;
  }
  if (typeof item.name === 'string' && typeof item.price === 'number') {
    const place = item.takesPlace === false ? ', no ocupa lugar' : '';
    return `${item.name} (${formatMoney(item.price, 'MXN')}${place})`;
  }
  return JSON.stringify(item);
}

/**
 * A stored value as a person reads it (docs/product.md §15.7): Sí/No, money as money, days in long
 * Spanish, instants on Mexico City's clock, codes in words, lists joined, empty as '—'.
 */
export function auditValueText(value: unknown, context: ValueContext = {}): string {
  const { field } = context;
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (Array.isArray(value)) {
    if (!value.length) return '—';
    return value.map((v) => listItemText(v, context)).join(', ');
  }
  // A group of values (a factura's customer): each as `name: value`, so it reads and wraps as words.
  if (isFields(value))
    return Object.entries(value)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([name, v]) => `${name}: ${auditValueText(v, { field: name, currency: context.currency })}`)
      .join(' · ');
  if (typeof value === 'number' && field) {
    if (MONEY_FIELDS.has(field)) return formatMoney(value, context.currency === 'USD' ? 'USD' : 'MXN');
    if (USD_FIELDS.has(field)) return formatMoney(value, 'USD');
    if (PERCENT_FIELDS.has(field)) return `${value} %`;
  }
  if (typeof value === 'string') {
    const word = field ? VALUE_LABELS[field]?.[value] : undefined;
    if (word) return word;
    if (INSTANT.test(value)) return auditInstantText(value);
    if (DAY.test(value)) return formatLongDate(value);
    if (CLOCK.test(value)) return formatTime(value);
  }
  return String(value);
}

export interface AuditChangeLine {
  field: string;
  /** The field's Spanish name. */
  label: string;
  before: string;
  after: string;
}

/**
 * What the screens show of a line (docs/product.md §15.7): each field that changed, by its Spanish
 * name, its values as a person reads them (`Fecha cerrada: No → Sí`, `Reembolsado: $0.00 →
 * $200.00`); ids and timestamps of the row left out.
 */
export function auditChangeLines(entry: { before: unknown; after: unknown }): AuditChangeLine[] {
  const snapshot = { ...(isFields(entry.before) ? entry.before : {}), ...(isFields(entry.after) ? entry.after : {}) };
  const currency = typeof snapshot.currency === 'string' ? snapshot.currency : undefined;
  return auditChanges(entry.before, entry.after)
    .filter((c) => !UNSHOWN_FIELDS.has(c.field))
    .map((c) => ({
      field: c.field,
      label: auditFieldLabel(c.field),
      before: auditValueText(c.before, { field: c.field, currency }),
      after: auditValueText(c.after, { field: c.field, currency }),
    }));
}

/** Whether a field a line stores is shown on the screens (the rest are ids and timestamps). */
export const auditFieldShown = (field: string) => !UNSHOWN_FIELDS.has(field);
