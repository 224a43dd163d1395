import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFacturapiClient, type FacturapiCustomer, type FacturapiInvoiceInput } from '../src/modules/invoicing/index.ts';
import type { FacturapiStandIn } from '../src/standins/facturapi/standin.ts';
import { STANDIN_REFUSED_NAME } from '../src/standins/facturapi/standin.ts';
import { loadFacturapiContract, type FacturapiContract } from './facturapi-contract.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { recordingFetch, type Exchange } from './recording-fetch.ts';

// Facturapi as its OpenAPI document says (issue 33, decision 0221): every request our client sends
// and every answer the stand-in gives is checked against the document's schemas
// (test/facturapi-openapi/), closed so a field it does not describe, or a renamed one, fails.
// The count is printed at the end:
//   npx vitest run --project server apps/server/test/facturapi-contract.test.ts

let t: TestApp;
let standIn: FacturapiStandIn;
let contract: FacturapiContract;
const sent: Exchange[] = [];
const results = new Map<string, string[]>();
const PREFIX = '/facturapi-standin/v2';

beforeAll(async () => {
  t = await createTestApp();
  standIn = t.app.facturapiStandIn!;
  contract = loadFacturapiContract();
});
afterAll(() => t?.close());

function recordingClient() {
  const via = standIn.fetchVia(t.app);
  const recording = recordingFetch(via, PREFIX, sent);
  return createFacturapiClient({ baseUrl: `${t.config.publicUrl}${PREFIX}`, apiKey: standIn.apiKey, fetch: recording });
}

const company: FacturapiCustomer = {
  legal_name: 'DUNDER MIFFLIN',
  tax_id: 'DMI080808QR7',
  tax_system: '601',
  email: 'compras@example.com',
  address: { zip: '06600' },
};
const product = {
  description: 'Reserva HV-ABC123: Tour Teotihuacan, 2 personas, 2026-12-05',
  product_key: '90121501',
  price: 2900,
  tax_included: true,
  taxes: [{ type: 'IVA' as const, rate: 0.16 }],
  unit_key: 'E48',
  unit_name: 'Unidad de servicio',
  sku: 'HV-ABC123',
};
// A credit note's product (ProductEgresoProperties) has no sku.
const { sku: _sku, ...noteProduct } = product;
const sale: FacturapiInvoiceInput = {
  type: 'I',
  customer: company,
  items: [{ quantity: 1, product }],
  payment_form: '06',
  payment_method: 'PUE',
  use: 'G03',
  series: 'F',
  external_id: 'booking-1',
  idempotency_key: 'hv-invoice-1',
};

describe('Facturapi contract: the client and the stand-in against Facturapi’s OpenAPI document', () => {
  it('every request the client sends and every answer the stand-in gives matches its documented shape', async () => {
    const client = recordingClient();
    const invoice = await client.createInvoice(sale);
    await client.createInvoice(sale); // the same idempotency key: the same invoice
    await client.createInvoice({
      ...sale,
      customer: { legal_name: 'JOHN SMITH', tax_id: '123456789', tax_system: '616', address: { zip: '42501', country: 'USA' } },
      use: 'S01',
      idempotency_key: 'hv-invoice-2',
    });
    await client.createInvoice({
      ...sale,
      customer: { legal_name: 'PUBLICO EN GENERAL', tax_id: 'XAXX010101000', tax_system: '616', address: { zip: '42501' } },
      use: 'S01',
      payment_form: '01',
      global: { periodicity: 'month', months: '11', year: 2026 },
      idempotency_key: 'hv-global-2026-11',
    });
    const note = await client.createInvoice({
      type: 'E',
      customer: company,
      items: [{ quantity: 1, product: { ...noteProduct, price: 1000 } }],
      payment_form: '06',
      payment_method: 'PUE',
      use: 'G02',
      related_documents: [{ relationship: '01', documents: [invoice.uuid!] }],
      series: 'NC',
      idempotency_key: 'hv-credit-1',
    });
    await client.downloadPdf(invoice.id);
    await client.downloadXml(invoice.id);
    await client.downloadXml(note.id);
    await client.sendByEmail(invoice.id, 'compras@example.com');
    await client.cancelInvoice(invoice.id, '03');
    // Refusals answer the documented error body.
    await client
      .createInvoice({ ...sale, customer: { ...company, legal_name: STANDIN_REFUSED_NAME }, idempotency_key: 'x' })
      .catch(() => undefined);

    sent.forEach((s, i) => {
      const name = `${i + 1}. ${s.method} ${s.path}`;
      const { operationId, errors } = contract.checkRequest(s);
      const auth = s.headers.Authorization === `Bearer ${standIn.apiKey}` ? [] : ['no bearer key'];
      results.set(`${name} request`, [...errors, ...auth]);
      if (operationId)
        results.set(`${name} answer (${s.status})`, contract.checkResponse(operationId, s.status, s.contentType, s.raw));
    });

    const failing = [...results].filter(([, issues]) => issues.length);
    expect(failing).toEqual([]);
    expect(sent.map((s) => s.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 400]);
    expect(sent.length).toBe(11);
  });

  it('bites: a renamed field fails its schema (a request and an answer)', () => {
    const create = sent.find((s) => s.method === 'POST' && s.path === '/invoices')!;
    const { payment_form, ...rest } = create.body as Record<string, unknown>;
    expect(contract.checkRequest({ ...create, body: { ...rest, paymentForm: payment_form } }).errors).not.toEqual([]);
    const answer = create.answer as Record<string, unknown>;
    const { folio_number, ...others } = answer;
    expect(contract.validate('Invoice', { ...others, folioNumber: folio_number })).not.toEqual([]);
    expect(contract.validate('Invoice', answer)).toEqual([]);
  });

  afterAll(() => {
    const passed = [...results.values()].filter((issues) => issues.length === 0).length;
    console.log(`Facturapi contract: ${passed} of ${results.size} requests and answers match Facturapi's OpenAPI document`);
  });
});
