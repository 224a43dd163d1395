import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/escape-html.ts';
import { injectFetch } from '../inject-fetch.ts';
import type { Fetch } from '../../modules/payment-providers/index.ts';
import type {
  MpPayment,
  MpPreference,
  MpPreferenceRequest,
  MpRefund,
} from '../../modules/payment-providers/mercadopago/mercadopago-client.ts';

// The Mercado Pago stand-in (docs/decisions/0211; test mode, not the product): the REST endpoints
// the site's client calls (checkout/preferences, v1/payments/{id} read and cancelled, v1/payments/search,
// v1/payments/{id}/refunds) answering the shapes of the official SDK's types, a Spanish checkout
// page at the preference's init_point (card, OXXO, SPEI), an OXXO/SPEI "cashier" page, and signed
// notifications to the preference's notification_url, as Mercado Pago documents them. Test
// cardholder names as Mercado Pago's: APRO approves, OTHE rejects, CONT leaves pending.

export const MP_STANDIN_PREFIX = '/mercadopago-standin';

export type StandInMethod = 'card' | 'oxxo' | 'spei';

export interface MpNotification {
  id: number;
  live_mode: boolean;
  type: 'payment';
  date_created: string;
  user_id: string;
  api_version: 'v1';
  action: 'payment.created' | 'payment.updated';
  data: { id: string };
}

export interface MpDelivery {
  body: MpNotification;
  url: string;
  status: number | null;
}

export interface MercadoPagoStandIn {
  accessToken: string;
  publicKey: string;
  webhookSecret: string;
  routes(app: FastifyInstance): Promise<void>;
  fetchVia(app: FastifyInstance): Fetch;
  /** The buyer pays on the checkout page (for tests): the payment made, as GET /v1/payments/{id} shows it. */
  pay(preferenceId: string, how: { method: StandInMethod; cardholder?: string; installments?: number }): MpPayment;
  /** The "cashier" receives an OXXO/SPEI payment: approved, and notified. */
  cashierPays(paymentId: string | number): MpPayment;
  /** An OXXO/SPEI ticket that reached its deadline unpaid: cancelled (expired), and notified. */
  expire(paymentId: string | number): MpPayment;
  /** The x-signature and x-request-id Mercado Pago would send for this data.id, signed now or at `tsSeconds`. */
  signWebhook(dataId: string, opts?: { tsSeconds?: number; requestId?: string; secret?: string }): Record<string, string>;
  /** Notifications sent so far, oldest first, with the site's answer. */
  webhookDeliveries(): MpDelivery[];
  /** Resolves once every notification sent so far was answered. */
  webhooksSettled(): Promise<void>;
  inspectPreference(id: string): MpPreference | undefined;
  /** The X-Idempotency-Key of each refund request received, oldest first. */
  refundRequests(): { paymentId: string; key: string; body: unknown }[];
}

const COLLECTOR_ID = 1_234_567_890;

export function createMercadoPagoStandIn(opts: { secret: string; publicUrl: string }): MercadoPagoStandIn {
  const derive = (what: string) => createHash('sha256').update(`${opts.secret}:mercadopago:${what}`).digest('hex').slice(0, 32);
  const accessToken = `TEST-${derive('token')}`;
  const publicKey = `TEST-${derive('public').slice(0, 8)}-standin`;
  const webhookSecret = derive('webhook');
  const base = `${opts.publicUrl}${MP_STANDIN_PREFIX}`;

  const preferences = new Map<string, MpPreference>();
  const preferenceByKey = new Map<string, string>();
  const payments = new Map<string, MpPayment>();
  const refundsByKey = new Map<string, MpRefund>();
  const refundLog: { paymentId: string; key: string; body: unknown }[] = [];
  const deliveries: MpDelivery[] = [];
  const inFlight = new Set<Promise<void>>();
  let sender: Fetch | null = null;
  let nextPayment = 1_320_000_000;
  let nextRefund = 2_100_000_000;
  let nextNotification = 9_000_000_000;

  const nowIso = () => new Date().toISOString();

  function signWebhook(dataId: string, o: { tsSeconds?: number; requestId?: string; secret?: string } = {}) {
    const ts = String(o.tsSeconds ?? Math.floor(Date.now() / 1000));
    const requestId = o.requestId ?? randomUUID();
    const v1 = createHmac('sha256', o.secret ?? webhookSecret)
      .update(`id:${dataId};request-id:${requestId};ts:${ts};`)
      .digest('hex');
    return { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId };
  }

  /** Mercado Pago notifies the preference's notification_url, with data.id and type in its query. */
  function notify(payment: MpPayment, action: MpNotification['action']) {
    if (!payment.notification_url || !sender) return;
    const dataId = String(payment.id);
    const body: MpNotification = {
      id: nextNotification++,
      live_mode: false,
      type: 'payment',
      date_created: nowIso(),
      user_id: String(COLLECTOR_ID),
      api_version: 'v1',
      action,
      data: { id: dataId },
    };
    const url = `${payment.notification_url}?data.id=${dataId}&type=payment`;
    const delivery: MpDelivery = { body, url, status: null };
    deliveries.push(delivery);
    const send = sender;
    const p = send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signWebhook(dataId) },
      body: JSON.stringify(body),
    })
      .then((res) => void (delivery.status = res.status))
      .catch(() => void (delivery.status = 0))
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  }

  const cardOutcome = (cardholder: string | undefined) => {
    const name = (cardholder ?? '').trim().toUpperCase();
    if (name === 'OTHE') return { status: 'rejected', status_detail: 'cc_rejected_other_reason' };
    if (name === 'CONT') return { status: 'in_process', status_detail: 'pending_contingency' };
    return name === 'APRO'
      ? { status: 'approved', status_detail: 'accredited' }
      : { status: 'rejected', status_detail: 'cc_rejected_bad_filled_other' };
  };

  function pay(preferenceId: string, how: { method: StandInMethod; cardholder?: string; installments?: number }): MpPayment {
    const pref = preferences.get(preferenceId);
    if (!pref) throw new Error(`no preference ${preferenceId}`);
    const amount = (pref.items ?? []).reduce((sum, item) => sum + item.unit_price * item.quantity, 0);
    const id = nextPayment++;
    const maxInstallments = pref.payment_methods?.installments ?? 1;
    const installments = how.method === 'card' ? Math.min(Math.max(1, how.installments ?? 1), maxInstallments) : 1;
    const outcome =
      how.method === 'card' ? cardOutcome(how.cardholder) : { status: 'pending', status_detail: 'pending_waiting_payment' };
    const reference =
      how.method === 'oxxo'
        ? String(id).padStart(14, '9')
        : how.method === 'spei'
          ? `646180${String(id).padStart(12, '0')}`
          : undefined;
    const payment: MpPayment = {
      id,
      date_created: nowIso(),
      date_last_updated: nowIso(),
      ...(outcome.status === 'approved' ? { date_approved: nowIso() } : {}),
      ...(how.method !== 'card' && pref.date_of_expiration ? { date_of_expiration: pref.date_of_expiration } : {}),
      operation_type: 'regular_payment',
      payment_type_id: how.method === 'card' ? 'credit_card' : how.method === 'oxxo' ? 'ticket' : 'bank_transfer',
      payment_method_id: how.method === 'card' ? 'visa' : how.method === 'oxxo' ? 'oxxo' : 'clabe',
      status: outcome.status,
      status_detail: outcome.status_detail,
      currency_id: pref.items?.[0]?.currency_id ?? 'MXN',
      description: pref.items?.[0]?.title,
      live_mode: false,
      collector_id: COLLECTOR_ID,
      payer: {
        email: pref.payer?.email,
        first_name: how.method === 'card' ? (how.cardholder ?? pref.payer?.name) : pref.payer?.name,
        last_name: how.method === 'card' ? undefined : pref.payer?.surname,
      },
      metadata: {},
      external_reference: pref.external_reference,
      transaction_amount: amount,
      transaction_amount_refunded: 0,
      installments,
      transaction_details: {
        net_received_amount: 0,
        total_paid_amount: amount,
        overpaid_amount: 0,
        installment_amount: Math.round((amount / installments) * 100) / 100,
        ...(reference ? { payment_method_reference_id: reference, external_resource_url: `${base}/ticket/${id}` } : {}),
      },
      captured: true,
      binary_mode: false,
      notification_url: pref.notification_url,
      refunds: [],
    };
    payments.set(String(id), payment);
    notify(payment, 'payment.created');
    return structuredClone(payment);
  }

  function update(paymentId: string | number, status: string, detail: string, extra: Partial<MpPayment> = {}): MpPayment {
    const payment = payments.get(String(paymentId));
    if (!payment) throw new Error(`no payment ${paymentId}`);
    Object.assign(payment, { status, status_detail: detail, date_last_updated: nowIso(), ...extra });
    notify(payment, 'payment.updated');
    return structuredClone(payment);
  }

  const cashierPays = (id: string | number) => {
    const payment = payments.get(String(id));
    if (payment?.status !== 'pending') throw new Error(`payment ${id} is not waiting for cash`);
    return update(id, 'approved', 'accredited', { date_approved: nowIso() });
  };
  const expire = (id: string | number) => update(id, 'cancelled', 'expired');

  // ---- the REST API -------------------------------------------------------------------------

  const mpError = (reply: FastifyReply, status: number, error: string, message: string) =>
    reply.code(status).send({ message, error, status, cause: [{ code: error, description: message }] });

  async function routes(app: FastifyInstance) {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) => {
      try {
        done(null, body ? JSON.parse(body as string) : undefined);
      } catch {
        done(null, { malformed: true });
      }
    });
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    const api = async (child: FastifyInstance) => {
      // Mercado Pago's API, not ours: kept out of the site's OpenAPI document, as PayPal's stand-in is.
      child.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, hide: true };
      });
      child.addHook('onRequest', async (request, reply) => {
        if (request.headers.authorization !== `Bearer ${accessToken}`)
          return mpError(reply, 401, 'unauthorized', 'invalid access token');
      });

      child.post('/checkout/preferences', async (request, reply) => {
        const body = request.body as MpPreferenceRequest | undefined;
        const key = String(request.headers['x-idempotency-key'] ?? '');
        const known = key && preferenceByKey.get(key);
        if (known) return reply.code(201).send(preferences.get(known));
        if (
          !body ||
          !Array.isArray(body.items) ||
          !body.items.length ||
          body.items.some((i) => !(i.unit_price > 0) || !(i.quantity > 0))
        )
          return mpError(reply, 400, 'invalid_items', 'items needed');
        const id = `${COLLECTOR_ID}-${randomUUID()}`;
        const pref: MpPreference = {
          ...body,
          id,
          collector_id: COLLECTOR_ID,
          client_id: derive('client').slice(0, 16),
          site_id: 'MLM',
          operation_type: body.operation_type ?? 'regular_payment',
          date_created: nowIso(),
          expires: body.expires ?? false,
          init_point: `${base}/checkout/v1/redirect?pref_id=${id}`,
          sandbox_init_point: `${base}/checkout/v1/redirect?pref_id=${id}`,
          items: body.items.map((i) => ({ ...i, currency_id: i.currency_id ?? 'MXN' })),
        };
        preferences.set(id, pref);
        if (key) preferenceByKey.set(key, id);
        return reply.code(201).send(pref);
      });

      child.get('/checkout/preferences/:id', async (request, reply) => {
        const pref = preferences.get((request.params as { id: string }).id);
        return pref ? pref : mpError(reply, 404, 'not_found', 'preference not found');
      });

      child.get('/v1/payments/search', async (request) => {
        const q = request.query as { external_reference?: string; criteria?: string; limit?: string; offset?: string };
        const all = [...payments.values()].filter((p) => !q.external_reference || p.external_reference === q.external_reference);
        all.sort((a, b) => (q.criteria === 'asc' ? 1 : -1) * (Number(a.id) - Number(b.id)));
        const limit = Number(q.limit ?? 30);
        const offset = Number(q.offset ?? 0);
        return { paging: { total: all.length, limit, offset }, results: all.slice(offset, offset + limit) };
      });

      child.get('/v1/payments/:id', async (request, reply) => {
        const payment = payments.get((request.params as { id: string }).id);
        return payment ? payment : mpError(reply, 404, 'not_found', 'Payment not found');
      });

      // Payment.cancel (PUT with `{ status: 'cancelled' }`): only a payment not yet approved.
      child.put('/v1/payments/:id', async (request, reply) => {
        const id = (request.params as { id: string }).id;
        const payment = payments.get(id);
        if (!payment) return mpError(reply, 404, 'not_found', 'Payment not found');
        if ((request.body as { status?: string } | undefined)?.status !== 'cancelled')
          return mpError(reply, 400, 'bad_request', 'Only status cancelled is supported');
        if (!['pending', 'in_process', 'authorized'].includes(payment.status ?? ''))
          return mpError(reply, 400, 'bad_request', 'Payment cannot be cancelled in its current status');
        return update(id, 'cancelled', 'by_collector');
      });

      child.post('/v1/payments/:id/refunds', async (request, reply) => {
        const paymentId = (request.params as { id: string }).id;
        const key = String(request.headers['x-idempotency-key'] ?? '');
        refundLog.push({ paymentId, key, body: request.body });
        if (key && refundsByKey.has(key)) return reply.code(201).send(refundsByKey.get(key));
        const payment = payments.get(paymentId);
        if (!payment) return mpError(reply, 404, 'not_found', 'Payment not found');
        if (payment.status !== 'approved') return mpError(reply, 400, 'invalid_payment_status', 'Payment not refundable');
        const left = Math.round(((payment.transaction_amount ?? 0) - (payment.transaction_amount_refunded ?? 0)) * 100) / 100;
        const asked = (request.body as { amount?: number } | undefined)?.amount;
        const amount = asked === undefined ? left : asked;
        if (!(amount > 0) || amount > left + 1e-9) return mpError(reply, 400, 'invalid_refund_amount', 'Invalid refund amount');
        const refund: MpRefund = {
          id: nextRefund++,
          payment_id: Number(paymentId),
          amount,
          metadata: {},
          source: { id: String(COLLECTOR_ID), name: 'Hormiga Viajera', type: 'collector' },
          date_created: nowIso(),
          unique_sequence_number: null as unknown as string,
          refund_mode: 'standard',
          adjustment_amount: 0,
          status: 'approved',
          reason: null as unknown as string,
          amount_refunded_to_payer: amount,
        };
        // Inside a payment the API lists its refunds as bare objects (the SDK types them with its envelope).
        payment.refunds = [...(payment.refunds ?? []), refund as NonNullable<MpPayment['refunds']>[number]];
        payment.transaction_amount_refunded = Math.round(((payment.transaction_amount_refunded ?? 0) + amount) * 100) / 100;
        if (payment.transaction_amount_refunded >= (payment.transaction_amount ?? 0)) {
          payment.status = 'refunded';
          payment.status_detail = 'refunded';
        } else payment.status_detail = 'partially_refunded';
        if (key) refundsByKey.set(key, refund);
        notify(payment, 'payment.updated');
        return reply.code(201).send(refund);
      });
    };
    await app.register(api, { prefix: MP_STANDIN_PREFIX });

    // ---- the buyer's pages (Spanish, no outside requests) -------------------------------------

    const hide = { schema: { hide: true } };

    const page = (title: string, body: string) =>
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:1rem auto;padding:0 1rem}` +
      `fieldset{margin:1rem 0}label{display:block;margin:.4rem 0}button{font-size:1rem;padding:.6rem 1rem;margin-top:.6rem}</style></head>` +
      `<body><p><strong>Mercado Pago</strong> · modo de prueba</p>${body}</body></html>`;
    const money = (n: number) => `$${n.toLocaleString('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MXN`;

    app.get(`${MP_STANDIN_PREFIX}/checkout/v1/redirect`, hide, async (request, reply) => {
      const pref = preferences.get(String((request.query as { pref_id?: string }).pref_id ?? ''));
      reply.type('text/html; charset=utf-8');
      if (!pref) return reply.code(404).send(page('Pago no encontrado', '<h1>Este pago no existe.</h1>'));
      const total = (pref.items ?? []).reduce((s, i) => s + i.unit_price * i.quantity, 0);
      const max = pref.payment_methods?.installments ?? 1;
      const options = Array.from({ length: max }, (_, i) => i + 1)
        .map(
          (n) =>
            `<option value="${n}">${n === 1 ? `1 pago de ${money(total)}` : `${n} meses sin intereses de ${money(Math.round((total / n) * 100) / 100)}`}</option>`,
        )
        .join('');
      return page(
        'Pagar con Mercado Pago',
        `<h1>${escapeHtml(pref.items?.[0]?.title ?? 'Tu compra')}</h1><p>Total: <strong>${money(total)}</strong></p>` +
          `<form method="post" action="${MP_STANDIN_PREFIX}/checkout/v1/pay"><input type="hidden" name="pref_id" value="${escapeHtml(pref.id!)}">` +
          `<fieldset><legend>¿Cómo quieres pagar?</legend>` +
          `<label><input type="radio" name="method" value="card" checked> Tarjeta de crédito o débito</label>` +
          `<label>Nombre del titular <input name="cardholder" autocomplete="off" placeholder="APRO"></label>` +
          `<label>Meses <select name="installments">${options}</select></label>` +
          `<label><input type="radio" name="method" value="oxxo"> Efectivo en OXXO</label>` +
          `<label><input type="radio" name="method" value="spei"> Transferencia SPEI</label></fieldset>` +
          `<button type="submit">Pagar</button></form>`,
      );
    });

    app.post(`${MP_STANDIN_PREFIX}/checkout/v1/pay`, hide, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      const pref = preferences.get(form.pref_id ?? '');
      if (!pref)
        return reply.code(404).type('text/html; charset=utf-8').send(page('Pago no encontrado', '<h1>Este pago no existe.</h1>'));
      const method: StandInMethod = form.method === 'oxxo' || form.method === 'spei' ? form.method : 'card';
      const payment = pay(pref.id!, { method, cardholder: form.cardholder, installments: Number(form.installments) || 1 });
      const back =
        payment.status === 'approved'
          ? pref.back_urls?.success
          : payment.status === 'rejected'
            ? pref.back_urls?.failure
            : pref.back_urls?.pending;
      if (!back) return reply.code(200).type('text/html; charset=utf-8').send(page('Pago registrado', '<h1>Listo.</h1>'));
      const q = new URLSearchParams({
        collection_id: String(payment.id),
        collection_status: payment.status!,
        payment_id: String(payment.id),
        status: payment.status!,
        external_reference: payment.external_reference ?? '',
        payment_type: payment.payment_type_id!,
        preference_id: pref.id!,
        site_id: 'MLM',
        processing_mode: 'aggregator',
      });
      return reply.redirect(`${back}${back.includes('?') ? '&' : '?'}${q}`, 303);
    });

    app.get(`${MP_STANDIN_PREFIX}/ticket/:id`, hide, async (request, reply) => {
      const payment = payments.get((request.params as { id: string }).id);
      reply.type('text/html; charset=utf-8');
      if (!payment) return reply.code(404).send(page('Ficha no encontrada', '<h1>Esta ficha no existe.</h1>'));
      const ref = payment.transaction_details?.payment_method_reference_id ?? '';
      const what = payment.payment_method_id === 'oxxo' ? 'Referencia OXXO' : 'CLABE SPEI';
      const paid = payment.status === 'approved';
      return page(
        'Ficha de pago',
        `<h1>${paid ? 'Pago recibido' : 'Ficha de pago'}</h1><p>${what}: <strong>${escapeHtml(ref)}</strong></p>` +
          `<p>Monto: ${money(payment.transaction_amount ?? 0)}</p>` +
          (payment.date_of_expiration ? `<p>Paga antes de: ${escapeHtml(payment.date_of_expiration)}</p>` : '') +
          (payment.status === 'pending'
            ? `<form method="post" action="${MP_STANDIN_PREFIX}/ticket/${payment.id}/pay"><button type="submit">Cobrar en caja</button></form>` +
              // A test's shortcut to the deadline: the ticket lapses unpaid now, as Mercado Pago notifies it then.
              `<form method="post" action="${MP_STANDIN_PREFIX}/ticket/${payment.id}/expire"><button type="submit">Dejar vencer</button></form>`
            : payment.status === 'cancelled'
              ? '<p>Esta ficha venció sin pagarse.</p>'
              : ''),
      );
    });

    app.post(`${MP_STANDIN_PREFIX}/ticket/:id/pay`, hide, async (request, reply) => {
      const id = (request.params as { id: string }).id;
      if (payments.get(id)?.status === 'pending') cashierPays(id);
      return reply.redirect(`${MP_STANDIN_PREFIX}/ticket/${id}`, 303);
    });

    app.post(`${MP_STANDIN_PREFIX}/ticket/:id/expire`, hide, async (request, reply) => {
      const id = (request.params as { id: string }).id;
      if (payments.get(id)?.status === 'pending') expire(id);
      return reply.redirect(`${MP_STANDIN_PREFIX}/ticket/${id}`, 303);
    });
  }

  function fetchVia(app: FastifyInstance): Fetch {
    sender ??= injectFetch(app);
    return sender;
  }

  return {
    accessToken,
    publicKey,
    webhookSecret,
    routes,
    fetchVia,
    pay,
    cashierPays,
    expire,
    signWebhook,
    webhookDeliveries: () => deliveries,
    async webhooksSettled() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    inspectPreference: (id) => structuredClone(preferences.get(id)),
    refundRequests: () => refundLog,
  };
}
