import { fetchWithTimeout, reach, readBody, RemoteApiError, type Fetch } from '../../lib/remote-api.ts';

// A small Facturapi REST client on fetch (docs/decisions/0221-facturas-through-facturapi.md): the
// requests the official SDK (`facturapi` on npm) sends for invoices.create, cancel, downloadPdf,
// downloadXml and sendByEmail, with the bodies of Facturapi's OpenAPI document (API v2). The SDK
// reads the global fetch; this client takes its fetch, so the same code talks to Facturapi and to
// the stand-in (as the Mercado Pago one does). test/facturapi-contract.test.ts checks both sides.

export const FACTURAPI_API = 'https://www.facturapi.io/v2';
const TIMEOUT_MS = 30_000;

/** A concept's product, prices IVA included (the SAT's product key, unit E48 `Unidad de servicio`). */
export interface FacturapiProduct {
  description: string;
  product_key: string;
  price: number;
  tax_included: boolean;
  taxes: { type: 'IVA'; rate: number }[];
  unit_key: string;
  unit_name?: string;
  sku?: string;
}

export interface FacturapiItem {
  quantity: number;
  discount?: number;
  product: FacturapiProduct;
}

/** The customer inline, as Facturapi's CustomerCreateInput (a foreigner: their country and tax id). */
export interface FacturapiCustomer {
  legal_name: string;
  tax_id: string;
  tax_system: string;
  email?: string;
  address: { zip: string; country?: string };
}

/** InvoiceIngresoInput: a sale (type I), or with `global` the invoice to the general public. */
export interface FacturapiInvoiceInput {
  type: 'I';
  customer: FacturapiCustomer;
  items: FacturapiItem[];
  payment_form: string;
  payment_method: 'PUE';
  use: string;
  folio_number?: number;
  series?: string;
  external_id?: string;
  idempotency_key: string;
  global?: { periodicity: 'day' | 'week' | 'fortnight' | 'month' | 'two_months'; months: string; year: number };
}

/** InvoiceEgresoInput: a credit note related to the invoice it corrects (relationship 01). */
export interface FacturapiCreditNoteInput {
  type: 'E';
  customer: FacturapiCustomer;
  items: { quantity: number; product: Omit<FacturapiProduct, 'sku'> }[];
  payment_form: string;
  payment_method: 'PUE';
  use: string;
  related_documents: { relationship: '01'; documents: string[] }[];
  series?: string;
  external_id?: string;
  idempotency_key: string;
}

/** The Invoice object Facturapi answers (the fields we read; it may carry more it documents). */
export interface FacturapiInvoice {
  id: string;
  created_at: string;
  livemode: boolean;
  status: 'pending' | 'valid' | 'canceled' | 'draft' | 'failed';
  cancellation_status?: string;
  type: 'I' | 'E' | 'P' | 'N' | 'T';
  total: number;
  uuid?: string;
  folio_number?: number;
  series?: string;
  verification_url?: string;
}

/** SAT cancellation reasons: 01 with errors and replaced, 02 with errors, 03 did not take place, 04 global. */
export type CancellationMotive = '01' | '02' | '03' | '04';

/** Facturapi refused or could not be reached (status 0); `message` is Facturapi's own (Spanish) reason. */
export class FacturapiApiError extends RemoteApiError {
  constructor(status: number, code: string | undefined, message: string) {
    // A refusal stays one until the data changes; a bad key (401) is ours to fix, then it goes through.
    super(status, code, message, [401, 408, 409, 429]);
  }
}

export interface FacturapiClient {
  createInvoice(body: FacturapiInvoiceInput | FacturapiCreditNoteInput): Promise<FacturapiInvoice>;
  cancelInvoice(id: string, motive: CancellationMotive): Promise<FacturapiInvoice>;
  downloadPdf(id: string): Promise<Buffer>;
  downloadXml(id: string): Promise<Buffer>;
  /** Facturapi e-mails the PDF and XML itself (we send our own e-mail instead; kept for staff). */
  sendByEmail(id: string, email?: string): Promise<{ ok: boolean }>;
}

export function createFacturapiClient(opts: { baseUrl?: string; apiKey: string; fetch?: Fetch }): FacturapiClient {
  const baseUrl = (opts.baseUrl ?? FACTURAPI_API).replace(/\/$/, '');
  const doFetch: Fetch = opts.fetch ?? fetchWithTimeout(TIMEOUT_MS);

  async function send(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { Authorization: `Bearer ${opts.apiKey}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await reach(
      doFetch,
      `${baseUrl}${path}`,
      { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
      (reason) => new FacturapiApiError(0, undefined, `Facturapi unreachable: ${reason}`),
    );
    if (!res.ok) {
      const err = ((await readBody(res)) ?? {}) as { message?: string; code?: string };
      throw new FacturapiApiError(res.status, err.code, err.message ?? `Facturapi answered ${res.status}`);
    }
    return res;
  }
  const json = async <T>(res: Promise<Response>) => (await (await res).json()) as T;
  const bytes = async (res: Promise<Response>) => Buffer.from(await (await res).arrayBuffer());
  const id = (value: string) => encodeURIComponent(value);

  return {
    createInvoice: (body) => json(send('POST', '/invoices', body)),
    cancelInvoice: (invoiceId, motive) => json(send('DELETE', `/invoices/${id(invoiceId)}?${new URLSearchParams({ motive })}`)),
    downloadPdf: (invoiceId) => bytes(send('GET', `/invoices/${id(invoiceId)}/pdf`)),
    downloadXml: (invoiceId) => bytes(send('GET', `/invoices/${id(invoiceId)}/xml`)),
    sendByEmail: (invoiceId, email) => json(send('POST', `/invoices/${id(invoiceId)}/email`, email ? { email } : {})),
  };
}
