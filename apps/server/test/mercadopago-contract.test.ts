import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMercadoPagoClient } from '../src/modules/payment-providers/index.ts';
import type { MercadoPagoStandIn } from '../src/standins/mercadopago/standin.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { recordingFetch, type Exchange } from './recording-fetch.ts';

// Mercado Pago as the official SDK documents it (issue 31, decision 0211): every request our
// client sends and every answer the stand-in gives is checked against a zod schema written from
// the `mercadopago` npm package's own .d.ts types (named beside each schema), strict: a field the
// type does not have, or a renamed one, fails. The count is printed at the end:
//   npx vitest run --project server apps/server/test/mercadopago-contract.test.ts

const opt = <T extends z.ZodType>(s: T) => s.optional();
const str = z.string();
const num = z.number();

// clients/commonTypes.d.ts › Items
const Items = z.strictObject({
  id: str,
  title: str,
  description: opt(str),
  picture_url: opt(str),
  category_id: opt(str),
  quantity: num,
  currency_id: opt(str),
  unit_price: num,
  warranty: opt(z.boolean()),
  type: opt(str),
});
// clients/preference/commonTypes.d.ts › Payer, BackUrls, PaymentMethods
const PreferencePayer = z.strictObject({ name: opt(str), surname: opt(str), email: opt(str) });
const BackUrls = z.strictObject({ success: opt(str), pending: opt(str), failure: opt(str) });
const PaymentMethods = z.strictObject({
  default_card_id: opt(str),
  default_payment_method_id: opt(str),
  excluded_payment_methods: opt(z.array(z.strictObject({ id: opt(str) }))),
  excluded_payment_types: opt(z.array(z.strictObject({ id: opt(str) }))),
  installments: opt(num),
  default_installments: opt(num),
});
// clients/preference/commonTypes.d.ts › PreferenceRequest (the fields we use; all others absent)
const PreferenceRequest = z.strictObject({
  items: z.array(Items).min(1),
  external_reference: opt(str),
  payer: opt(PreferencePayer),
  back_urls: opt(BackUrls),
  auto_return: opt(z.enum(['approved', 'all'])),
  notification_url: opt(z.string().url()),
  payment_methods: opt(PaymentMethods),
  date_of_expiration: opt(z.string().datetime()),
  statement_descriptor: opt(str),
});
// clients/preference/commonTypes.d.ts › PreferenceResponse
const PreferenceResponse = PreferenceRequest.extend({
  id: str,
  init_point: z.string().url(),
  sandbox_init_point: opt(z.string().url()),
  collector_id: opt(num),
  client_id: opt(str),
  site_id: opt(str),
  operation_type: opt(str),
  date_created: opt(z.string().datetime()),
  expires: opt(z.boolean()),
});
// clients/payment/cancel/index.js › the body Payment.cancel sends
const PaymentCancelBody = z.strictObject({ status: z.literal('cancelled') });
// clients/paymentRefund/create/types.d.ts › CreateRefundBody
const CreateRefundBody = z.strictObject({ amount: opt(num) });
// clients/paymentRefund/commonTypes.d.ts › RefundResponse (with Source)
const RefundResponse = z.strictObject({
  id: num,
  payment_id: num,
  amount: num,
  metadata: opt(z.any()),
  source: opt(z.strictObject({ id: str, name: str, type: str })),
  date_created: opt(z.string().datetime()),
  unique_sequence_number: opt(str.nullable()),
  refund_mode: opt(str),
  adjustment_amount: opt(num),
  status: opt(str),
  reason: opt(str.nullable()),
  amount_refunded_to_payer: opt(num),
});
// clients/payment/commonTypes.d.ts › Payer, TransactionDetails (with Barcode), PaymentResponse
const PaymentPayer = z.strictObject({ email: opt(str), first_name: opt(str), last_name: opt(str), id: opt(str), type: opt(str) });
const TransactionDetails = z.strictObject({
  payment_method_reference_id: opt(str),
  net_received_amount: opt(num),
  total_paid_amount: opt(num),
  overpaid_amount: opt(num),
  external_resource_url: opt(z.string().url()),
  installment_amount: opt(num),
  financial_institution: opt(str),
  barcode: opt(z.strictObject({ content: opt(str) })),
});
const PaymentResponse = z.strictObject({
  id: num,
  date_created: opt(z.string().datetime()),
  date_approved: opt(z.string().datetime()),
  date_last_updated: opt(z.string().datetime()),
  date_of_expiration: opt(z.string().datetime()),
  operation_type: opt(str),
  payment_method_id: str,
  payment_type_id: str,
  status: z.enum([
    'pending',
    'approved',
    'authorized',
    'in_process',
    'in_mediation',
    'rejected',
    'cancelled',
    'refunded',
    'charged_back',
  ]),
  status_detail: str,
  currency_id: str,
  description: opt(str),
  live_mode: opt(z.boolean()),
  collector_id: opt(num),
  payer: opt(PaymentPayer),
  metadata: opt(z.any()),
  external_reference: opt(str),
  transaction_amount: num,
  transaction_amount_refunded: opt(num),
  installments: opt(num),
  transaction_details: opt(TransactionDetails),
  captured: opt(z.boolean()),
  binary_mode: opt(z.boolean()),
  notification_url: opt(str),
  refunds: opt(z.array(RefundResponse)),
});
// clients/payment/search/types.d.ts › PaymentSearch (with PaymentSearchPaging); the API lists whole payments.
const PaymentSearch = z.strictObject({
  paging: z.strictObject({ total: num, limit: num, offset: num }),
  results: z.array(PaymentResponse),
});
// The webhook notification of Mercado Pago's "Webhooks" documentation (not typed by the SDK;
// utils/webhook › ValidateOptions names the x-signature, x-request-id and data.id it signs).
const Notification = z.strictObject({
  id: num,
  live_mode: z.boolean(),
  type: z.literal('payment'),
  date_created: z.string().datetime(),
  user_id: str,
  api_version: z.literal('v1'),
  action: z.enum(['payment.created', 'payment.updated']),
  data: z.strictObject({ id: str }),
});
const SignatureHeaders = z.object({
  'x-signature': z.string().regex(/^ts=\d+,v1=[0-9a-f]{64}$/),
  'x-request-id': z.string().min(1),
});
// utils/errors (buildError reads message, error, status, cause)
const ApiError = z.strictObject({
  message: str,
  error: str,
  status: num,
  cause: z.array(z.strictObject({ code: z.union([str, num]), description: str })),
});

// -------------------------------------------------------------------------------------------

/** The endpoints the SDK's clients call (Preference.create/get, Payment.get/search/cancel, PaymentRefund.create). */
const ENDPOINTS: { method: string; path: RegExp; request?: z.ZodType }[] = [
  { method: 'POST', path: /^\/checkout\/preferences$/, request: PreferenceRequest },
  { method: 'GET', path: /^\/checkout\/preferences\/[\w-]+$/ },
  { method: 'GET', path: /^\/v1\/payments\/\d+$/ },
  { method: 'GET', path: /^\/v1\/payments\/search$/ },
  { method: 'POST', path: /^\/v1\/payments\/\d+\/refunds$/, request: CreateRefundBody },
  { method: 'PUT', path: /^\/v1\/payments\/\d+$/, request: PaymentCancelBody },
];

let t: TestApp;
let mp: MercadoPagoStandIn;
const sent: Exchange[] = [];
const results = new Map<string, string[]>();

/** A check counted in the printed total: the issues zod finds (none: it matches). */
function check(name: string, schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  const issues = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  results.set(name, issues);
  return issues;
}

beforeAll(async () => {
  t = await createTestApp();
  mp = t.app.mercadopagoStandIn!;
});
afterAll(() => t?.close());

function recordingClient() {
  const via = mp.fetchVia(t.app);
  const recording = recordingFetch(via, '/mercadopago-standin', sent);
  return createMercadoPagoClient({
    baseUrl: `${t.config.publicUrl}/mercadopago-standin`,
    accessToken: mp.accessToken,
    fetch: recording,
  });
}

describe('Mercado Pago contract: the client and the stand-in against the SDK types', () => {
  it('every request the client sends and every answer the stand-in gives matches its documented shape', async () => {
    const client = recordingClient();
    const bookingId = crypto.randomUUID();
    const pref = await client.createPreference(
      {
        items: [{ id: bookingId, title: 'Tour - 2 persona(s)', quantity: 1, currency_id: 'MXN', unit_price: 2900 }],
        external_reference: bookingId,
        payer: { name: 'Ana', surname: 'López', email: 'ana@example.com' },
        back_urls: { success: 'http://localhost/r', pending: 'http://localhost/r', failure: 'http://localhost/r' },
        auto_return: 'all',
        notification_url: `${t.config.publicUrl}/api/payments/mercadopago/webhook`,
        payment_methods: { installments: 12 },
        date_of_expiration: new Date(Date.now() + 3_600_000).toISOString(),
        statement_descriptor: 'Hormiga Viajera',
      },
      `hv-order-${bookingId}`,
    );
    await client.getPreference(pref.id!);
    const card = mp.pay(pref.id!, { method: 'card', cardholder: 'APRO', installments: 6 });
    const rejected = mp.pay(pref.id!, { method: 'card', cardholder: 'OTHE' });
    const pending = mp.pay(pref.id!, { method: 'card', cardholder: 'CONT' });
    const oxxo = mp.pay(pref.id!, { method: 'oxxo' });
    const spei = mp.pay(pref.id!, { method: 'spei' });
    for (const p of [card, rejected, pending, oxxo, spei]) await client.getPayment(String(p.id));
    await client.searchPayments(bookingId);
    await client.refundPayment(String(card.id), { amount: 1000 }, `hv-refund-${bookingId}-1`);
    await client.refundPayment(String(card.id), { amount: 1900 }, `hv-refund-${bookingId}-2`);
    await client.getPayment(String(card.id));
    mp.cashierPays(oxxo.id!);
    mp.expire(spei.id!);
    const dropped = mp.pay(pref.id!, { method: 'oxxo' });
    await client.cancelPayment(String(dropped.id));
    await client.getPayment(String(oxxo.id));
    await client.getPayment(String(spei.id));
    // Refusals answer the documented error body.
    await client.getPayment('999').catch(() => undefined);
    await client.refundPayment(String(rejected.id), { amount: 1 }, `hv-refund-x-1`).catch(() => undefined);
    await client.getPreference('no-such-preference').catch(() => undefined);
    await client.cancelPayment(String(oxxo.id)).catch(() => undefined);

    sent.forEach((s, i) => {
      const endpoint = ENDPOINTS.find((e) => e.method === s.method && e.path.test(s.pathname));
      const name = `${i + 1}. ${s.method} ${s.pathname}`;
      const requestIssues = [
        ...(endpoint ? [] : ['not an endpoint of the SDK']),
        ...(s.headers.Authorization === `Bearer ${mp.accessToken}` ? [] : ['no bearer token']),
        ...(s.method === 'POST' && !s.headers['X-Idempotency-Key'] ? ['POST without X-Idempotency-Key'] : []),
        ...(endpoint?.request ? check(`${name} request`, endpoint.request, s.body) : []),
      ];
      results.set(`${name} request`, requestIssues);
      const answerSchema =
        s.status >= 400
          ? ApiError
          : /^\/checkout\/preferences/.test(s.pathname)
            ? PreferenceResponse
            : /\/search$/.test(s.pathname)
              ? PaymentSearch
              : /\/refunds$/.test(s.pathname)
                ? RefundResponse
                : PaymentResponse;
      check(`${name} answer (${s.status})`, answerSchema, s.answer);
    });

    await mp.webhooksSettled();
    mp.webhookDeliveries().forEach((d, i) => {
      check(`notification ${i + 1} body`, Notification, d.body);
      results.set(`notification ${i + 1} url`, /\?data\.id=\d+&type=payment$/.test(d.url) ? [] : [`url ${d.url}`]);
    });
    check('signature headers', SignatureHeaders, mp.signWebhook('123'));

    const failing = [...results].filter(([, issues]) => issues.length);
    expect(failing).toEqual([]);
    expect(sent.filter((s) => s.status >= 400).map((s) => s.status)).toEqual([404, 400, 404, 400]);
  });

  it('bites: a renamed field fails its schema (the request, an answer and a notification)', () => {
    const pref = sent.find((s) => s.method === 'POST' && s.pathname === '/checkout/preferences')!;
    const { external_reference, ...rest } = pref.body as Record<string, unknown>;
    expect(PreferenceRequest.safeParse({ ...rest, externalReference: external_reference }).success).toBe(false);
    const answer = sent.find((s) => /^\/v1\/payments\/\d+$/.test(s.pathname) && s.status === 200)!.answer as Record<
      string,
      unknown
    >;
    const { transaction_amount, ...others } = answer;
    expect(PaymentResponse.safeParse({ ...others, transactionAmount: transaction_amount }).success).toBe(false);
    const { data, ...body } = mp.webhookDeliveries()[0]!.body;
    expect(Notification.safeParse({ ...body, resource: data }).success).toBe(false);
  });

  afterAll(() => {
    const passed = [...results.values()].filter((issues) => issues.length === 0).length;
    console.log(`Mercado Pago contract: ${passed} of ${results.size} requests, answers and notifications match the SDK's types`);
  });
});
