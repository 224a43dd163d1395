import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayPalClient, type Fetch } from '../src/modules/payment-providers/paypal/paypal-client.ts';
import type { StandIn } from '../src/standins/paypal/standin.ts';
import type { StandInEvent } from '../src/standins/paypal/standin-webhooks.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { loadPayPalContract, type PayPalContract } from './paypal-contract.ts';
import { standInTokenRequest } from './payment-helpers.ts';

// PayPal as PayPal documents it (issue 14 item 4): every answer of the stand-in, every webhook
// event it sends and every request our PayPal client sends is checked against PayPal's own
// OpenAPI documents (test/paypal-openapi/) by openapi-backend, with two house rules on top
// (paypal-contract.ts): no undocumented field, and error bodies carry name, message and debug_id.
//
// The stand-in's operations × outcomes are the 46 cases below. The count is printed at the end:
//   npx vitest run --project server apps/server/test/paypal-contract.test.ts

let t: TestApp;
let standIn: StandIn;
let contract: PayPalContract;
let token: string;

beforeAll(async () => {
  [t, contract] = await Promise.all([createTestApp(), loadPayPalContract()]);
  standIn = t.app.paypalStandIn!;
  const res = await standInTokenRequest(t.app, standIn.clientId, standIn.clientSecret);
  token = res.json().access_token;
});
afterAll(() => t?.close());

// ---------------------------------------------------------------- calls to the stand-in

interface Answer {
  status: number;
  body: unknown;
}

let requestCounter = 0;
/** A REST call to the stand-in as PayPal's API takes it (JSON, bearer token). */
async function rest(
  method: 'GET' | 'POST',
  path: string,
  opts: { body?: unknown; raw?: string; prefer?: string; requestId?: string; auth?: string | null } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  const auth = opts.auth === undefined ? `Bearer ${token}` : opts.auth;
  if (auth) headers.authorization = auth;
  if (opts.prefer) headers.prefer = opts.prefer;
  if (opts.requestId) headers['paypal-request-id'] = opts.requestId;
  const payload = opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  const res = await t.app.inject({
    method,
    url: `/paypal-standin${path}`,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

const REPRESENTATION = 'return=representation';
const unit = (value: string, extra: object = {}) => ({
  reference_id: `ref-${++requestCounter}`,
  custom_id: `booking-${requestCounter}`,
  description: 'Snorkel en cenotes - 1 persona(s)',
  amount: { currency_code: 'MXN', value },
  ...extra,
});
/** The order our client creates (create-order.ts), with a PayPal wallet's experience context. */
const orderRequest = (value = '1450.00') => ({
  intent: 'CAPTURE',
  purchase_units: [unit(value)],
  payment_source: {
    paypal: {
      experience_context: {
        brand_name: 'Hormiga Viajera',
        locale: 'es-MX',
        shipping_preference: 'NO_SHIPPING',
        user_action: 'PAY_NOW',
      },
    },
  },
});

const idOf = (answer: Answer) => (answer.body as { id: string }).id;
const newOrder = async (body: object = orderRequest()) => idOf(await rest('POST', '/v2/checkout/orders', { body }));
async function approvedOrder() {
  const id = await newOrder();
  standIn.approve(id);
  return id;
}
/** An order captured at the stand-in (the capture's status as asked); its capture's id. */
async function capturedOrder(captureStatus?: 'PENDING' | 'DECLINED') {
  const orderId = await approvedOrder();
  if (captureStatus) standIn.tamper(orderId, { captureStatus });
  const res = await rest('POST', `/v2/checkout/orders/${orderId}/capture`, { prefer: REPRESENTATION });
  const order = res.body as { purchase_units: { payments: { captures: { id: string }[] } }[] };
  return { orderId, captureId: order.purchase_units[0]!.payments.captures[0]!.id };
}
const refund = (captureId: string, body?: object, opts: { prefer?: string; requestId?: string } = {}) =>
  rest('POST', `/v2/payments/captures/${captureId}/refund`, { body, ...opts });

/** The webhook event the stand-in delivered for this resource, after checking the site accepted it. */
async function deliveredEvent(type: string, resourceId: string): Promise<StandInEvent> {
  await standIn.webhooksSettled();
  const delivery = standIn.webhookDeliveries().find((d) => d.event.event_type === type && d.event.resource.id === resourceId);
  expect(delivery, `${type} for ${resourceId}`).toBeDefined();
  // Verified through verify-webhook-signature by the site's own webhook route.
  expect(delivery!.status).toBe(200);
  return delivery!.event;
}

// ---------------------------------------------------------------- the 46 cases

interface Checked {
  operationId: string;
  status: number;
  body: unknown;
}
interface Case {
  name: string;
  operationId: string;
  status: number;
  /** Produces the answer (or event) under test; `also`: further documents the same object must match. */
  run(): Promise<{ answer: Answer; also?: Checked[] }>;
}

const CASES: Case[] = [
  // Orders v2: create
  {
    name: 'create: minimal answer without Prefer (id, status, links)',
    operationId: 'orders.create',
    status: 201,
    run: async () => {
      const answer = await rest('POST', '/v2/checkout/orders', { body: orderRequest() });
      expect(Object.keys(answer.body as object)).toEqual(['id', 'status', 'links']);
      return { answer };
    },
  },
  {
    name: 'create: the whole order with Prefer: return=representation',
    operationId: 'orders.create',
    status: 201,
    run: async () => ({ answer: await rest('POST', '/v2/checkout/orders', { body: orderRequest(), prefer: REPRESENTATION }) }),
  },
  {
    name: 'create: a retry with the same PayPal-Request-Id answers 200',
    operationId: 'orders.create',
    status: 200,
    run: async () => {
      const requestId = `hv-order-contract-${++requestCounter}`;
      const first = await rest('POST', '/v2/checkout/orders', { body: orderRequest(), requestId });
      const again = await rest('POST', '/v2/checkout/orders', { body: orderRequest(), requestId });
      expect(first.status).toBe(201);
      expect(idOf(again)).toBe(idOf(first));
      return { answer: again };
    },
  },
  {
    name: 'create: intent AUTHORIZE',
    operationId: 'orders.create',
    status: 201,
    run: async () => ({
      answer: await rest('POST', '/v2/checkout/orders', {
        body: { intent: 'AUTHORIZE', purchase_units: [unit('500.00')] },
        prefer: REPRESENTATION,
      }),
    }),
  },
  {
    name: 'create: several purchase units',
    operationId: 'orders.create',
    status: 201,
    run: async () => ({
      answer: await rest('POST', '/v2/checkout/orders', {
        body: { intent: 'CAPTURE', purchase_units: [unit('100.00'), unit('250.50'), unit('3')] },
        prefer: REPRESENTATION,
      }),
    }),
  },
  {
    name: 'create: an amount of 0 is 422 CANNOT_BE_ZERO_OR_NEGATIVE',
    operationId: 'orders.create',
    status: 422,
    run: async () => ({ answer: await rest('POST', '/v2/checkout/orders', { body: orderRequest('0.00') }) }),
  },
  {
    name: 'create: three decimals is 422 DECIMAL_PRECISION',
    operationId: 'orders.create',
    status: 422,
    run: async () => ({ answer: await rest('POST', '/v2/checkout/orders', { body: orderRequest('10.005') }) }),
  },
  {
    name: 'create: units in two currencies is 422 MULTI_CURRENCY_ORDER',
    operationId: 'orders.create',
    status: 422,
    run: async () => ({
      answer: await rest('POST', '/v2/checkout/orders', {
        body: {
          intent: 'CAPTURE',
          purchase_units: [unit('10.00'), { ...unit('10.00'), amount: { currency_code: 'USD', value: '10.00' } }],
        },
      }),
    }),
  },
  {
    name: 'create: no intent is 400 MISSING_REQUIRED_PARAMETER',
    operationId: 'orders.create',
    status: 400,
    run: async () => ({ answer: await rest('POST', '/v2/checkout/orders', { body: { purchase_units: [unit('10.00')] } }) }),
  },
  {
    name: 'create: a body that is not JSON is 400 MALFORMED_REQUEST_JSON',
    operationId: 'orders.create',
    status: 400,
    run: async () => ({ answer: await rest('POST', '/v2/checkout/orders', { raw: '{"intent": "CAPTURE",' }) }),
  },
  {
    name: 'create: no access token is 401 AUTHENTICATION_FAILURE',
    operationId: 'orders.create',
    status: 401,
    run: async () => ({ answer: await rest('POST', '/v2/checkout/orders', { body: orderRequest(), auth: null }) }),
  },

  // Orders v2: get
  {
    name: 'get: a created order, with its payer-action link',
    operationId: 'orders.get',
    status: 200,
    run: async () => {
      const answer = await rest('GET', `/v2/checkout/orders/${await newOrder()}`);
      expect((answer.body as { links: { rel: string }[] }).links.map((l) => l.rel)).toContain('payer-action');
      return { answer };
    },
  },
  {
    name: 'get: an approved order, with its payer',
    operationId: 'orders.get',
    status: 200,
    run: async () => ({ answer: await rest('GET', `/v2/checkout/orders/${await approvedOrder()}`) }),
  },
  {
    name: 'get: a completed order, with its capture and refund',
    operationId: 'orders.get',
    status: 200,
    run: async () => {
      const { orderId, captureId } = await capturedOrder();
      expect((await refund(captureId, { amount: { currency_code: 'MXN', value: '100.00' } })).status).toBe(201);
      return { answer: await rest('GET', `/v2/checkout/orders/${orderId}`) };
    },
  },
  {
    name: 'get: an unknown order is 404 RESOURCE_NOT_FOUND',
    operationId: 'orders.get',
    status: 404,
    run: async () => ({ answer: await rest('GET', '/v2/checkout/orders/5O190127TN364715T') }),
  },

  // Orders v2: capture
  {
    name: 'capture: minimal answer without Prefer (the captures, not the order details)',
    operationId: 'orders.capture',
    status: 201,
    run: async () => ({ answer: await rest('POST', `/v2/checkout/orders/${await approvedOrder()}/capture`) }),
  },
  {
    name: 'capture: the whole order with Prefer: return=representation',
    operationId: 'orders.capture',
    status: 201,
    run: async () => ({
      answer: await rest('POST', `/v2/checkout/orders/${await approvedOrder()}/capture`, { prefer: REPRESENTATION }),
    }),
  },
  {
    name: 'capture: a retry with the same PayPal-Request-Id answers 200',
    operationId: 'orders.capture',
    status: 200,
    run: async () => {
      const orderId = await approvedOrder();
      const requestId = `hv-capture-contract-${++requestCounter}-1`;
      expect((await rest('POST', `/v2/checkout/orders/${orderId}/capture`, { requestId, prefer: REPRESENTATION })).status).toBe(
        201,
      );
      return { answer: await rest('POST', `/v2/checkout/orders/${orderId}/capture`, { requestId, prefer: REPRESENTATION }) };
    },
  },
  {
    name: 'capture: PayPal leaves the capture PENDING',
    operationId: 'orders.capture',
    status: 201,
    run: async () => {
      const orderId = await approvedOrder();
      standIn.tamper(orderId, { captureStatus: 'PENDING' });
      return { answer: await rest('POST', `/v2/checkout/orders/${orderId}/capture`, { prefer: REPRESENTATION }) };
    },
  },
  {
    name: 'capture: the capture is DECLINED',
    operationId: 'orders.capture',
    status: 201,
    run: async () => {
      const orderId = await approvedOrder();
      standIn.tamper(orderId, { captureStatus: 'DECLINED' });
      return { answer: await rest('POST', `/v2/checkout/orders/${orderId}/capture`, { prefer: REPRESENTATION }) };
    },
  },
  {
    name: 'capture: before approval is 422 ORDER_NOT_APPROVED',
    operationId: 'orders.capture',
    status: 422,
    run: async () => ({ answer: await rest('POST', `/v2/checkout/orders/${await newOrder()}/capture`) }),
  },
  {
    name: 'capture: twice is 422 ORDER_ALREADY_CAPTURED',
    operationId: 'orders.capture',
    status: 422,
    run: async () => {
      const { orderId } = await capturedOrder();
      return { answer: await rest('POST', `/v2/checkout/orders/${orderId}/capture`) };
    },
  },
  {
    name: 'capture: while another capture completes the order is 422 ORDER_COMPLETION_IN_PROGRESS',
    operationId: 'orders.capture',
    status: 422,
    run: async () => {
      const orderId = await approvedOrder();
      let letGo!: () => void;
      let arrived!: () => void;
      const atPayPal = new Promise<void>((resolve) => (arrived = resolve));
      standIn.tamper(orderId, {
        beforeCapture: () => {
          arrived();
          return new Promise<void>((resolve) => (letGo = resolve));
        },
      });
      const first = rest('POST', `/v2/checkout/orders/${orderId}/capture`);
      await atPayPal;
      const answer = await rest('POST', `/v2/checkout/orders/${orderId}/capture`);
      letGo();
      expect((await first).status).toBe(201);
      return { answer };
    },
  },
  {
    name: 'capture: the buyer’s instrument is declined, 422 INSTRUMENT_DECLINED',
    operationId: 'orders.capture',
    status: 422,
    run: async () => {
      const orderId = await approvedOrder();
      standIn.tamper(orderId, { captureError: { status: 422, name: 'UNPROCESSABLE_ENTITY', issue: 'INSTRUMENT_DECLINED' } });
      return { answer: await rest('POST', `/v2/checkout/orders/${orderId}/capture`) };
    },
  },
  {
    name: 'capture: an unknown order is 404 RESOURCE_NOT_FOUND',
    operationId: 'orders.capture',
    status: 404,
    run: async () => ({ answer: await rest('POST', '/v2/checkout/orders/5O190127TN364715T/capture') }),
  },
  {
    name: 'capture: an unknown access token is 401 AUTHENTICATION_FAILURE',
    operationId: 'orders.capture',
    status: 401,
    run: async () => ({
      answer: await rest('POST', `/v2/checkout/orders/${await approvedOrder()}/capture`, { auth: 'Bearer A21AAexpired' }),
    }),
  },
  {
    name: 'capture: PayPal fails, 500 INTERNAL_SERVER_ERROR',
    operationId: 'orders.capture',
    status: 500,
    run: async () => {
      const orderId = await approvedOrder();
      standIn.tamper(orderId, { captureError: { status: 500, name: 'INTERNAL_SERVER_ERROR', issue: 'INTERNAL_SERVER_ERROR' } });
      return { answer: await rest('POST', `/v2/checkout/orders/${orderId}/capture`) };
    },
  },

  // Payments v2: get capture
  {
    name: 'get capture: COMPLETED',
    operationId: 'captures.get',
    status: 200,
    run: async () => ({ answer: await rest('GET', `/v2/payments/captures/${(await capturedOrder()).captureId}`) }),
  },
  {
    name: 'get capture: PARTIALLY_REFUNDED after a partial refund',
    operationId: 'captures.get',
    status: 200,
    run: async () => {
      const { captureId } = await capturedOrder();
      expect((await refund(captureId, { amount: { currency_code: 'MXN', value: '450.00' } })).status).toBe(201);
      const answer = await rest('GET', `/v2/payments/captures/${captureId}`);
      expect((answer.body as { status: string }).status).toBe('PARTIALLY_REFUNDED');
      return { answer };
    },
  },
  {
    name: 'get capture: REFUNDED after a full refund',
    operationId: 'captures.get',
    status: 200,
    run: async () => {
      const { captureId } = await capturedOrder();
      expect((await refund(captureId)).status).toBe(201);
      const answer = await rest('GET', `/v2/payments/captures/${captureId}`);
      expect((answer.body as { status: string }).status).toBe('REFUNDED');
      return { answer };
    },
  },
  {
    name: 'get capture: an unknown capture is 404 RESOURCE_NOT_FOUND',
    operationId: 'captures.get',
    status: 404,
    run: async () => ({ answer: await rest('GET', '/v2/payments/captures/2GG279541U471931P') }),
  },

  // Payments v2: refund
  {
    name: 'refund: in full, minimal answer without Prefer',
    operationId: 'captures.refund',
    status: 201,
    run: async () => ({ answer: await refund((await capturedOrder()).captureId) }),
  },
  {
    name: 'refund: in part, the whole refund with Prefer: return=representation',
    operationId: 'captures.refund',
    status: 201,
    run: async () => {
      const { captureId } = await capturedOrder();
      const answer = await refund(
        captureId,
        { amount: { currency_code: 'MXN', value: '200.00' }, note_to_payer: 'Reembolso parcial de tu reserva' },
        { prefer: REPRESENTATION, requestId: `hv-refund-contract-${++requestCounter}` },
      );
      expect(answer.body).toMatchObject({
        status: 'COMPLETED',
        amount: { currency_code: 'MXN', value: '200.00' },
        seller_payable_breakdown: { total_refunded_amount: { currency_code: 'MXN', value: '200.00' } },
      });
      return { answer };
    },
  },
  {
    name: 'refund: a retry with the same PayPal-Request-Id refunds once',
    operationId: 'captures.refund',
    status: 201,
    run: async () => {
      const { captureId } = await capturedOrder();
      const requestId = `hv-refund-contract-${++requestCounter}`;
      const body = { amount: { currency_code: 'MXN', value: '300.00' } };
      const first = await refund(captureId, body, { requestId, prefer: REPRESENTATION });
      const again = await refund(captureId, body, { requestId, prefer: REPRESENTATION });
      expect(idOf(again)).toBe(idOf(first));
      expect(standIn.inspectCapture(captureId)).toMatchObject({ status: 'PARTIALLY_REFUNDED' });
      return { answer: again };
    },
  },
  {
    name: 'refund: more than is left is 422 REFUND_AMOUNT_EXCEEDED',
    operationId: 'captures.refund',
    status: 422,
    run: async () => ({
      answer: await refund((await capturedOrder()).captureId, { amount: { currency_code: 'MXN', value: '1450.01' } }),
    }),
  },
  {
    name: 'refund: a refunded capture is 422 CAPTURE_FULLY_REFUNDED',
    operationId: 'captures.refund',
    status: 422,
    run: async () => {
      const { captureId } = await capturedOrder();
      expect((await refund(captureId)).status).toBe(201);
      return { answer: await refund(captureId) };
    },
  },
  {
    name: 'refund: a pending capture is 422 PENDING_CAPTURE',
    operationId: 'captures.refund',
    status: 422,
    run: async () => ({ answer: await refund((await capturedOrder('PENDING')).captureId) }),
  },
  {
    name: 'refund: an unknown capture is 404 RESOURCE_NOT_FOUND',
    operationId: 'captures.refund',
    status: 404,
    run: async () => ({ answer: await refund('2GG279541U471931P') }),
  },
  {
    name: 'refund: no access token is 401 AUTHENTICATION_FAILURE',
    operationId: 'captures.refund',
    status: 401,
    run: async () => ({
      answer: await rest('POST', `/v2/payments/captures/${(await capturedOrder()).captureId}/refund`, { auth: null }),
    }),
  },

  // Webhooks v1: verify-webhook-signature
  {
    name: 'verify-webhook-signature: a stand-in signature is SUCCESS',
    operationId: 'verify-webhook-signature.post',
    status: 200,
    run: async () => {
      const event = { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'X' } };
      const h = standIn.signWebhook(event);
      const answer = await rest('POST', '/v1/notifications/verify-webhook-signature', {
        body: {
          auth_algo: h['paypal-auth-algo'],
          cert_url: h['paypal-cert-url'],
          transmission_id: h['paypal-transmission-id'],
          transmission_sig: h['paypal-transmission-sig'],
          transmission_time: h['paypal-transmission-time'],
          webhook_id: standIn.webhookId,
          webhook_event: event,
        },
      });
      expect(answer.body).toEqual({ verification_status: 'SUCCESS' });
      return { answer };
    },
  },
  {
    name: 'verify-webhook-signature: missing fields is 400 VALIDATION_ERROR',
    operationId: 'verify-webhook-signature.post',
    status: 400,
    run: async () => ({ answer: await rest('POST', '/v1/notifications/verify-webhook-signature', { body: { auth_algo: 'x' } }) }),
  },

  // Webhooks the stand-in sends (the event as Webhooks v1 shows it, its resource as Payments v2 does)
  ...(
    [
      ['PAYMENT.CAPTURE.COMPLETED', 'a capture completes', async () => (await capturedOrder()).captureId, 'captures.get'],
      [
        'PAYMENT.CAPTURE.PENDING',
        'a capture stays pending',
        async () => (await capturedOrder('PENDING')).captureId,
        'captures.get',
      ],
      [
        'PAYMENT.CAPTURE.DENIED',
        'a pending capture is denied',
        async () => standIn.settleCapture((await capturedOrder('PENDING')).captureId, 'DECLINED').id,
        'captures.get',
      ],
      [
        'PAYMENT.CAPTURE.REFUNDED',
        'a capture is refunded',
        async () => idOf(await refund((await capturedOrder()).captureId, { amount: { currency_code: 'MXN', value: '50.00' } })),
        'refunds.get',
      ],
      [
        'PAYMENT.CAPTURE.REVERSED',
        'a capture is reversed',
        async () => standIn.reverseCapture((await capturedOrder()).captureId).id,
        'refunds.get',
      ],
    ] as const
  ).map(([type, what, resourceOf, resourceOperation]): Case => ({
    name: `webhook ${type}: ${what}`,
    operationId: 'webhooks-events.get',
    status: 200,
    run: async () => {
      const event = await deliveredEvent(type, await resourceOf());
      // PayPal's own copy of the event (its `self` link) is the same.
      expect((await rest('GET', `/v1/notifications/webhooks-events/${event.id}`)).body).toEqual(event);
      return {
        answer: { status: 200, body: event },
        also: [{ operationId: resourceOperation, status: 200, body: event.resource }],
      };
    },
  })),
];

const results = new Map<string, string[]>();

describe('the PayPal stand-in answers as PayPal documents it', () => {
  it('has the 46 cases', () => {
    expect(CASES).toHaveLength(46);
    expect(new Set(CASES.map((c) => c.name)).size).toBe(46);
  });

  it.each(CASES.map((c) => [`${c.operationId} ${c.status} — ${c.name}`, c] as const))('%s', async (_name, c) => {
    const { answer, also = [] } = await c.run();
    const errors = [
      ...(answer.status === c.status ? [] : [`status ${answer.status}, expected ${c.status}: ${JSON.stringify(answer.body)}`]),
      ...contract.checkResponse(c.operationId, answer.status, answer.body),
      ...also.flatMap((o) => contract.checkResponse(o.operationId, o.status, o.body).map((e) => `${o.operationId}: ${e}`)),
    ];
    results.set(c.name, errors);
    expect(errors).toEqual([]);
  });

  afterAll(() => {
    const passed = CASES.filter((c) => results.get(c.name)?.length === 0).length;
    console.log(`PayPal contract: ${passed} of ${CASES.length} stand-in responses match their operation's schema`);
  });
});

describe('the contract catches drift', () => {
  it('fails an answer whose field was renamed', async () => {
    const orderId = await approvedOrder();
    const answer = await rest('POST', `/v2/checkout/orders/${orderId}/capture`, { prefer: REPRESENTATION });
    expect(contract.checkResponse('orders.capture', 201, answer.body)).toEqual([]);
    const order = answer.body as {
      status?: string;
      state?: string;
      purchase_units: { payments: { captures: Record<string, unknown>[] } }[];
    };

    const renamedTop = structuredClone(order);
    renamedTop.state = renamedTop.status;
    delete renamedTop.status;
    expect(contract.checkResponse('orders.capture', 201, renamedTop).join('\n')).toContain('"unevaluatedProperty":"state"');

    const renamedDeep = structuredClone(order);
    const capture = renamedDeep.purchase_units[0]!.payments.captures[0]!;
    capture.finalCapture = capture.final_capture;
    delete capture.final_capture;
    expect(contract.checkResponse('orders.capture', 201, renamedDeep).join('\n')).toContain(
      '"unevaluatedProperty":"finalCapture"',
    );
  });

  it('fails an error body without debug_id, in OAuth’s shape, with an undocumented detail or the wrong text', async () => {
    const notFound = (await rest('GET', '/v2/checkout/orders/5O190127TN364715T')).body as {
      debug_id?: string;
      details: Record<string, string>[];
    };
    expect(contract.checkResponse('orders.get', 404, notFound)).toEqual([]);
    const check = (change: (body: typeof notFound) => void) => {
      const body = structuredClone(notFound);
      change(body);
      return contract.checkResponse('orders.get', 404, body).join('\n');
    };
    expect(check((b) => delete b.debug_id)).toContain('debug_id');
    expect(check((b) => (b.details[0]!.reason = 'x'))).toContain('"unevaluatedProperty":"reason"');
    expect(check((b) => (b.details[0]!.description = 'Specified resource ID does not exist.'))).toContain(
      '/details/0/description',
    );
    expect(
      contract.checkResponse('orders.get', 401, {
        error: 'invalid_token',
        error_description: 'Token signature verification failed',
      }),
    ).not.toEqual([]);
  });

  it('fails a payer id outside PayPal’s alphabet', async () => {
    const order = (await rest('GET', `/v2/checkout/orders/${await approvedOrder()}`)).body as { payer: { payer_id: string } };
    expect(contract.checkResponse('orders.get', 200, order)).toEqual([]);
    order.payer.payer_id = 'A0B1C2D3E4F5G';
    expect(contract.checkResponse('orders.get', 200, order).join('\n')).toContain('/payer/payer_id');
  });
});

describe('the PayPal client sends what PayPal documents', () => {
  it('every request (and the answer to it) conforms, Prefer only where the whole resource is read', async () => {
    const sent: {
      method: string;
      path: string;
      headers: Record<string, string>;
      body?: unknown;
      status: number;
      answer: unknown;
    }[] = [];
    const inner = standIn.fetchVia(t.app);
    const recording: Fetch = async (url, init) => {
      const response = await inner(url, init);
      const text = await response.clone().text();
      const path = url.slice(`${TEST_ORIGIN}/paypal-standin`.length);
      const json = (s: string | undefined) => (s ? (JSON.parse(s) as unknown) : undefined);
      sent.push({
        method: init.method,
        path,
        headers: init.headers,
        body: path === '/v1/oauth2/token' ? init.body : json(init.body),
        status: response.status,
        answer: json(text),
      });
      return response;
    };
    const client = createPayPalClient({
      baseUrl: `${TEST_ORIGIN}/paypal-standin`,
      clientId: standIn.clientId,
      clientSecret: standIn.clientSecret,
      fetch: recording,
    });

    const created = await client.createOrder({
      requestId: `hv-order-client-${++requestCounter}`,
      description: 'Snorkel en cenotes de Tulum - 2 persona(s)',
      amount: '2900.00',
      currency: 'MXN',
      customId: '7d0b6c1e-2f4a-4c55-9a43-1f2e3d4c5b6a',
      brandName: 'Hormiga Viajera',
      // The buyer typed at checkout prefills PayPal's guest form (payment_source.paypal name, email_address).
      buyer: { givenName: 'Lucía', surname: 'Fernández Ortiz', email: 'lucia@example.com' },
    });
    standIn.approve(created.id);
    const captured = await client.captureOrder(created.id, `hv-capture-7d0b6c1e-2f4a-4c55-9a43-1f2e3d4c5b6a-1`);
    const captureId = captured.purchase_units![0]!.payments!.captures![0]!.id;
    // A guest approval: the payer is the prefilled buyer.
    expect((await client.getOrder(created.id)).payment_source?.paypal).toMatchObject({
      name: { given_name: 'Lucía', surname: 'Fernández Ortiz' },
      email_address: 'lucia@example.com',
    });
    expect(await client.getCapture(captureId)).toMatchObject({ id: captureId, status: 'COMPLETED' });
    const part = await client.refundCapture(captureId, {
      requestId: `hv-refund-client-${++requestCounter}-1`,
      amount: { currency_code: 'MXN', value: '900.00' },
      note: 'Reembolso parcial',
      // A staff refund sends its request id as custom_id too (staff-refund.ts): PayPal echoes it.
      customId: 'hv-refund-7d0b6c1e-2f4a-4c55-9a43-1f2e3d4c5b6a-1',
    });
    expect(part.seller_payable_breakdown?.total_refunded_amount).toEqual({ currency_code: 'MXN', value: '900.00' });
    expect(part.custom_id).toBe('hv-refund-7d0b6c1e-2f4a-4c55-9a43-1f2e3d4c5b6a-1');
    const rest_ = await client.refundCapture(captureId, {
      requestId: `hv-refund-client-${++requestCounter}-2`,
      note: 'Reembolso del resto',
    });
    expect(rest_).toMatchObject({
      amount: { value: '2000.00' },
      seller_payable_breakdown: { total_refunded_amount: { value: '2900.00' } },
    });
    expect(await client.getCapture(captureId)).toMatchObject({ status: 'REFUNDED' });
    const event = { id: 'WH-CLIENT', event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: { id: rest_.id } };
    const h = standIn.signWebhook(event);
    const verified = await client.verifyWebhookSignature(
      {
        auth_algo: h['paypal-auth-algo']!,
        cert_url: h['paypal-cert-url']!,
        transmission_id: h['paypal-transmission-id']!,
        transmission_sig: h['paypal-transmission-sig']!,
        transmission_time: h['paypal-transmission-time']!,
        webhook_id: standIn.webhookId,
      },
      JSON.stringify(event),
    );
    expect(verified).toBe(true);

    const operations = sent.map((s) => contract.operationOf(s));
    expect(operations).toEqual([
      null, // the OAuth 2.0 token: in none of the three documents
      'orders.create',
      'orders.capture',
      'orders.get',
      'captures.get',
      'captures.refund',
      'captures.refund',
      'captures.get',
      'verify-webhook-signature.post',
    ]);
    for (const s of sent.filter((r) => r.path !== '/v1/oauth2/token')) {
      const { operationId, errors } = contract.checkRequest(s);
      expect(errors, `request of ${operationId}`).toEqual([]);
      expect(contract.checkResponse(operationId!, s.status, s.answer), `answer to ${operationId}`).toEqual([]);
      const wantsWhole = operationId === 'orders.capture' || operationId === 'captures.refund';
      expect(s.headers.prefer, operationId!).toBe(wantsWhole ? REPRESENTATION : undefined);
    }
  });
});
