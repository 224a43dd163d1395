import {
  COUPON_MESSAGES,
  couponCreateSchema,
  editableCouponFields,
  formatLongDate,
  todayInMexico,
  type Coupon,
  type Role,
} from '@hv/shared';
import type { CrudConfig } from '../crud/crud-screen.tsx';
import type { FormField } from '../crud/entity-dialog.tsx';
import { failureToast } from '../crud/failure-toast.ts';
import { toText, validateWith, type FieldErrors, type FormValues } from '../crud/form-values.ts';
import { RecordHistoryButton } from '../audit/record-history.tsx';
import { CouponActions } from './coupon-actions.tsx';
import { CouponStatusBadge } from './coupon-status-badge.tsx';

const percent = new Intl.NumberFormat('es-MX', { style: 'percent', maximumFractionDigits: 2 });
const formatDiscount = (coupon: Coupon) => percent.format(coupon.discount_percentage / 100);
// On one line where the table has room; between 1024 and 1279 px it may wrap, so the table fits.
const ValidUntil = ({ coupon }: { coupon: Coupon }) => (
  <span className="xl:whitespace-nowrap">{formatLongDate(coupon.valid_until)}</span>
);
const usage = (coupon: Coupon) => `${coupon.used_count} / ${coupon.quantity}`;

// The coupon form (docs/product.md §8.1): the code is uppercased as it is typed.
const fields = (today: string): FormField[] => [
  { name: 'code', label: 'Código', kind: 'text', transform: (v) => v.toUpperCase() },
  { name: 'discount_percentage', label: 'Descuento (%)', kind: 'number', hint: 'De 0 a 100.' },
  { name: 'quantity', label: 'Cantidad', kind: 'number', hint: 'Cuántas veces se puede usar.' },
  { name: 'valid_until', label: 'Vigencia', kind: 'date', min: today },
];

/**
 * The shared schema (the server's own) on the fields given, plus the server's extra rule
 * mirrored here: a validity before today would be born 'Terminado'.
 */
function validateCoupon(values: FormValues, names: readonly string[]): FieldErrors | null {
  const mask = Object.fromEntries(names.map((name) => [name, true])) as Record<keyof typeof couponCreateSchema.shape, true>;
  const { errors } = validateWith(couponCreateSchema.pick(mask), values);
  const all: FieldErrors = { ...errors };
  const validUntil = values.valid_until;
  if (names.includes('valid_until') && !all.valid_until && typeof validUntil === 'string' && validUntil < todayInMexico())
    all.valid_until = COUPON_MESSAGES.validUntilPast;
  return Object.keys(all).length ? all : null;
}

/** Only what the row may change now: the server refuses any other field (docs/product.md §8.3). */
function couponBody(values: FormValues, names: readonly string[]) {
  return couponCreateSchema.partial().parse(Object.fromEntries(names.map((name) => [name, values[name]])));
}

/** 'Gestión de Cupones' (docs/product.md §11.5; its rules: §8). The role decides which actions are offered. */
export function couponsConfig(role: Role | undefined): CrudConfig<Coupon> {
  const today = todayInMexico();
  const editable = (coupon: Coupon) => (role ? editableCouponFields(coupon.status, role) : []);
  return {
    resource: 'coupons',
    title: 'Gestión de Cupones',
    createLabel: COUPON_MESSAGES.newCoupon,
    searchPlaceholder: 'Buscar por código o estado...',
    texts: { loading: COUPON_MESSAGES.loading, empty: COUPON_MESSAGES.empty, emptySearch: COUPON_MESSAGES.emptySearch },
    // Six columns and three action slots: cards on tablets too (issue 16).
    cards: 'tablet',
    columns: ({ edit, remove }) => [
      { key: 'status', header: 'Estado', phone: 'end', cell: (coupon) => <CouponStatusBadge status={coupon.status} /> },
      {
        key: 'code',
        header: 'Código',
        phone: 'title',
        cell: (coupon) => <span className="font-mono font-semibold">{coupon.code}</span>,
        edit: (coupon, input) => input('code') ?? <span className="font-mono font-semibold">{coupon.code}</span>,
      },
      {
        key: 'discount',
        header: 'Descuento',
        cell: formatDiscount,
        edit: (coupon, input) => input('discount_percentage') ?? formatDiscount(coupon),
      },
      {
        key: 'valid_until',
        header: 'Vigencia',
        cell: (coupon) => <ValidUntil coupon={coupon} />,
        edit: (coupon, input) => input('valid_until') ?? <ValidUntil coupon={coupon} />,
      },
      {
        key: 'usage',
        header: 'Usados / Total',
        cell: usage,
        edit: (coupon, input) => {
          const quantity = input('quantity');
          return quantity ? (
            <span className="flex items-start gap-2">
              <span className="flex h-11 items-center whitespace-nowrap">{coupon.used_count} /</span>
              {quantity}
            </span>
          ) : (
            usage(coupon)
          );
        },
      },
      {
        key: 'actions',
        header: 'Acciones',
        actions: true,
        phone: 'footer',
        className: 'text-right',
        cell: (coupon) => (
          <div className="flex flex-wrap items-center justify-end gap-2">
            <CouponActions coupon={coupon} role={role} onEdit={() => edit(coupon)} onDelete={() => remove(coupon)} />
            <RecordHistoryButton
              kind="coupon"
              id={coupon.id}
              name={coupon.code}
              title={`Historial del cupón ${coupon.code}`}
              compact
            />
          </div>
        ),
      },
    ],
    form: {
      createTitle: COUPON_MESSAGES.newCoupon,
      createDescription: "El cupón empieza 'En espera': actívalo cuando quieras que se pueda usar.",
      fields: fields(today),
      // docs/product.md §8.1: the validity defaults to today (Mexico City).
      toValues: () => ({ code: '', discount_percentage: '', quantity: '', valid_until: today }),
      validate: (values) => validateCoupon(values, Object.keys(couponCreateSchema.shape)),
      toBody: (values) => couponCreateSchema.parse(values),
    },
    inlineEdit: {
      method: 'PATCH',
      fields: fields(today).map(({ hint: _hint, ...field }) => field),
      editable,
      toValues: (coupon) => ({
        code: coupon.code,
        discount_percentage: toText(coupon.discount_percentage),
        quantity: toText(coupon.quantity),
        valid_until: coupon.valid_until,
      }),
      validate: (values, coupon) => validateCoupon(values, editable(coupon)),
      toBody: (values, coupon) => couponBody(values, editable(coupon)),
    },
    toasts: {
      created: { title: '¡Éxito!', description: 'Cupón creado correctamente.' },
      updated: { title: '¡Éxito!', description: 'Cupón actualizado correctamente.' },
      saveError: (error, mode) =>
        failureToast(mode === 'create' ? COUPON_MESSAGES.createError : COUPON_MESSAGES.updateError, error),
      loadError: () => ({ title: 'Error', description: COUPON_MESSAGES.loadError }),
      deleted: { title: '¡Eliminado!', description: 'El cupón ha sido eliminado.' },
      deleteError: (error) => failureToast(COUPON_MESSAGES.deleteError, error),
    },
    deleteText: 'Esta acción no se puede deshacer. Esto eliminará permanentemente el cupón.',
  };
}
