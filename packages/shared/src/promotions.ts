import { z } from 'zod';
import { todayInMexico } from './format.ts';
import { listResponseSchema } from './lists.ts';
import type { Role } from './roles.ts';
import {
  BOOKING_STATUSES,
  COUPON_STATUSES,
  DEFAULT_COUPON_STATUS,
  GIFT_CARD_CURRENCIES,
  TRANSPORT_STATUSES,
  type CouponStatus,
  type TransportStatus,
} from './statuses.ts';

// Issue 7: the staff API for coupons, gift cards, rewards, transport requests and reports.
// Request and response schemas of /api/admin/{coupons,gift-cards,rewards,transport-requests,reports},
// their Spanish messages and the rules the server enforces (docs/product.md §8 to §11), so the
// screens can mirror them.

const isoDateRegex = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
};
const isoDate = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(1, message)
    .refine((v) => isoDateRegex.test(v) && isRealDate(v), 'Fecha inválida.');

const toNumber = (v: unknown) =>
  v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v.trim().replace(',', '.')) : v;
/** A number typed in a form (string or number): empty → `required`, anything else failing `check` → `invalid`. */
const numberInput = (required: string, invalid: string, check: (n: number) => boolean) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
      .refine((n) => Number.isFinite(n) && check(n), invalid),
  );
const roundCents = (n: number) => Math.round(n * 100) / 100;

// ---------------------------------------------------------------- coupons (docs/product.md §8, §11.5)

export const COUPON_MESSAGES = {
  codeRequired: 'El código es obligatorio.',
  codeFormat: 'Usa solo letras, números, guiones y guiones bajos (sin espacios).',
  codeTaken: 'Este código ya existe.',
  discountRequired: 'El descuento es obligatorio.',
  discountRange: 'Debe ser un número entre 0 y 100.',
  quantityRequired: 'La cantidad es obligatoria.',
  quantityMin: 'Debe ser un número mayor a 0.',
  quantityBelowUsed: (used: number) => `La cantidad no puede ser menor que los usos registrados (${used}).`,
  validUntilRequired: 'La fecha de vigencia es obligatoria.',
  validUntilPast: 'La fecha de vigencia no puede ser anterior a hoy.',
  onlyWaitingEditable: "Solo se pueden editar cupones 'En espera'.",
  pausedOnlyQuantity: "En un cupón 'Pausado' solo se puede editar la cantidad.",
  pausedOnlyAdmin: "Solo un Administrador puede editar la cantidad de un cupón 'Pausado'.",
  onlyPausedDeletable: "Solo se pueden eliminar cupones 'Pausado'.",
  onlyAdminDeletes: 'Solo un Administrador puede eliminar cupones.',
  usedCannotDelete: 'Este cupón ya se usó en reservas: no se puede eliminar; déjalo pausado para que no se pueda usar.',
  paymentInFlight: 'Hay un pago en curso con este cupón. Inténtalo de nuevo en unos minutos.',
  notFound: 'Cupón no encontrado.',
  // Screen and toast texts (docs/product.md §11.5).
  newCoupon: 'Nuevo Cupón',
  loading: 'Cargando cupones...',
  empty: 'No hay cupones creados.',
  emptySearch: 'No se encontraron cupones con ese criterio.',
  loadError: 'No se pudieron cargar los cupones.',
  createError: 'No se pudo crear el cupón.',
  statusError: (status: string) => `No se pudo cambiar el estado a ${status}.`,
  deleteError: 'No se pudo eliminar el cupón.',
  updateError: 'No se pudo actualizar el cupón.',
  updatedTitle: '¡Actualizado!',
  statusUpdated: (status: string) => `El cupón ahora está ${status}.`,
} as const;

/** docs/product.md §8.2: the three status actions, with the button label, where each applies and where it leads. */
export const COUPON_ACTIONS = {
  activate: { label: 'Activar', from: 'En espera', to: 'Activo' },
  pause: { label: 'Pausar', from: 'Activo', to: 'Pausado' },
  reactivate: { label: 'Reactivar', from: 'Pausado', to: 'Activo' },
} as const satisfies Record<string, { label: string; from: CouponStatus; to: CouponStatus }>;
export type CouponAction = keyof typeof COUPON_ACTIONS;
export const COUPON_ACTION_KEYS = Object.keys(COUPON_ACTIONS) as [CouponAction, ...CouponAction[]];

/** docs/product.md §8.2: an unknown status displays as 'En espera'. */
export function displayCouponStatus(status: string | null | undefined): CouponStatus {
  return (COUPON_STATUSES as readonly string[]).includes(status ?? '') ? (status as CouponStatus) : DEFAULT_COUPON_STATUS;
}

/**
 * The status a coupon really has: 'Terminado' once its validity date has passed (in Mexico
 * City) or its uses reached the quantity, whatever was stored; otherwise the stored status.
 */
export function effectiveCouponStatus(
  coupon: { status: string; valid_until: string; quantity: number; used_count: number },
  today: string = todayInMexico(),
): CouponStatus {
  if (coupon.valid_until < today || coupon.used_count >= coupon.quantity) return 'Terminado';
  return displayCouponStatus(coupon.status);
}

/**
 * docs/product.md §8.2: En espera → Activo (Activar), Activo → Pausado (Pausar), Pausado → Activo (Reactivar);
 * Terminado none.
 */
export function nextCouponStatus(status: string, action: CouponAction): CouponStatus | null {
  const rule = COUPON_ACTIONS[action];
  return displayCouponStatus(status) === rule.from ? rule.to : null;
}

export function couponActionsFor(status: string): CouponAction[] {
  return COUPON_ACTION_KEYS.filter((a) => nextCouponStatus(status, a) !== null);
}

export const COUPON_EDIT_FIELDS = ['code', 'discount_percentage', 'valid_until', 'quantity'] as const;
export type CouponEditField = (typeof COUPON_EDIT_FIELDS)[number];

/** docs/product.md §8.3: En espera edits everything (any staff); Pausado only the quantity, only an Administrador. */
export function editableCouponFields(status: string, role: Role): readonly CouponEditField[] {
  const s = displayCouponStatus(status);
  if (s === 'En espera') return COUPON_EDIT_FIELDS;
  if (s === 'Pausado' && role === 'Administrador') return ['quantity'];
  return [];
}

/** docs/product.md §8.4: only Pausado coupons, only by an Administrador. */
export function canDeleteCoupon(status: string, role: Role): boolean {
  return displayCouponStatus(status) === 'Pausado' && role === 'Administrador';
}

const couponFields = {
  code: z
    .string({ message: COUPON_MESSAGES.codeRequired })
    .trim()
    .min(1, COUPON_MESSAGES.codeRequired)
    .max(40, 'El texto es demasiado largo.')
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9_-]+$/, COUPON_MESSAGES.codeFormat)),
  discount_percentage: numberInput(
    COUPON_MESSAGES.discountRequired,
    COUPON_MESSAGES.discountRange,
    (n) => n >= 0 && n <= 100,
  ).transform(roundCents),
  quantity: numberInput(
    COUPON_MESSAGES.quantityRequired,
    COUPON_MESSAGES.quantityMin,
    (n) => Number.isInteger(n) && n >= 1 && n <= 1_000_000,
  ),
  valid_until: isoDate(COUPON_MESSAGES.validUntilRequired),
};

/**
 * POST /api/admin/coupons (the coupon form, docs/product.md §8.1). The code is trimmed and uppercased; new
 * coupons start 'En espera'. The server adds: code not taken, validity not before today.
 */
export const couponCreateSchema = z.object(couponFields);

/**
 * PATCH /api/admin/coupons/:id: only the fields sent change. 'En espera': any of the four;
 * 'Pausado': only `quantity`, only an Administrador; otherwise 422 `onlyWaitingEditable`.
 */
export const couponUpdateSchema = z.object({
  code: couponFields.code.optional(),
  discount_percentage: couponFields.discount_percentage.optional(),
  quantity: couponFields.quantity.optional(),
  valid_until: couponFields.valid_until.optional(),
});

/** PATCH /api/admin/coupons/:id/status */
export const couponStatusActionSchema = z.object({ action: z.enum(COUPON_ACTION_KEYS) });

export const couponSchema = z.object({
  id: z.string().uuid(),
  code: z.string(),
  discount_percentage: z.number(),
  quantity: z.number().int(),
  /** Redemptions recorded for paid bookings. */
  used_count: z.number().int(),
  valid_until: z.string(),
  /** The effective status (see effectiveCouponStatus); never an unknown value. */
  status: z.enum(COUPON_STATUSES),
  created_at: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponListSchema = listResponseSchema(couponSchema);

/** One use of a coupon: the paid booking it discounted. */
export const couponRedemptionSchema = z.object({
  id: z.string().uuid(),
  booking_id: z.string().uuid(),
  /** bookingReference(): first 8 characters of the booking id, uppercase. */
  reference: z.string(),
  item_name: z.string(),
  booking_date: z.string(),
  passengers: z.number().int(),
  subtotal: z.number(),
  discount_amount: z.number(),
  amount: z.number(),
  booking_status: z.enum(BOOKING_STATUSES),
  redeemed_at: z.string(),
  /** The traveller's name and e-mail, or PayPal's payer for a booking made without an account. */
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
});
export type CouponRedemption = z.infer<typeof couponRedemptionSchema>;
export const couponRedemptionsSchema = listResponseSchema(couponRedemptionSchema).extend({
  coupon: couponSchema,
  /** Sum of discount_amount over every redemption (not only this page). */
  discount_total: z.number(),
});
export type CouponRedemptions = z.infer<typeof couponRedemptionsSchema>;

// ---------------------------------------------------------------- gift cards (docs/product.md §9, §11.6)

export const GIFT_CARD_SERIES_LENGTH = 12;
export const GIFT_CARD_SERIES_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const GIFT_CARD_SERIES_PATTERN = /^[A-Z0-9]{12}$/;

export const GIFT_CARD_MESSAGES = {
  seriesRequired: 'La serie es obligatoria.',
  seriesFormat: 'La serie debe tener 12 caracteres: letras mayúsculas y números.',
  seriesTaken: 'Esta serie ya existe. Genere una nueva.',
  expiryRequired: 'La fecha de vencimiento es obligatoria.',
  expiryPast: 'La fecha de vencimiento no puede ser anterior a hoy.',
  creditPositive: 'El crédito debe ser un número positivo.',
  creditBelowUsed: (used: string) => `El crédito no puede ser menor que lo ya usado (${used}).`,
  currencyRequired: 'Elige la moneda: MXN o USD.',
  currencyLocked: 'No se puede cambiar la moneda de una Gift Card que ya se usó.',
  onlyAdminDeletes: 'Solo un Administrador puede eliminar Gift Cards.',
  usedCannotDelete: 'Esta tarjeta de regalo ya se usó en reservas: no se puede eliminar; desactívala para que no se pueda usar.',
  inactive: 'La Gift Card está desactivada.',
  notFound: 'Gift Card no encontrada.',
  expired: 'La Gift Card está vencida.',
  insufficient: 'La Gift Card no tiene saldo suficiente.',
  amountInvalid: 'El monto a cobrar de la Gift Card no es válido.',
  // Screen and toast texts (docs/product.md §11.6).
  newGiftCard: 'Nueva Gift Card',
  generate: 'Generar',
  empty: 'No hay gift cards creadas.',
  emptySearch: 'No se encontraron gift cards con esa serie.',
  loadError: 'No se pudieron cargar las Gift Cards.',
  createError: (serverMessage: string) => `No se pudo crear la Gift Card. ${serverMessage}`,
  deleteError: 'No se pudo eliminar la Gift Card.',
  updateError: 'No se pudo actualizar la Gift Card.',
  activated: 'Gift Card activada: se puede usar al pagar.',
  deactivated: 'Gift Card desactivada: ya no se puede usar al pagar.',
  activeError: 'No se pudo cambiar si la Gift Card se puede usar.',
} as const;

/** docs/product.md §9: every staff role edits gift cards; only an Administrador deletes them. */
export const canDeleteGiftCard = (role: Role) => role === 'Administrador';

const giftCardFields = {
  credit: numberInput(
    GIFT_CARD_MESSAGES.creditPositive,
    GIFT_CARD_MESSAGES.creditPositive,
    (n) => n > 0 && n <= 10_000_000_000,
  ).transform(roundCents),
  currency: z.enum(GIFT_CARD_CURRENCIES, { message: GIFT_CARD_MESSAGES.currencyRequired }),
  // docs/product.md §9: minimum date today (Mexico City).
  expiry_date: isoDate(GIFT_CARD_MESSAGES.expiryRequired).refine((v) => v >= todayInMexico(), GIFT_CARD_MESSAGES.expiryPast),
};

/** POST /api/admin/gift-cards. The series comes from POST /api/admin/gift-cards/series ('Generar'). */
export const giftCardCreateSchema = z.object({
  series: z
    .string({ message: GIFT_CARD_MESSAGES.seriesRequired })
    .trim()
    .min(1, GIFT_CARD_MESSAGES.seriesRequired)
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(GIFT_CARD_SERIES_PATTERN, GIFT_CARD_MESSAGES.seriesFormat)),
  ...giftCardFields,
});

/** PUT /api/admin/gift-cards/:id (inline edit): the series never changes; the same checks. */
export const giftCardUpdateSchema = z.object(giftCardFields);

export const giftCardSchema = z.object({
  id: z.string().uuid(),
  series: z.string(),
  credit: z.number(),
  /** What is left to spend (credit minus what bookings used); never below zero. */
  balance: z.number(),
  currency: z.enum(GIFT_CARD_CURRENCIES),
  expiry_date: z.string(),
  /** False once retired: checkout refuses it (a card that paid for bookings cannot be deleted). */
  is_active: z.boolean(),
  created_at: z.string(),
});
export type GiftCard = z.infer<typeof giftCardSchema>;
/** PATCH /api/admin/gift-cards/:id/active: retire a card (false) or put it back in use (true). */
export const giftCardActiveSchema = z.object({ is_active: z.boolean({ message: 'Indica si la Gift Card se puede usar.' }) });
export type GiftCardActiveInput = z.infer<typeof giftCardActiveSchema>;
export const giftCardListSchema = listResponseSchema(giftCardSchema);
export const giftCardSeriesSchema = z.object({ series: z.string() });

// ---------------------------------------------------------------- rewards (docs/product.md §11.7)

export const REWARDS_MESSAGES = {
  title: 'Programa de Recompensas',
  empty: 'Aún no hay viajeros con semillas ganadas.',
  loadError: 'No se pudo cargar el ranking de recompensas.',
  validity: 'N/A',
  badges: ['1º', '2º', '3º'],
} as const;

export const rewardsRowSchema = z.object({
  /** Position in the whole ranking (1 = most seeds; ties ordered by name), not in the page. */
  rank: z.number().int(),
  id: z.string().uuid(),
  full_name: z.string(),
  email: z.string(),
  seeds: z.number().int(),
});
export type RewardsRow = z.infer<typeof rewardsRowSchema>;
export const rewardsListSchema = listResponseSchema(rewardsRowSchema);

// ---------------------------------------------------------------- transport requests (staff)

export const TRANSPORT_STATUS_LABELS: Record<TransportStatus, string> = {
  pending: 'Pendiente',
  contacted: 'Contactada',
  confirmed: 'Confirmada',
  cancelled: 'Cancelada',
};

/** Where a request can go: pending → contacted | confirmed | cancelled; contacted → confirmed | cancelled; confirmed → cancelled. */
export const TRANSPORT_STATUS_NEXT: Record<TransportStatus, readonly TransportStatus[]> = {
  pending: ['contacted', 'confirmed', 'cancelled'],
  contacted: ['confirmed', 'cancelled'],
  confirmed: ['cancelled'],
  cancelled: [],
};

/**
 * Issue 16: a cancellation can be undone, by an Administrador only: a cancelled request may go
 * back to any other status. Every other move is TRANSPORT_STATUS_NEXT's (forward only).
 */
export function transportStatusMoves(from: string, role: Role | undefined): readonly TransportStatus[] {
  if (from === 'cancelled') return role === 'Administrador' ? TRANSPORT_STATUSES.filter((s) => s !== 'cancelled') : [];
  return TRANSPORT_STATUS_NEXT[from as TransportStatus] ?? [];
}

/** Whether `role` may move a request from `from` to `to` (staying put is always allowed). */
export function canMoveTransportRequest(from: string, to: TransportStatus, role?: Role): boolean {
  return from === to || transportStatusMoves(from, role).includes(to);
}

export const TRANSPORT_ADMIN_MESSAGES = {
  statusRefused: (from: string, to: string) => `No se puede pasar una solicitud de '${from}' a '${to}'.`,
  onlyAdminReopens: 'Solo un Administrador puede reabrir una solicitud cancelada.',
  nothingToChange: 'Indica el nuevo estado o la nota.',
  notFound: 'Solicitud no encontrada.',
} as const;

/** PATCH /api/admin/transport-requests/:id: a new status, a staff note (empty clears it), or both. */
export const transportRequestUpdateSchema = z
  .object({
    status: z.enum(TRANSPORT_STATUSES, { message: 'Elige un estado válido.' }).optional(),
    staff_note: z
      .string()
      .trim()
      .max(2000, 'El texto es demasiado largo.')
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
  })
  .refine((b) => b.status !== undefined || b.staff_note !== undefined, { message: TRANSPORT_ADMIN_MESSAGES.nothingToChange });
export type TransportRequestUpdateInput = z.input<typeof transportRequestUpdateSchema>;

/** GET /api/admin/transport-requests: the list contract plus an optional status filter. */
export const transportAdminQuerySchema = z.object({
  status: z.enum(TRANSPORT_STATUSES).optional(),
});

// ---------------------------------------------------------------- reports

export const REPORTS_MESSAGES = {
  title: 'Reportes y Estadísticas',
  fromAfterTo: 'La fecha inicial no puede ser posterior a la final.',
  rangeTooLong: 'El periodo no puede ser mayor a 5 años.',
  invalidDate: 'Fecha inválida.',
} as const;

/** The default period: the first day of the month eleven months ago through today (12 calendar months). */
export function defaultReportPeriod(today: string = todayInMexico()): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 1 - 11, 1));
  return { from: start.toISOString().slice(0, 10), to: today };
}

const optionalIsoDate = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)
  .refine((v) => v === undefined || (isoDateRegex.test(v) && isRealDate(v)), REPORTS_MESSAGES.invalidDate);

/** GET /api/admin/reports and /api/admin/reports/bookings.csv: ?from=YYYY-MM-DD&to=YYYY-MM-DD (both optional). */
export const reportQuerySchema = z
  .object({ from: optionalIsoDate, to: optionalIsoDate })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['from'], message: REPORTS_MESSAGES.fromAfterTo });

const ranked = z.object({
  id: z.string().uuid(),
  name: z.string(),
  bookings: z.number().int(),
  passengers: z.number().int(),
  revenue: z.number(),
});

export const reportSchema = z.object({
  /** Inclusive dates, by the day of payment in Mexico City. */
  period: z.object({ from: z.string(), to: z.string() }),
  currency: z.literal('MXN'),
  /** Every month of the period, oldest first (months without sales included, at 0). */
  sales_by_month: z.array(z.object({ month: z.string(), sales: z.number(), bookings: z.number().int() })),
  /** Paid bookings (status Pagada) paid within the period. */
  paid_bookings: z.number().int(),
  passengers: z.number().int(),
  /** What travellers paid after discounts: PayPal plus gift-card amounts. */
  sales: z.number(),
  average_ticket: z.number(),
  /** Part of `sales` paid with gift cards. */
  gift_card_amount: z.number(),
  top_experiences: z.array(ranked),
  top_trips: z.array(ranked),
  /**
   * Travellers per traveller type of the period's paid bookings (decision 0240), by the type's
   * Spanish name across items (`Adulto`, `Niño (3 a 11 años)`; bookings from before types and items
   * sold per person as `Persona`), most travellers first; `amount` is Σ count × the type's price as
   * booked, before coupons, gift cards and pickups.
   */
  travellers_by_type: z.array(z.object({ name: z.string(), travellers: z.number().int(), amount: z.number() })),
  coupons: z.object({
    redemptions: z.number().int(),
    discount: z.number(),
    by_code: z.array(z.object({ code: z.string(), redemptions: z.number().int(), discount: z.number() })),
  }),
  /** Seeds earned by paid bookings within the period (ledger rows with a positive delta). */
  seeds_awarded: z.number().int(),
  /**
   * Money by how it was paid (issue 29 item 9, docs/decisions/0204): `gross` is what came in for
   * bookings paid in the period, `refunds` what went back in the period, `net` the difference;
   * one line per method that moved money (PayPal, Efectivo, Transferencia, Tarjeta de regalo…).
   */
  by_method: z.array(z.object({ method: z.string(), gross: z.number(), refunds: z.number(), net: z.number() })),
  gross: z.number(),
  refunds: z.number(),
  net: z.number(),
  /** `Corte de caja`: cash taken at the desk, per day (Mexico City) and staff member who sold. */
  cash_box: z.array(z.object({ date: z.string(), staff: z.string().nullable(), sales: z.number().int(), amount: z.number() })),
  /** Requests received within the period, by their current status (all four present). */
  transport_requests: z.object({
    total: z.number().int(),
    by_status: z.record(z.enum(TRANSPORT_STATUSES), z.number().int()),
  }),
});
export type Report = z.infer<typeof reportSchema>;
