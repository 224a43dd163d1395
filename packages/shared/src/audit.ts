import { z } from 'zod';
import { experienceFields, tripFields } from './catalog-fields.ts';
import { auditLabelsOf } from './fields.ts';
import { listResponseSchema } from './lists.ts';

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
};
export const auditFieldLabel = (field: string) => AUDIT_FIELD_LABELS[field] ?? field;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Usa una fecha válida.');

/** GET /api/admin/audit: newest first, paged; by person, kind, Mexico City days, or one record. */
export const auditQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(20),
    actor: z.string().uuid().optional(),
    kind: z.enum(AUDIT_RECORD_KINDS).optional(),
    /** With `kind`: one record's own history. */
    record: z.string().trim().min(1).max(200).optional(),
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

/** A stored value as a person reads it: Sí/No, lists joined, empty as '—'. */
export function auditValueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (Array.isArray(value)) {
    if (!value.length) return '—';
    return value.map((v) => (isFields(v) ? (v.url ?? JSON.stringify(v)) : String(v))).join(', ');
  }
  if (isFields(value)) return JSON.stringify(value);
  return String(value);
}
