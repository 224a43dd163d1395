import { describe, expect, it } from 'vitest';
import { cfdiXml, type CfdiDocument } from '../src/standins/facturapi/cfdi.ts';
import { cfdiSchemaErrors } from './cfdi-xsd.ts';

// The stand-in's CFDI against the SAT's CFDI 4.0 schema (test/fixtures/sat/README.md): what it
// writes validates, and the validation is real — each kind of mistake the schema forbids is caught.

const globalInvoice: CfdiDocument = {
  type: 'I',
  series: 'G',
  folio: 7,
  date: '2026-11-01T09:00:00',
  paymentForm: '06',
  paymentMethod: 'PUE',
  issuer: { rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE', taxSystem: '601', zip: '77500' },
  receiver: { rfc: 'XAXX010101000', name: 'PÚBLICO EN GENERAL', zip: '77500', taxSystem: '616', use: 'S01' },
  concepts: [
    {
      productKey: '90121500',
      unitKey: 'ACT',
      unitName: 'Actividad',
      description: 'Venta',
      quantity: 1,
      price: 1500.5,
      sku: 'HV-1',
    },
    { productKey: '90121500', unitKey: 'ACT', unitName: 'Actividad', description: 'Venta', quantity: 1, price: 899, sku: 'HV-2' },
  ],
  global: { periodicity: 'month', months: '10', year: 2026 },
  uuid: '6f1e7c3e-1a2b-4c3d-8e4f-000000000001',
  stampedAt: '2026-11-01T09:00:05',
};
const seal = Buffer.from('stand-in seal').toString('base64');

describe('the stand-in’s CFDI 4.0 against the SAT’s schema', () => {
  it('a global invoice and a credit note related to an invoice validate', async () => {
    expect(await cfdiSchemaErrors(cfdiXml(globalInvoice, seal))).toEqual([]);
    const creditNote: CfdiDocument = {
      ...globalInvoice,
      type: 'E',
      global: undefined,
      related: { relationship: '01', uuids: ['6F1E7C3E-1A2B-4C3D-8E4F-000000000002'] },
      receiver: { rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE', zip: '26015', taxSystem: '601', use: 'G02' },
    };
    expect(await cfdiSchemaErrors(cfdiXml(creditNote, seal))).toEqual([]);
  });

  it('refuses what the schema forbids: a missing required attribute, a key outside its catalogue, a negative amount', async () => {
    const xml = cfdiXml(globalInvoice, seal);
    const broken = {
      'no Exportacion': xml.replace(' Exportacion="01"', ''),
      'use outside c_UsoCFDI': xml.replace('UsoCFDI="S01"', 'UsoCFDI="Z99"'),
      'negative total': xml.replace(/ Total="[0-9.]+"/, ' Total="-2399.50"'),
      'no timbre declaration': xml.replace('tfd:TimbreFiscalDigital Version="1.1"', 'tfd:TimbreFiscalDigital Version="9.9"'),
    };
    for (const [what, doc] of Object.entries(broken)) {
      expect(doc, what).not.toBe(xml);
      expect(await cfdiSchemaErrors(doc), what).not.toEqual([]);
    }
  });
});
