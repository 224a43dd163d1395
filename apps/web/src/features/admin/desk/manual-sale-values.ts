import { z } from 'zod';
import {
  checkoutPeopleSchema,
  checkoutSchema,
  DESK_MESSAGES,
  itemKeySchema,
  CHECKOUT_MESSAGES,
  MANUAL_PAYMENT_METHODS,
  PAYMENT_LINK_DEFAULT_HOURS,
  PAYMENT_LINK_HOURS,
  refineCheckoutPeople,
  type manualSaleSchema,
} from '@hv/shared';
import type { BookableItem } from '@/features/booking';

// The manual sale's form (docs/product.md §14.6): its values, their rules (the shared checkout
// rules for what is sold and who books; the server checks everything again) and the body sent.

export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];
export type ManualSaleBody = z.input<typeof manualSaleSchema>;

export interface ManualSaleValues {
  /** `experience:<id>` or `trip:<id>`; '' until one is chosen. */
  item: string;
  date: string;
  /** 'HH:MM', or '' when the experience has none (or several and none is chosen yet). */
  startTime: string;
  passengers: number;
  couponCode: string;
  /** The traveller account the booking belongs to, or '' for a customer without one. */
  userId: string;
  contactName: string;
  contactEmail: string;
  contactPhoneCountry: string;
  contactPhone: string;
  passengerNames: string[];
  /** `expiresInHours`: how long a payment link holds the places, one of PAYMENT_LINK_HOURS (decision 0205). */
  payment: { mode: 'paid' | 'link'; method: ManualPaymentMethod; amount: string; note: string; expiresInHours: string };
}

export const SALE_MESSAGES = {
  date: 'Elige la fecha de la reserva.',
  amount: 'Escribe el importe recibido, por ejemplo 1400.00.',
} as const;

/** '$1,400.00', '1400' or '1400.5' → 1400.5; null for anything that is not an amount of money. */
export function parseAmount(text: string): number | null {
  const value = text.replace(/[$\s,]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(value) ? Number(value) : null;
}

export const manualSaleFormSchema = z
  .object({
    item: itemKeySchema,
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, SALE_MESSAGES.date),
    startTime: z.string(),
    passengers: checkoutSchema.shape.passengers,
    couponCode: checkoutSchema.shape.couponCode,
    userId: z.string(),
    ...checkoutPeopleSchema.shape,
    // Checked below: a cash walk-in needs no e-mail (decision 0206).
    contactEmail: z.string(),
    payment: z.object({
      mode: z.enum(['paid', 'link']),
      method: z.enum(MANUAL_PAYMENT_METHODS),
      amount: z.string(),
      note: z.string().trim().max(500, DESK_MESSAGES.manualNote),
      expiresInHours: z
        .string()
        .refine((h) => (PAYMENT_LINK_HOURS as readonly number[]).includes(Number(h)), DESK_MESSAGES.linkHours),
    }),
  })
  .superRefine((value, ctx) => {
    refineCheckoutPeople(value, ctx);
    const cashAtDesk = value.payment.mode === 'paid' && value.payment.method === 'Efectivo';
    const email = value.contactEmail.trim();
    if (email ? !checkoutPeopleSchema.shape.contactEmail.safeParse(email).success : !cashAtDesk) {
      ctx.addIssue({ code: 'custom', path: ['contactEmail'], message: CHECKOUT_MESSAGES.contactEmail });
    }
    if (value.payment.mode === 'paid' && parseAmount(value.payment.amount) === null) {
      ctx.addIssue({ code: 'custom', path: ['payment', 'amount'], message: SALE_MESSAGES.amount });
    }
  });

/** A new sale: today and cash at the desk, the walk-in's usual case (decision 0206). */
export function emptySale(today = ''): ManualSaleValues {
  return {
    item: '',
    date: today,
    startTime: '',
    passengers: 1,
    couponCode: '',
    userId: '',
    contactName: '',
    contactEmail: '',
    contactPhoneCountry: 'MX',
    contactPhone: '',
    passengerNames: [''],
    payment: { mode: 'paid', method: 'Efectivo', amount: '', note: '', expiresInHours: String(PAYMENT_LINK_DEFAULT_HOURS) },
  };
}

/** What the server prices: the checkout part of the sale. */
export function saleCheckout(item: BookableItem, v: Pick<ManualSaleValues, 'date' | 'startTime' | 'passengers' | 'couponCode'>) {
  return {
    kind: item.kind,
    id: item.id,
    date: v.date,
    startTime: v.startTime || undefined,
    passengers: v.passengers,
    couponCode: v.couponCode.trim() || undefined,
  };
}

/** POST /api/admin/bookings/manual's body: blanks left out, one name per passenger, the amount as a number. */
export function manualSaleBody(item: BookableItem, v: ManualSaleValues): ManualSaleBody {
  const note = v.payment.note.trim() || undefined;
  return {
    ...saleCheckout(item, v),
    contactName: v.contactName,
    contactEmail: v.contactEmail.trim() || undefined,
    contactPhoneCountry: v.contactPhoneCountry,
    contactPhone: v.contactPhone,
    passengerNames: v.passengerNames.slice(0, v.passengers),
    userId: v.userId || undefined,
    payment:
      v.payment.mode === 'paid'
        ? { mode: 'paid', method: v.payment.method, amount: parseAmount(v.payment.amount) ?? 0, note }
        : { mode: 'link', expiresInHours: Number(v.payment.expiresInHours), note },
  };
}
