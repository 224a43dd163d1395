/**
 * The SAT's test company (its RFC passes the check digit) as a factura's customer: what the
 * invoicing tests ask for and expect on the CFDI (docs/decisions/0221-facturas-through-facturapi.md).
 */
export const company = {
  rfc: 'EKU9003173C9',
  legalName: 'Escuela Kemper Urgate',
  taxSystem: '601',
  cfdiUse: 'G03',
  zip: '42501',
  email: 'facturas@example.com',
};
