import { Rfc } from '@nodecfdi/rfc';
import { z } from 'zod';
import type { SaidKey } from './said.ts';

// What a traveller types to ask for a factura (CFDI 4.0), checked the same in the form and on the
// server (issue 33; docs/decisions/0221-facturas-through-facturapi.md). The régimen and use lists
// are the SAT's catalogues c_RegimenFiscal and c_UsoCFDI, with the SAT's own names (the CFDI stays
// Spanish on every site); each use names the régimenes it is valid for, as the catalogue does.

/** Who a régimen applies to: a person (RFC of 13 characters), a company (12), or both. */
type Applies = 'fisica' | 'moral' | 'both';

/** c_RegimenFiscal: code → SAT's description and who may hold it. */
export const TAX_SYSTEMS = {
  '601': ['General de Ley Personas Morales', 'moral'],
  '603': ['Personas Morales con Fines no Lucrativos', 'moral'],
  '605': ['Sueldos y Salarios e Ingresos Asimilados a Salarios', 'fisica'],
  '606': ['Arrendamiento', 'fisica'],
  '607': ['Régimen de Enajenación o Adquisición de Bienes', 'fisica'],
  '608': ['Demás ingresos', 'fisica'],
  '610': ['Residentes en el Extranjero sin Establecimiento Permanente en México', 'both'],
  '611': ['Ingresos por Dividendos (socios y accionistas)', 'fisica'],
  '612': ['Personas Físicas con Actividades Empresariales y Profesionales', 'fisica'],
  '614': ['Ingresos por intereses', 'fisica'],
  '615': ['Régimen de los ingresos por obtención de premios', 'fisica'],
  '616': ['Sin obligaciones fiscales', 'fisica'],
  '620': ['Sociedades Cooperativas de Producción que optan por diferir sus ingresos', 'moral'],
  '621': ['Incorporación Fiscal', 'fisica'],
  '622': ['Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras', 'moral'],
  '623': ['Opcional para Grupos de Sociedades', 'moral'],
  '624': ['Coordinados', 'moral'],
  '625': ['Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas', 'fisica'],
  '626': ['Régimen Simplificado de Confianza', 'both'],
} as const satisfies Record<string, readonly [string, Applies]>;
export type TaxSystem = keyof typeof TAX_SYSTEMS;
export const TAX_SYSTEM_CODES = Object.keys(TAX_SYSTEMS) as [TaxSystem, ...TaxSystem[]];

// The régimenes each family of uses is valid for (c_UsoCFDI, column "Régimen Fiscal Receptor").
const BUSINESS: readonly TaxSystem[] = ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'];
const PERSONAL: readonly TaxSystem[] = ['605', '606', '608', '611', '612', '614', '607', '615', '625'];
const ANY: readonly TaxSystem[] = [
  '601', '603', '605', '606', '608', '610', '611', '612', '614', '616', '620', '621', '622', '623', '624', '607', '615', '625', '626',
]; // prettier-ignore

/**
 * c_UsoCFDI for an invoice of income (a sale): code → SAT's description and the régimenes it is
 * valid for. CP01 (payments) and CN01 (payroll) are left out: never the use of a sale.
 */
export const CFDI_USES = {
  G01: ['Adquisición de mercancías', BUSINESS],
  G02: ['Devoluciones, descuentos o bonificaciones', BUSINESS],
  G03: ['Gastos en general', BUSINESS],
  I01: ['Construcciones', BUSINESS],
  I02: ['Mobiliario y equipo de oficina por inversiones', BUSINESS],
  I03: ['Equipo de transporte', BUSINESS],
  I04: ['Equipo de computo y accesorios', BUSINESS],
  I05: ['Dados, troqueles, moldes, matrices y herramental', BUSINESS],
  I06: ['Comunicaciones telefónicas', BUSINESS],
  I07: ['Comunicaciones satelitales', BUSINESS],
  I08: ['Otra maquinaria y equipo', BUSINESS],
  D01: ['Honorarios médicos, dentales y gastos hospitalarios', PERSONAL],
  D02: ['Gastos médicos por incapacidad o discapacidad', PERSONAL],
  D03: ['Gastos funerales', PERSONAL],
  D04: ['Donativos', PERSONAL],
  D05: ['Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)', PERSONAL],
  D06: ['Aportaciones voluntarias al SAR', PERSONAL],
  D07: ['Primas por seguros de gastos médicos', PERSONAL],
  D08: ['Gastos de transportación escolar obligatoria', PERSONAL],
  D09: ['Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones', PERSONAL],
  D10: ['Pagos por servicios educativos (colegiaturas)', PERSONAL],
  S01: ['Sin efectos fiscales', ANY],
} as const satisfies Record<string, readonly [string, readonly TaxSystem[]]>;
export type CfdiUse = keyof typeof CFDI_USES;
export const CFDI_USE_CODES = Object.keys(CFDI_USES) as [CfdiUse, ...CfdiUse[]];

/** Whether a régimen may be held by the holder of this RFC (a person's 13 characters, a company's 12). */
export function taxSystemFits(system: TaxSystem, rfc: string): boolean {
  const applies: Applies = TAX_SYSTEMS[system][1];
  if (applies === 'both') return true;
  return applies === (rfc.length === 12 ? 'moral' : 'fisica');
}

/** The uses valid for a régimen, in the catalogue's order (the form offers only these). */
export const cfdiUsesFor = (system: TaxSystem): CfdiUse[] =>
  CFDI_USE_CODES.filter((use) => (CFDI_USES[use][1] as readonly TaxSystem[]).includes(system));

/**
 * A Mexican RFC as the SAT writes it: its shape and date, its check digit, and not one of the
 * generic RFCs (the public's goes on the global invoice; a foreigner gives a country instead).
 */
export function isCustomerRfc(value: string): boolean {
  const rfc = Rfc.parseOrNull(value);
  return rfc !== null && !rfc.isGeneric() && !rfc.isForeign() && rfc.doesCheckSumMatch();
}

const m = {
  rfc: 'invoice.rfc',
  legalName: 'invoice.legalName',
  taxSystem: 'invoice.taxSystem',
  taxSystemMismatch: 'invoice.taxSystemMismatch',
  cfdiUse: 'invoice.cfdiUse',
  cfdiUseMismatch: 'invoice.cfdiUseMismatch',
  zip: 'invoice.zip',
  email: 'invoice.email',
  country: 'invoice.country',
  foreignTaxId: 'invoice.foreignTaxId',
} as const satisfies Record<string, SaidKey>;

const upper = (v: string) => v.trim().toUpperCase();

/**
 * The tax data of a factura's customer. A Mexican customer: RFC, `Razón social` exactly as on the
 * Constancia de Situación Fiscal (without "S.A. de C.V.", as CFDI 4.0 asks), régimen, use and the
 * postal code of their fiscal address. A foreign customer: the country (ISO 3166-1 alpha-3, not
 * MEX) and their tax id; the SAT's generic foreign RFC, régimen 616 and use S01 are written for them.
 */
export const taxProfileSchema = z
  .object({
    foreign: z.boolean().default(false),
    rfc: z.string({ error: m.rfc }).transform(upper).optional(),
    legalName: z
      .string({ error: m.legalName })
      .trim()
      .min(1, m.legalName)
      .max(254, m.legalName)
      .transform((v) => v.replace(/\s+/g, ' ').toUpperCase()),
    taxSystem: z.enum(TAX_SYSTEM_CODES, { error: m.taxSystem }).optional(),
    cfdiUse: z.enum(CFDI_USE_CODES, { error: m.cfdiUse }).optional(),
    zip: z
      .string({ error: m.zip })
      .trim()
      .regex(/^\d{5}$/, m.zip)
      .optional(),
    email: z
      .string({ error: m.email })
      .trim()
      .max(254, m.email)
      .pipe(z.email(m.email))
      .transform((v) => v.toLowerCase()),
    country: z.string({ error: m.country }).transform(upper).optional(),
    foreignTaxId: z.string({ error: m.foreignTaxId }).trim().max(40, m.foreignTaxId).optional(),
  })
  // Run even when a field failed its own check (`when`), so every wrong field gets its message at
  // once, not one round after another; the values are then read as they came.
  .superRefine(
    (v, ctx) => {
      if (typeof v !== 'object' || v === null) return;
      const issue = (path: string, message: SaidKey) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (v.foreign) {
        if (!v.country || !/^[A-Z]{3}$/.test(v.country) || v.country === 'MEX') issue('country', m.country);
        if (!v.foreignTaxId) issue('foreignTaxId', m.foreignTaxId);
        return;
      }
      const rfc = typeof v.rfc === 'string' && isCustomerRfc(v.rfc) ? v.rfc : null;
      if (!rfc) issue('rfc', m.rfc);
      if (!v.zip) issue('zip', m.zip);
      if (!v.taxSystem) issue('taxSystem', m.taxSystem);
      else if (rfc && v.taxSystem in TAX_SYSTEMS && !taxSystemFits(v.taxSystem, rfc)) issue('taxSystem', m.taxSystemMismatch);
      if (!v.cfdiUse) issue('cfdiUse', m.cfdiUse);
      else if (v.taxSystem && v.taxSystem in TAX_SYSTEMS && !cfdiUsesFor(v.taxSystem).includes(v.cfdiUse))
        issue('cfdiUse', m.cfdiUseMismatch);
    },
    { when: () => true },
  );
export type TaxProfileInput = z.input<typeof taxProfileSchema>;
export type TaxProfile = z.output<typeof taxProfileSchema>;

/** How many customers' tax data a traveller may keep (decision 0230). */
export const MAX_TAX_PROFILES = 10;

/** Whom tax data invoices: the RFC, or a foreign customer's country and tax id. Saving one again replaces it. */
export const taxCustomerKey = (p: TaxProfile): string =>
  p.foreign ? `${p.country ?? ''}:${(p.foreignTaxId ?? '').toUpperCase()}` : (p.rfc ?? '');

/** A customer's tax data a signed-in traveller kept to reuse (GET/PUT /api/profile/tax-profiles). */
export const savedTaxProfileSchema = z.object({
  id: z.string().uuid(),
  foreign: z.boolean(),
  rfc: z.string().optional(),
  legalName: z.string(),
  taxSystem: z.enum(TAX_SYSTEM_CODES).optional(),
  cfdiUse: z.enum(CFDI_USE_CODES).optional(),
  zip: z.string().optional(),
  email: z.string(),
  country: z.string().optional(),
  foreignTaxId: z.string().optional(),
});
export type SavedTaxProfile = z.infer<typeof savedTaxProfileSchema>;
export const savedTaxProfilesSchema = z.object({ profiles: z.array(savedTaxProfileSchema) });

/** GET /api/bookings/:reference/invoice: the booking's factura, and whether one may still be asked for. */
export const bookingInvoiceSchema = z.object({
  invoice: z
    .object({
      status: z.enum(['pending', 'issued', 'refused', 'cancelled']),
      legalName: z.string(),
      email: z.string(),
      uuid: z.string().nullable(),
      series: z.string().nullable(),
      folio: z.number().int().nullable(),
      /** Facturapi's (the SAT's) reason for a refused one, in Spanish as it gives it. */
      refusalReason: z.string().nullable(),
    })
    .nullable(),
  /** The last day (the operator's calendar) it may be asked for; null when the booking has nothing to invoice. */
  lastDate: z.string().nullable(),
  /** Nothing asked yet (or refused: asked again with corrected data), the booking paid with money kept, the last day not passed. */
  canRequest: z.boolean(),
});
export type BookingInvoice = z.infer<typeof bookingInvoiceSchema>;

/** GET /api/profile/invoices: the factura of each of the signed-in traveller's paid bookings, for `Mis reservas`. */
export const myInvoicesSchema = z.object({
  data: z.array(
    z.object({
      reference: z.string(),
      status: z.enum(['pending', 'issued', 'refused', 'cancelled']).nullable(),
      canRequest: z.boolean(),
    }),
  ),
});
export type MyInvoices = z.infer<typeof myInvoicesSchema>;
