import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@hv/shared';
import { AppError } from '../../lib/errors.ts';
import { trustedOrigins } from '../../lib/origin-guard.ts';
import type { Fetch, PayPalCapture, PayPalMoney, PayPalOrder } from './paypal-client.ts';

/**
 * The PayPal stand-in: used when no PayPal credentials are set (ARCHITECTURE: PayPal in test
 * mode). It answers the Orders v2 endpoints our server calls (oauth2 token, create, get and
 * capture an order, verify a webhook signature) with PayPal's request and response shapes, and
 * serves a browser SDK that the booking form loads exactly like PayPal's.
 *
 * Orders live in this process's memory (see docs/decisions.md): they are test-mode only, and a
 * restart merely makes the traveller press the button again; the booking rows are in the
 * database either way.
 */

export const STANDIN_PREFIX = '/paypal-standin';
export const STANDIN_CLIENT_ID = 'hv-standin-client';
export const STANDIN_WEBHOOK_ID = 'HVSTANDINWEBHOOK';
const STANDIN_AUTH_ALGO = 'HMACSHA256';
const TOKEN_TTL_S = 32_400;
const MAX_ORDERS = 10_000;

export interface StandInPayer {
  given_name: string;
  surname: string;
  email: string;
}

/** What a test can make the next capture of an order do. */
export interface StandInTamper {
  /** Capture this amount instead of the order's (a mismatch). */
  captureAmount?: string;
  captureCurrency?: string;
  /** A capture status other than COMPLETED, e.g. DECLINED or PENDING. */
  captureStatus?: string;
  /** Refuse the capture with this PayPal error. */
  captureError?: { status: number; name: string; issue: string };
  /** Capture the order, then answer this error instead of it (an answer lost or garbled on the way). */
  errorAfterCapture?: { status: number; name: string; issue: string };
  /**
   * Awaited once, by the next capture, while PayPal is completing the order: a test can hold a
   * capture in flight. Meanwhile other captures of the order get ORDER_COMPLETION_IN_PROGRESS.
   */
  beforeCapture?: () => Promise<void>;
}

interface StandInOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  unit: { reference_id?: string; custom_id?: string; description?: string; amount: PayPalMoney };
  payer?: StandInPayer & { payer_id: string };
  capture?: PayPalCapture & { create_time: string };
  createTime: string;
  tamper?: StandInTamper;
  /** A capture of this order is being processed now. */
  completing?: boolean;
  /** The PayPal-Request-Id of every capture request received, in order (for tests). */
  captureRequestIds: string[];
}

export interface StandIn {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Where our PayPal client sends its requests: into this same app, without a network hop. */
  fetchVia(app: FastifyInstance): Fetch;
  routes(app: FastifyInstance): Promise<void>;
  /** The buyer's approval, as the SDK's button does it (for tests). */
  approve(orderId: string, payer?: Partial<StandInPayer>): void;
  /** Test hook: makes the next capture of this order misbehave. */
  tamper(orderId: string, tamper: StandInTamper): void;
  /** An order as GET /v2/checkout/orders/:id shows it (for tests). */
  inspect(orderId: string): PayPalOrder | undefined;
  /** The PayPal-Request-Id of each capture request received for this order, oldest first (for tests). */
  captureRequestIds(orderId: string): string[];
  /** The PAYPAL-* headers PayPal would send with this webhook event. */
  signWebhook(event: unknown): Record<string, string>;
}

const ALPHABET = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
const paypalId = (length: number) => Array.from(randomBytes(length), (b) => ALPHABET[b % ALPHABET.length]).join('');

const sdkSource = readFileSync(new URL('./standin-sdk.browser.js', import.meta.url), 'utf8');

export const DEFAULT_STANDIN_PAYER: StandInPayer = {
  given_name: 'Viajero',
  surname: 'de Prueba',
  email: 'comprador.prueba@example.com',
};

export function createStandIn(opts: {
  /** Derives the stand-in's client secret and webhook signing key (never sent to browsers). */
  secret: string;
  publicUrl: string;
  /** The signed-in user approving in the browser, if any (their name and e-mail become the payer's). */
  payerFor(request: FastifyRequest): Promise<Partial<StandInPayer> | null>;
}): StandIn {
  const clientSecret = createHmac('sha256', opts.secret).update('paypal-standin-client-secret').digest('hex');
  const signingKey = createHmac('sha256', opts.secret).update('paypal-standin-webhook-key').digest();
  const orders = new Map<string, StandInOrder>();
  const tokens = new Map<string, number>();
  // PayPal-Request-Id → the first successful answer, replayed for a retried request (PayPal's
  // idempotency keeps only successes: a refused request may be sent again and succeed).
  const replies = new Map<string, { status: number; body: unknown }>();
  const base = `${opts.publicUrl}${STANDIN_PREFIX}`;

  const remember = <K, V>(map: Map<K, V>, key: K, value: V) => {
    map.set(key, value);
    if (map.size > MAX_ORDERS) map.delete(map.keys().next().value as K);
  };

  const signature = (transmissionId: string, time: string, webhookId: string, event: unknown) =>
    createHmac('sha256', signingKey)
      .update(`${transmissionId}|${time}|${webhookId}|${createHash('sha256').update(JSON.stringify(event)).digest('hex')}`)
      .digest('base64');

  const error = (reply: FastifyReply, status: number, name: string, issue?: string, description?: string) =>
    reply.status(status).send({
      name,
      message: description ?? name,
      debug_id: paypalId(13).toLowerCase(),
      ...(issue ? { details: [{ issue, description: description ?? issue }] } : {}),
    });

  function representation(order: StandInOrder) {
    const payer = order.payer;
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      create_time: order.createTime,
      purchase_units: [
        {
          ...order.unit,
          ...(order.capture ? { payments: { captures: [order.capture] } } : {}),
        },
      ],
      ...(payer
        ? {
            payment_source: {
              paypal: {
                email_address: payer.email,
                account_id: payer.payer_id,
                account_status: 'VERIFIED',
                name: { given_name: payer.given_name, surname: payer.surname },
              },
            },
            payer: {
              name: { given_name: payer.given_name, surname: payer.surname },
              email_address: payer.email,
              payer_id: payer.payer_id,
            },
          }
        : {}),
      links: [
        { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
        ...(order.status === 'CREATED'
          ? [{ href: `${base}/checkout/orders/${order.id}/approve`, rel: 'payer-action', method: 'GET' }]
          : []),
      ],
    };
  }

  function approve(orderId: string, payer: Partial<StandInPayer> = {}) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`stand-in: no order ${orderId}`);
    if (order.status === 'COMPLETED') return;
    order.status = 'APPROVED';
    order.payer = { ...DEFAULT_STANDIN_PAYER, ...payer, payer_id: order.payer?.payer_id ?? paypalId(13) };
  }

  /** Bearer check for the REST endpoints (the token comes from /v1/oauth2/token). */
  function authorized(request: FastifyRequest, reply: FastifyReply): boolean {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expires = token ? tokens.get(token) : undefined;
    if (expires && expires > Date.now()) return true;
    void reply.status(401).send({ error: 'invalid_token', error_description: 'Token signature verification failed' });
    return false;
  }

  /**
   * Runs a POST and replays its answer for a retry with the same PayPal-Request-Id, once it
   * succeeded (200 on the replay, as PayPal does); refusals and failures are not kept.
   */
  async function idempotent(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: string,
    run: () => Promise<{ status: number; body: unknown }> | { status: number; body: unknown },
  ) {
    const requestId = request.headers['paypal-request-id'];
    const key = typeof requestId === 'string' && requestId ? `${scope}:${requestId}` : null;
    const previous = key ? replies.get(key) : undefined;
    if (previous) return reply.status(200).send(previous.body);
    const result = await run();
    if (key && result.status >= 200 && result.status < 300) remember(replies, key, result);
    return reply.status(result.status).send(result.body);
  }

  async function routes(app: FastifyInstance) {
    // PayPal takes bodyless JSON POSTs (capture) and a form-encoded token request.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, body ? JSON.parse(body as string) : {});
      } catch {
        done(Object.assign(new Error('malformed JSON'), { statusCode: 400 }), undefined);
      }
    });
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    const hide = { schema: { hide: true } };

    app.post(`${STANDIN_PREFIX}/v1/oauth2/token`, hide, async (request, reply) => {
      const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const [id, secret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [];
      const body = (request.body ?? {}) as Record<string, string>;
      if (id !== STANDIN_CLIENT_ID || secret !== clientSecret) {
        return reply.status(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      if (body.grant_type !== 'client_credentials') {
        return reply.status(400).send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
      }
      const token = `A21AA${randomBytes(24).toString('base64url')}`;
      remember(tokens, token, Date.now() + TOKEN_TTL_S * 1000);
      return {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-STANDIN',
        expires_in: TOKEN_TTL_S,
        nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
      };
    });

    app.post(`${STANDIN_PREFIX}/v2/checkout/orders`, hide, async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      return idempotent(request, reply, 'create', () => {
        const body = (request.body ?? {}) as {
          intent?: string;
          purchase_units?: { reference_id?: string; custom_id?: string; description?: string; amount?: Partial<PayPalMoney> }[];
        };
        const unit = body.purchase_units?.[0];
        const amount = unit?.amount;
        if (
          body.intent !== 'CAPTURE' ||
          body.purchase_units?.length !== 1 ||
          !amount ||
          !/^[A-Z]{3}$/.test(amount.currency_code ?? '') ||
          !/^\d{1,10}(\.\d{2})?$/.test(amount.value ?? '') ||
          Number(amount.value) <= 0
        ) {
          return {
            status: 400,
            body: {
              name: 'INVALID_REQUEST',
              message: 'Request is not well-formed.',
              details: [{ issue: 'INVALID_PARAMETER_VALUE' }],
            },
          };
        }
        const order: StandInOrder = {
          id: paypalId(17),
          captureRequestIds: [],
          status: 'CREATED',
          unit: {
            reference_id: unit.reference_id ?? 'default',
            custom_id: unit.custom_id,
            description: unit.description,
            amount: { currency_code: amount.currency_code!, value: amount.value! },
          },
          createTime: new Date().toISOString(),
        };
        remember(orders, order.id, order);
        return { status: 201, body: representation(order) };
      });
    });

    app.get<{ Params: { id: string } }>(`${STANDIN_PREFIX}/v2/checkout/orders/:id`, hide, async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const order = orders.get(request.params.id);
      if (!order) return error(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
      return representation(order);
    });

    app.post<{ Params: { id: string } }>(`${STANDIN_PREFIX}/v2/checkout/orders/:id/capture`, hide, async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const order = orders.get(request.params.id);
      if (!order) return error(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
      const requestId = request.headers['paypal-request-id'];
      order.captureRequestIds.push(typeof requestId === 'string' ? requestId : '');
      return idempotent(request, reply, `capture:${order.id}`, async () => {
        const fail = (status: number, name: string, issue: string) => ({
          status,
          body: { name, message: issue, debug_id: paypalId(13).toLowerCase(), details: [{ issue, description: issue }] },
        });
        // PayPal completes an order once at a time; a concurrent capture is told so.
        if (order.completing) return fail(422, 'UNPROCESSABLE_ENTITY', 'ORDER_COMPLETION_IN_PROGRESS');
        if (order.status === 'COMPLETED') return fail(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
        if (order.status !== 'APPROVED') return fail(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
        const tamper = order.tamper ?? {};
        if (tamper.captureError) return fail(tamper.captureError.status, tamper.captureError.name, tamper.captureError.issue);
        if (tamper.beforeCapture) {
          const wait = tamper.beforeCapture;
          delete tamper.beforeCapture;
          order.completing = true;
          try {
            await wait();
          } finally {
            order.completing = false;
          }
        }
        order.status = 'COMPLETED';
        order.capture = {
          id: paypalId(17),
          status: tamper.captureStatus ?? 'COMPLETED',
          amount: {
            currency_code: tamper.captureCurrency ?? order.unit.amount.currency_code,
            value: tamper.captureAmount ?? order.unit.amount.value,
          },
          final_capture: true,
          custom_id: order.unit.custom_id,
          create_time: new Date().toISOString(),
        };
        const lost = tamper.errorAfterCapture;
        if (lost) return fail(lost.status, lost.name, lost.issue);
        return { status: 201, body: representation(order) };
      });
    });

    app.post(`${STANDIN_PREFIX}/v1/notifications/verify-webhook-signature`, hide, async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const b = (request.body ?? {}) as Record<string, unknown>;
      const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'];
      if (fields.some((f) => typeof b[f] !== 'string' || !b[f]) || typeof b.webhook_event !== 'object' || !b.webhook_event) {
        return error(reply, 400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER', 'Invalid request - see details');
      }
      const expected = Buffer.from(
        signature(b.transmission_id as string, b.transmission_time as string, STANDIN_WEBHOOK_ID, b.webhook_event),
      );
      const given = Buffer.from(b.transmission_sig as string);
      const ok =
        b.auth_algo === STANDIN_AUTH_ALGO &&
        b.webhook_id === STANDIN_WEBHOOK_ID &&
        given.length === expected.length &&
        timingSafeEqual(given, expected);
      return { verification_status: ok ? 'SUCCESS' : 'FAILURE' };
    });

    // The buyer's side: what PayPal's pop-up does when the buyer approves (called by the SDK,
    // from our own pages). It acts for the visitor's session (their name and e-mail become the
    // payer's), so it refuses cross-site requests like every state-changing route of the site
    // (lib/origin-guard.ts; that global hook only covers /api).
    const trusted = new Set(trustedOrigins(app.config));
    const crossSite = (request: FastifyRequest) => {
      const origin = request.headers.origin;
      return origin ? !trusted.has(origin) : request.headers['sec-fetch-site'] === 'cross-site';
    };
    app.post<{ Params: { id: string } }>(`${STANDIN_PREFIX}/checkout/orders/:id/approve`, hide, async (request, reply) => {
      if (crossSite(request)) throw new AppError('forbidden', MESSAGES.crossSite);
      const order = orders.get(request.params.id);
      if (!order) return error(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
      if (order.status === 'CREATED') approve(order.id, (await opts.payerFor(request)) ?? {});
      return { id: order.id, status: order.status, payer: { payer_id: order.payer?.payer_id ?? null } };
    });

    app.get<{ Querystring: Record<string, string | undefined> }>(`${STANDIN_PREFIX}/sdk/js`, hide, async (request, reply) => {
      reply.header('cache-control', 'no-cache').type('application/javascript; charset=utf-8');
      if (request.query['client-id'] !== STANDIN_CLIENT_ID) {
        // PayPal answers an unknown client id with 400, which makes the SDK loader reject.
        return reply.status(400).send(`throw new Error("PayPal (modo de prueba): client-id inválido");\n`);
      }
      return reply.send(sdkSource);
    });
  }

  return {
    clientId: STANDIN_CLIENT_ID,
    clientSecret,
    webhookId: STANDIN_WEBHOOK_ID,
    routes,
    approve,
    inspect(orderId) {
      const order = orders.get(orderId);
      return order ? representation(order) : undefined;
    },
    captureRequestIds(orderId) {
      return [...(orders.get(orderId)?.captureRequestIds ?? [])];
    },
    tamper(orderId, tamper) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`stand-in: no order ${orderId}`);
      order.tamper = { ...order.tamper, ...tamper };
    },
    signWebhook(event) {
      const transmissionId = randomBytes(16).toString('hex');
      const time = new Date().toISOString();
      return {
        'paypal-auth-algo': STANDIN_AUTH_ALGO,
        'paypal-cert-url': `${base}/v1/notifications/certs/standin`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': signature(transmissionId, time, STANDIN_WEBHOOK_ID, event),
      };
    },
    fetchVia(app) {
      return async (url, init) => {
        const { pathname, search } = new URL(url);
        const response = await app.inject({
          method: init.method as 'GET' | 'POST',
          url: pathname + search,
          headers: init.headers,
          ...(init.body !== undefined ? { payload: init.body } : {}),
        });
        return new Response(response.rawPayload.length ? response.rawPayload : null, {
          status: response.statusCode,
          headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
        });
      };
    },
  };
}
