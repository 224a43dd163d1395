import { describe, expect, it } from 'vitest';
import { cfdiUsesFor, isCustomerRfc, taxProfileSchema, taxSystemFits } from './invoicing.ts';

const company = {
  rfc: 'EKU9003173C9', // the SAT's own test RFC (ESCUELA KEMPER URGATE)
  legalName: 'Escuela Kemper Urgate',
  taxSystem: '601',
  cfdiUse: 'G03',
  zip: '42501',
  email: 'Facturas@Example.com',
} as const;

const messagesOf = (input: object) => {
  const parsed = taxProfileSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the RFC', () => {
  it('accepts a real shape with its check digit, for a company and a person', () => {
    expect(isCustomerRfc('EKU9003173C9')).toBe(true);
    expect(isCustomerRfc('CACX7605101P8')).toBe(true);
  });

  it('refuses a wrong check digit, a bad shape and the generic RFCs', () => {
    expect(isCustomerRfc('EKU9003173C8')).toBe(false);
    expect(isCustomerRfc('EKU900317')).toBe(false);
    expect(isCustomerRfc('XAXX010101000')).toBe(false);
    expect(isCustomerRfc('XEXX010101000')).toBe(false);
  });
});

describe('régimen and use', () => {
  it('fits a régimen to the kind of RFC', () => {
    expect(taxSystemFits('601', 'EKU9003173C9')).toBe(true);
    expect(taxSystemFits('605', 'EKU9003173C9')).toBe(false);
    expect(taxSystemFits('605', 'CACX7605101P8')).toBe(true);
    expect(taxSystemFits('626', 'EKU9003173C9')).toBe(true);
  });

  it('offers only the uses valid for the régimen', () => {
    expect(cfdiUsesFor('605')).toEqual(['D01', 'D02', 'D03', 'D04', 'D05', 'D06', 'D07', 'D08', 'D09', 'D10', 'S01']);
    expect(cfdiUsesFor('601')).toContain('G03');
    expect(cfdiUsesFor('601')).not.toContain('D01');
    expect(cfdiUsesFor('616')).toEqual(['S01']);
  });
});

describe('taxProfileSchema', () => {
  it('reads a company as the SAT writes it', () => {
    expect(taxProfileSchema.parse({ ...company, rfc: ' eku9003173c9 ' })).toMatchObject({
      foreign: false,
      rfc: 'EKU9003173C9',
      legalName: 'ESCUELA KEMPER URGATE',
      email: 'facturas@example.com',
    });
  });

  it('puts each wrong field’s message under it', () => {
    expect(messagesOf({ ...company, rfc: 'EKU9003173C8' })).toEqual({ rfc: 'invoice.rfc' });
    expect(messagesOf({ ...company, cfdiUse: 'D01' })).toEqual({ cfdiUse: 'invoice.cfdiUseMismatch' });
    expect(messagesOf({ ...company, taxSystem: '605', cfdiUse: 'S01' })).toEqual({ taxSystem: 'invoice.taxSystemMismatch' });
    expect(messagesOf({ ...company, zip: '4250' })).toEqual({ zip: 'invoice.zip' });
    expect(messagesOf({ ...company, legalName: ' ', email: 'no' })).toEqual({
      legalName: 'invoice.legalName',
      email: 'invoice.email',
    });
  });

  it('asks a foreign customer for a country outside Mexico and their tax id instead', () => {
    const foreign = { foreign: true, legalName: 'Jane Doe', email: 'jane@example.com' };
    expect(taxProfileSchema.parse({ ...foreign, country: 'usa', foreignTaxId: '123-45-6789' })).toMatchObject({ country: 'USA' });
    expect(messagesOf({ ...foreign, country: 'MEX' })).toEqual({
      country: 'invoice.country',
      foreignTaxId: 'invoice.foreignTaxId',
    });
  });
});
