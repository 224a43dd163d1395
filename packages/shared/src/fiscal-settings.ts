import { z } from 'zod';
import { isCustomerRfc, TAX_SYSTEM_CODES, taxSystemFits } from './invoicing.ts';

// The operator's fiscal data for its CFDIs (docs/decisions/0221-facturas-through-facturapi.md,
// docs/decisions/0226-refunds-of-invoices-and-the-global-invoice.md): what the Administrador sets in
// `Ajustes` (docs/decisions/0224-ajustes-screen-for-staff-settings.md) and what the server reads
// under the settings key `fiscal`. The back office is Spanish, like the pay-later settings: the
// screen and the server say these same words under the same fields.

export const FISCAL_MESSAGES = {
  rfc: 'Escribe el RFC del operador como aparece en su Constancia de Situación Fiscal (12 caracteres una empresa, 13 una persona).',
  legalName: 'Escribe la razón social como aparece en la Constancia de Situación Fiscal.',
  taxSystem: 'Elige el régimen fiscal del operador.',
  taxSystemMismatch: 'Ese régimen fiscal no corresponde al tipo de RFC.',
  zip: 'El código postal de expedición debe tener 5 dígitos.',
  productKey: 'La clave de producto del SAT debe tener 8 dígitos.',
  unitKey: 'La clave de unidad del SAT debe tener 2 o 3 caracteres.',
  series: 'La serie debe tener de 1 a 25 letras o números.',
  graceDays: 'Los días de gracia deben ser un número entero entre 0 y 366.',
  globalPeriodicity: 'Elige cada cuánto se emite la factura global.',
} as const;
const m = FISCAL_MESSAGES;

/**
 * How often the global invoice to the general public is issued (c_Periodicidad): monthly by
 * default, or every two months for an operator with few sales (the SAT allows two months only to
 * taxpayers of the simplified régimen; staff choose).
 */
export const GLOBAL_PERIODICITIES = ['month', 'two_months'] as const;
export type GlobalPeriodicity = (typeof GLOBAL_PERIODICITIES)[number];

const series = z
  .string({ error: m.series })
  .trim()
  .regex(/^[A-Za-z0-9]{1,25}$/, m.series)
  .transform((v) => v.toUpperCase());

export const fiscalSettingsSchema = z
  .object({
    /** The issuer as the SAT knows it (Facturapi stamps with the organization's own; the stand-in writes these). */
    rfc: z
      .string({ error: m.rfc })
      .trim()
      .transform((v) => v.toUpperCase())
      .refine(isCustomerRfc, m.rfc),
    legalName: z
      .string({ error: m.legalName })
      .trim()
      .min(1, m.legalName)
      .max(254, m.legalName)
      .transform((v) => v.replace(/\s+/g, ' ').toUpperCase()),
    taxSystem: z.enum(TAX_SYSTEM_CODES, { error: m.taxSystem }),
    /** Lugar de expedición: the postal code of the issuer's place. */
    zip: z
      .string({ error: m.zip })
      .trim()
      .regex(/^\d{5}$/, m.zip),
    /** The SAT product key of a booking's concept (c_ClaveProdServ) and its unit (c_ClaveUnidad). */
    productKey: z
      .string({ error: m.productKey })
      .trim()
      .regex(/^\d{8}$/, m.productKey),
    unitKey: z
      .string({ error: m.unitKey })
      .trim()
      .regex(/^[A-Za-z0-9]{2,3}$/, m.unitKey)
      .transform((v) => v.toUpperCase()),
    series,
    creditNoteSeries: series,
    /** Days after the end of the month of payment during which a traveller may still ask (0: the month's end). */
    graceDays: z.number({ error: m.graceDays }).int(m.graceDays).min(0, m.graceDays).max(366, m.graceDays),
    globalPeriodicity: z.enum(GLOBAL_PERIODICITIES, { error: m.globalPeriodicity }).default('month'),
  })
  .superRefine((v, ctx) => {
    if (isCustomerRfc(v.rfc) && !taxSystemFits(v.taxSystem, v.rfc))
      ctx.addIssue({ code: 'custom', path: ['taxSystem'], message: m.taxSystemMismatch });
  });
export type FiscalSettings = z.output<typeof fiscalSettingsSchema>;

/** The settings as the server answers them (already checked: plain fields, no transforms). */
export const fiscalSettingsAnswerSchema = z.object({
  rfc: z.string(),
  legalName: z.string(),
  taxSystem: z.enum(TAX_SYSTEM_CODES),
  zip: z.string(),
  productKey: z.string(),
  unitKey: z.string(),
  series: z.string(),
  creditNoteSeries: z.string(),
  graceDays: z.number().int(),
  globalPeriodicity: z.enum(GLOBAL_PERIODICITIES),
});
export type FiscalSettingsInput = z.input<typeof fiscalSettingsSchema>;

/** The demo operator: the SAT's published test taxpayer (Escuela Kemper Urgate), a tour's product key. */
export const DEFAULT_FISCAL_SETTINGS: FiscalSettings = {
  rfc: 'EKU9003173C9',
  legalName: 'ESCUELA KEMPER URGATE',
  taxSystem: '601',
  zip: '42501',
  // 90121500 "Agentes de viajes", whose class holds tour arrangement (90121501); staff may change it.
  productKey: '90121501',
  unitKey: 'E48',
  series: 'F',
  creditNoteSeries: 'NC',
  graceDays: 0,
  globalPeriodicity: 'month',
};

/** A booking in a global invoice, at what it kept when the invoice was written. */
export const globalInvoiceConceptSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  amount: z.number(),
  paymentForm: z.string(),
});

/** A global invoice as the back office's Reportes lists it (decision 0226). */
export const globalInvoiceSchema = z.object({
  id: z.string(),
  /** '2026-10' for a month, '2026-B5' for September–October. */
  period: z.string(),
  status: z.enum(['pending', 'issued', 'refused', 'cancelled']),
  uuid: z.string().nullable(),
  series: z.string().nullable(),
  folio: z.number().int().nullable(),
  refusalReason: z.string().nullable(),
  /** Total, IVA included; the base and the 16 % IVA broken out as the CFDI writes them (per concept, rounded to the centavo). */
  total: z.number(),
  subtotal: z.number(),
  iva: z.number(),
  /** Credit notes of refunds of its bookings since (total, IVA included). */
  credited: z.number(),
  issuedAt: z.string().nullable(),
  concepts: z.array(globalInvoiceConceptSchema),
});
export type GlobalInvoice = z.infer<typeof globalInvoiceSchema>;
export const globalInvoiceListSchema = z.object({ data: z.array(globalInvoiceSchema) });

/** Base and IVA of a price with 16 % IVA included, in centavos, as the CFDI writes a concept. */
export function ivaBreakdown(totalCents: number): { base: number; iva: number } {
  const base = Math.round(totalCents / 1.16);
  return { base, iva: totalCents - base };
}
