import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { injectFetch } from '../inject-fetch.ts';
import type { Fetch } from '../../modules/payment-providers/index.ts';
import type { FacturapiCreditNoteInput, FacturapiInvoiceInput } from '../../modules/invoicing/index.ts';
import { cfdiPdf, cfdiXml, documentMoney, type CfdiDocument, type CfdiIssuer } from './cfdi.ts';

// The Facturapi stand-in (docs/decisions/0221-facturas-through-facturapi.md; test mode, not the
// product): the invoice endpoints the site's client calls (POST /invoices, DELETE /invoices/{id},
// GET /invoices/{id}/{pdf|xml}, POST /invoices/{id}/email) answering the shapes of Facturapi's
// OpenAPI document, as its Test environment does: it assigns a UUID, series and folio, keeps the
// documents, answers the same invoice again for the same idempotency_key, and stamps a CFDI 4.0
// XML and a PDF. A customer named `RECHAZO SAT` is refused as the SAT refuses a name that does not
// match the RFC, so the refusal path can be shown.

export const FACTURAPI_STANDIN_PREFIX = '/facturapi-standin/v2';
export const STANDIN_REFUSED_NAME = 'RECHAZO SAT';

type Input = FacturapiInvoiceInput | FacturapiCreditNoteInput;

interface Kept {
  invoice: Record<string, unknown>;
  doc: CfdiDocument;
  xml: string;
  pdf: Buffer;
}

export interface FacturapiStandIn {
  apiKey: string;
  routes(app: FastifyInstance): Promise<void>;
  fetchVia(app: FastifyInstance): Fetch;
  /** The XML stamped for a Facturapi invoice id (tests read it). */
  xmlOf(id: string): string | undefined;
  /** Every create request received, oldest first, with its idempotency key. */
  createRequests(): { key: string; body: unknown }[];
  /** Every cancellation received, oldest first, with its SAT reason. */
  cancelRequests(): { id: string; motive: string }[];
}

/** The SAT's RFC for foreign customers, which Facturapi writes when the customer has a country. */
const FOREIGN_RFC = 'XEXX010101000';

export function createFacturapiStandIn(opts: { secret: string; issuer: CfdiIssuer }): FacturapiStandIn {
  const apiKey = `sk_test_${createHash('sha256').update(`${opts.secret}:facturapi`).digest('hex').slice(0, 32)}`;
  const documents = new Map<string, Kept>();
  const byKey = new Map<string, string>();
  const folios = new Map<string, number>();
  const requests: { key: string; body: unknown }[] = [];
  const cancellations: { id: string; motive: string }[] = [];
  let sender: Fetch | null = null;

  const refuse = (reply: FastifyReply, status: number, message: string, path?: string) =>
    reply.code(status).send({
      message,
      status,
      ok: false,
      code: status === 404 ? 'not_found' : status === 401 ? 'unauthorized' : 'validation_error',
      ...(path ? { location: 'body', path } : {}),
    });

  /** The SAT's local time at the issuer's place, without zone, as a CFDI writes it. */
  const satDate = (d: Date) =>
    new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/Mexico_City',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .format(d)
      .replace(' ', 'T');

  function stamp(body: Input): Kept {
    const now = new Date();
    const series = body.series ?? (body.type === 'E' ? 'NC' : 'F');
    const folio = 'folio_number' in body && body.folio_number ? body.folio_number : (folios.get(series) ?? 0) + 1;
    folios.set(series, Math.max(folio, folios.get(series) ?? 0));
    const uuid = randomUUID();
    const c = body.customer;
    const foreign = c.address.country && c.address.country !== 'MEX';
    const doc: CfdiDocument = {
      type: body.type,
      series,
      folio,
      date: satDate(now),
      paymentForm: body.payment_form,
      paymentMethod: body.payment_method,
      issuer: opts.issuer,
      receiver: {
        rfc: foreign ? FOREIGN_RFC : c.tax_id,
        name: c.legal_name,
        // A foreigner's fiscal address is the issuer's place (Anexo 20, DomicilioFiscalReceptor).
        zip: foreign ? opts.issuer.zip : c.address.zip,
        taxSystem: foreign ? '616' : c.tax_system,
        use: foreign ? 'S01' : body.use,
        ...(foreign ? { country: c.address.country, foreignTaxId: c.tax_id } : {}),
      },
      concepts: body.items.map((item) => ({
        productKey: item.product.product_key,
        unitKey: item.product.unit_key,
        unitName: item.product.unit_name ?? 'Unidad de servicio',
        description: item.product.description,
        quantity: item.quantity,
        price: item.product.price,
        ...('sku' in item.product && item.product.sku ? { sku: item.product.sku } : {}),
      })),
      ...('global' in body && body.global ? { global: body.global } : {}),
      ...('related_documents' in body && body.related_documents.length
        ? { related: { relationship: body.related_documents[0]!.relationship, uuids: body.related_documents[0]!.documents } }
        : {}),
      uuid,
      stampedAt: satDate(now),
    };
    const seal = createHash('sha256').update(`${uuid}:${opts.secret}`).digest('base64');
    const id = createHash('sha256').update(`${uuid}:id`).digest('hex').slice(0, 24);
    const totals = documentMoney(doc.concepts);
    const invoice: Record<string, unknown> = {
      id,
      created_at: now.toISOString(),
      livemode: false,
      status: 'valid',
      cancellation_status: 'none',
      verification_url: `https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=${uuid}&re=${opts.issuer.rfc}&rr=${doc.receiver.rfc}&tt=${(totals.total / 100).toFixed(2)}&fe=${seal.slice(-8)}`,
      date: now.toISOString(),
      type: body.type,
      customer: {
        id: createHash('sha256').update(`${c.tax_id}:${c.legal_name}`).digest('hex').slice(0, 24),
        legal_name: c.legal_name,
        tax_id: c.tax_id,
        address: { country: c.address.country ?? 'MEX' },
      },
      total: totals.total / 100,
      uuid,
      folio_number: folio,
      series,
      ...(body.external_id ? { external_id: body.external_id } : {}),
      idempotency_key: body.idempotency_key,
      payment_form: body.payment_form,
      items: body.items.map((item) => ({ quantity: item.quantity, product: { ...item.product } })),
      related_documents: 'related_documents' in body ? body.related_documents : [],
      currency: 'MXN',
      exchange: 1,
      stamp: {
        signature: seal,
        date: now.toISOString(),
        sat_cert_number: '30001000000500003456',
        sat_signature: Buffer.from(`stand-in SAT seal ${uuid}`).toString('base64'),
      },
    };
    return { invoice, doc, xml: cfdiXml(doc, seal), pdf: cfdiPdf(doc) };
  }

  /** What Facturapi checks before stamping, the part the stand-in can: fields there and sensible. */
  function invalid(body: Partial<Input> | undefined): [string, string] | null {
    if (!body || typeof body !== 'object') return ['body', 'El cuerpo de la solicitud no es válido'];
    if (!body.customer?.legal_name || !body.customer.tax_id) return ['customer', 'Falta el cliente'];
    if (body.customer.legal_name === STANDIN_REFUSED_NAME)
      return ['customer.legal_name', 'El nombre del receptor no coincide con el registrado en el SAT para el RFC'];
    if (!Array.isArray(body.items) || !body.items.length) return ['items', 'Falta al menos un concepto'];
    if (body.items.some((i) => !(i.product?.price > 0) || !(i.quantity > 0))) return ['items', 'Precio o cantidad no válidos'];
    if (!body.payment_form || body.payment_form.length !== 2) return ['payment_form', 'Forma de pago no válida'];
    if (body.type === 'E' && !body.related_documents?.[0]?.documents?.length)
      return ['related_documents', 'Una nota de crédito necesita la factura relacionada'];
    return null;
  }

  async function routes(app: FastifyInstance) {
    const api = async (child: FastifyInstance) => {
      // Facturapi's API, not ours: kept out of the site's OpenAPI document, as the other stand-ins are.
      child.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, hide: true };
      });
      child.addHook('onRequest', async (request, reply) => {
        if (request.headers.authorization !== `Bearer ${apiKey}`)
          return refuse(reply, 401, 'No se proporcionó una llave de API válida');
      });

      child.post('/invoices', async (request, reply) => {
        const body = request.body as Input | undefined;
        requests.push({ key: body?.idempotency_key ?? '', body });
        const known = body?.idempotency_key ? byKey.get(body.idempotency_key) : undefined;
        if (known) return reply.send(documents.get(known)!.invoice);
        const problem = invalid(body);
        if (problem) return refuse(reply, 400, problem[1], problem[0]);
        const kept = stamp(body!);
        const id = kept.invoice.id as string;
        documents.set(id, kept);
        if (body!.idempotency_key) byKey.set(body!.idempotency_key, id);
        return reply.send(kept.invoice);
      });

      child.delete<{ Params: { id: string }; Querystring: { motive?: string } }>('/invoices/:id', async (request, reply) => {
        cancellations.push({ id: request.params.id, motive: request.query.motive ?? '' });
        const kept = documents.get(request.params.id);
        if (!kept) return refuse(reply, 404, 'No se encontró la factura');
        if (!['01', '02', '03', '04'].includes(request.query.motive ?? ''))
          return refuse(reply, 400, 'Motivo de cancelación no válido', 'motive');
        kept.invoice = {
          ...kept.invoice,
          status: 'canceled',
          cancellation_status: 'accepted',
          canceled_at: new Date().toISOString(),
        };
        return reply.send(kept.invoice);
      });

      child.get<{ Params: { id: string; format: string } }>('/invoices/:id/:format', async (request, reply) => {
        const kept = documents.get(request.params.id);
        if (!kept) return refuse(reply, 404, 'No se encontró la factura');
        if (request.params.format === 'xml') return reply.type('application/octet-stream').send(Buffer.from(kept.xml));
        if (request.params.format === 'pdf') return reply.type('application/octet-stream').send(kept.pdf);
        return refuse(reply, 400, 'Formato no válido', 'format');
      });

      child.post<{ Params: { id: string } }>('/invoices/:id/email', async (request, reply) => {
        if (!documents.has(request.params.id)) return refuse(reply, 404, 'No se encontró la factura');
        return reply.send({ ok: true });
      });
    };
    await app.register(api, { prefix: FACTURAPI_STANDIN_PREFIX });
  }

  return {
    apiKey,
    routes,
    fetchVia(app) {
      sender ??= injectFetch(app);
      return sender;
    },
    xmlOf: (id) => documents.get(id)?.xml,
    createRequests: () => requests,
    cancelRequests: () => cancellations,
  };
}
