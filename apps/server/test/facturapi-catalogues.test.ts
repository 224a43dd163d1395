import { describe, expect, it } from 'vitest';
import { InvoiceUse, TaxSystem } from 'facturapi';
import { CFDI_USE_CODES, TAX_SYSTEM_CODES } from '@hv/shared';

// The invoice form's régimen and use lists (packages/shared/src/invoicing.ts) are the SAT's
// catalogues as Facturapi's official SDK knows them (decision 0221): a code the SDK does not know
// would be refused when the invoice is stamped, and a régimen it knows must be offered.

describe('the SAT catalogues of the invoice form', () => {
  it('offers exactly the régimenes Facturapi knows', () => {
    expect([...TAX_SYSTEM_CODES].sort()).toEqual([...new Set(Object.values(TaxSystem))].sort());
  });

  it('offers only uses Facturapi knows, all of them but those never a sale’s (payments, payroll, P01)', () => {
    const known = new Set<string>(Object.values(InvoiceUse));
    for (const use of CFDI_USE_CODES) expect(known.has(use), use).toBe(true);
    expect([...known].filter((use) => !(CFDI_USE_CODES as readonly string[]).includes(use)).sort()).toEqual([
      'CN01',
      'CP01',
      'P01',
    ]);
  });
});
