import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReference, REVIEW_MESSAGES, todayInMexico } from '@hv/shared';
import { auditLog, bookings, experiences, reviews } from '../src/db/schema.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { addDays, saturday } from './dates.ts';
import { paymentHelpers } from './payment-helpers.ts';

// Issue 17, verified reviews (docs/product.md §15.6): one review per paid booking that took place,
// by its owner or through its signed voucher link; staff hide and show them, audited.

const dist = mkdtempSync(join(tmpdir(), 'hv-dist-'));
let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<!doctype html><head><!--app-head--><!--/app-head--></head><div id="root"></div>');
  t = await createTestApp({ demoData: true, env: { WEB_DIST: dist } });
  for (const role of ['admin', 'coordinador', 'organizador', 'proveedor', 'viajero'])
    cookies[role] = await signIn(t.app, `${role}@example.com`, 'demo1234');
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const { db, makeExperience, createOrder, approve, capture, nextIp } = paymentHelpers(() => t, { ipBlock: '10.18' });

const yesterday = () => addDays(todayInMexico(), -1);

let dateCounter = 0;
/** A paid booking of the signed-in traveller (or of a guest without `cookie`) of a new experience. */
async function paidBooking(cookie: string | undefined = cookies.viajero, contactName = 'Valeria Gómez Ruiz') {
  const exp = await makeExperience({ price: 800, slug: `resenas-${++dateCounter}-${Date.now()}` });
  const order = await createOrder(
    {
      kind: 'experience',
      id: exp.id,
      date: saturday(1 + (dateCounter % 10)),
      passengers: 1,
      contactEmail: 'valeria.resenas@example.com',
      contactName,
    },
    cookie,
  );
  expect(order.statusCode, order.body).toBe(201);
  const { orderId, bookingId } = order.json() as { orderId: string; bookingId: string };
  expect((await approve(orderId, cookie)).statusCode).toBe(200);
  const paid = await capture(orderId, cookie);
  expect(paid.statusCode).toBe(200);
  // The voucher's signed link, as the browser that paid gets it.
  const token = new URLSearchParams((paid.json().confirmationPath as string).split('?')[1]).get('t')!;
  return { exp, bookingId, token, reference: bookingReference(bookingId) };
}

/** The booking's date moved to the past, as if it had taken place. */
const takePlace = (bookingId: string, date = yesterday()) =>
  db().update(bookings).set({ booking_date: date }).where(eq(bookings.id, bookingId));

const review = (reference: string, payload: object, opts: { cookie?: string; token?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${reference}/review${opts.token ? `?t=${opts.token}` : ''}`,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    payload,
    remoteAddress: nextIp(),
  });
const reviewState = (reference: string, opts: { cookie?: string; token?: string } = {}) =>
  t.app.inject({
    url: `/api/bookings/${reference}/review${opts.token ? `?t=${opts.token}` : ''}`,
    headers: opts.cookie ? { cookie: opts.cookie } : {},
  });

/** The product node of the page's schema.org data (its one JSON-LD block). */
function productOf(html: string): Record<string, unknown> {
  const block = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
  expect(block, 'a JSON-LD block').not.toBeNull();
  const graph = (JSON.parse(block![1]!) as { '@graph': { '@type': string[] }[] })['@graph'];
  return graph.find((node) => [node['@type']].flat().includes('Product'))!;
}

const summaryOf = async (slug: string) => {
  const res = await t.app.inject({ url: `/api/reviews/experience/${slug}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { average: number | null; count: number; reviews: { id: string; rating: number; authorName: string }[] };
};
const staff = (action: 'hide' | 'show', id: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/reviews/${id}/${action}`,
    headers: {
      origin: TEST_ORIGIN,
      ...(payload ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    ...(payload ? { payload } : {}),
  });

const GOOD = { rating: 5, body: 'Todo salió perfecto, el guía fue muy amable.' };

describe('verified reviews (issue 17)', () => {
  it('refuses a review before the date, accepts one after it, and refuses a second with 409', async () => {
    const { exp, bookingId, reference } = await paidBooking();

    const early = await review(reference, GOOD, { cookie: cookies.viajero });
    expect(early.statusCode).toBe(422);
    expect(early.json().error.message).toBe(REVIEW_MESSAGES.notYet);
    expect((await reviewState(reference, { cookie: cookies.viajero })).json()).toEqual({ review: null, refusal: 'not_yet' });

    await takePlace(bookingId);
    expect((await reviewState(reference, { cookie: cookies.viajero })).json()).toEqual({ review: null, refusal: null });
    const written = await review(
      reference,
      { rating: 4, body: '  Muy bonito paseo, volveremos.  ' },
      { cookie: cookies.viajero },
    );
    expect(written.statusCode, written.body).toBe(201);
    // The contact's first name and initial, the body trimmed.
    expect(written.json()).toMatchObject({ rating: 4, authorName: 'Valeria G.', body: 'Muy bonito paseo, volveremos.' });

    const again = await review(reference, GOOD, { cookie: cookies.viajero });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    expect(await db().select().from(reviews).where(eq(reviews.booking_id, bookingId))).toHaveLength(1);

    const state = (await reviewState(reference, { cookie: cookies.viajero })).json();
    expect(state).toMatchObject({ refusal: null, review: { rating: 4 } });
    const summary = await summaryOf(exp.slug);
    expect(summary).toMatchObject({ average: 4, count: 1 });
    expect((await t.app.inject({ url: '/api/reviews/mine', headers: { cookie: cookies.viajero } })).json().bookingIds).toContain(
      bookingId,
    );
  });

  it('takes a review through the signed voucher link without an account; anyone else gets the voucher’s 404', async () => {
    const { bookingId, reference, token } = await paidBooking(undefined, 'roberto díaz');
    await takePlace(bookingId);

    const stranger = await review(reference, GOOD, { cookie: cookies.organizador });
    expect(stranger.statusCode).toBe(404);
    expect((await review(reference, GOOD)).statusCode).toBe(404);
    expect((await review(reference, GOOD, { token: 'x'.repeat(22) })).statusCode).toBe(404);
    expect((await reviewState(reference, { cookie: cookies.proveedor })).statusCode).toBe(404);

    const written = await review(reference, GOOD, { token });
    expect(written.statusCode, written.body).toBe(201);
    expect(written.json().authorName).toBe('Roberto D.');
  });

  it('refuses someone else’s booking even when signed in, and a refunded one', async () => {
    const { bookingId, reference } = await paidBooking();
    await takePlace(bookingId);
    expect((await review(reference, GOOD, { cookie: cookies.admin })).statusCode).toBe(404);

    await db().update(bookings).set({ status: 'Reembolsada' }).where(eq(bookings.id, bookingId));
    const refunded = await review(reference, GOOD, { cookie: cookies.viajero });
    expect(refunded.statusCode).toBe(422);
    expect(refunded.json().error.message).toBe(REVIEW_MESSAGES.notPaid);
  });

  it('checks the rating and the text with Spanish messages', async () => {
    const { bookingId, reference } = await paidBooking();
    await takePlace(bookingId);
    const bad = await review(reference, { rating: 6, body: 'corto' }, { cookie: cookies.viajero });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      rating: REVIEW_MESSAGES.ratingRequired,
      body: REVIEW_MESSAGES.bodyTooShort,
    });
    const long = await review(reference, { rating: 3, body: 'a'.repeat(1001) }, { cookie: cookies.viajero });
    expect(long.json().error.fields.body).toBe(REVIEW_MESSAGES.bodyTooLong);
  });

  it('averages with one decimal, newest first, and a hidden review leaves every public list and the average', async () => {
    const first = await paidBooking();
    const exp = first.exp;
    await takePlace(first.bookingId, addDays(todayInMexico(), -3));
    expect((await review(first.reference, { ...GOOD, rating: 5 }, { cookie: cookies.viajero })).statusCode).toBe(201);
    // A second booking of the same experience.
    const order = await createOrder(
      { kind: 'experience', id: exp.id, date: saturday(2), passengers: 1, contactName: 'Ana López' },
      cookies.viajero,
    );
    const { orderId, bookingId } = order.json() as { orderId: string; bookingId: string };
    await approve(orderId, cookies.viajero);
    expect((await capture(orderId, cookies.viajero)).statusCode).toBe(200);
    await takePlace(bookingId);
    // A warm catalogue cache must not hide the new review.
    expect((await summaryOf(exp.slug)).count).toBe(1);
    const low = await review(
      bookingReference(bookingId),
      { rating: 2, body: 'No me gustó, llegaron tarde.' },
      { cookie: cookies.viajero },
    );
    expect(low.statusCode).toBe(201);

    let summary = await summaryOf(exp.slug);
    expect(summary.average).toBe(3.5);
    expect(summary.count).toBe(2);
    expect(summary.reviews.map((r) => r.rating)).toEqual([2, 5]);
    // The page head's schema.org data carries the rating (on its product, decision 0154).
    const jsonLd = async () => {
      const page = await t.app.inject({ url: `/experiencia/${exp.slug}` });
      expect(page.statusCode).toBe(200);
      return productOf(page.body);
    };
    expect(await jsonLd()).toMatchObject({
      '@type': ['Product', 'TouristTrip'],
      name: exp.name,
      aggregateRating: { ratingValue: 3.5, reviewCount: 2 },
      review: [{ reviewRating: { ratingValue: 2 } }, { reviewRating: { ratingValue: 5 } }],
    });

    const lowId = low.json().id as string;
    expect((await staff('hide', lowId, cookies.coordinador, { reason: '' })).json().error.fields.reason).toBe(
      REVIEW_MESSAGES.reasonRequired,
    );
    const hidden = await staff('hide', lowId, cookies.coordinador, { reason: 'Lenguaje ofensivo' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ hiddenReason: 'Lenguaje ofensivo', hiddenByName: 'Carlos Hernández' });

    summary = await summaryOf(exp.slug);
    expect(summary).toMatchObject({ average: 5, count: 1 });
    expect((await jsonLd()).aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 });
    expect(summary.reviews.map((r) => r.id)).not.toContain(lowId);
    const featured = (await t.app.inject({ url: '/api/reviews/featured' })).json().data as { id: string }[];
    expect(featured.map((r) => r.id)).not.toContain(lowId);

    // Staff still see it, with why it is hidden.
    const list = await t.app.inject({ url: '/api/admin/reviews?perPage=100', headers: { cookie: cookies.admin } });
    expect(list.json().data.find((r: { id: string }) => r.id === lowId)).toMatchObject({
      hiddenReason: 'Lenguaje ofensivo',
      reference: bookingReference(bookingId),
      itemName: exp.name,
    });

    const [line] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_kind, 'review'), eq(auditLog.record_id, lowId), eq(auditLog.action, 'hide')));
    expect(line).toMatchObject({
      actor_role: 'Coordinador',
      before: { hidden: false, hiddenReason: null },
      after: { hidden: true, hiddenReason: 'Lenguaje ofensivo' },
    });

    const shown = await staff('show', lowId, cookies.admin);
    expect(shown.statusCode).toBe(200);
    expect(await summaryOf(exp.slug)).toMatchObject({ average: 3.5, count: 2 });
    const showLines = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_id, lowId), eq(auditLog.action, 'show')));
    expect(showLines).toHaveLength(1);
    expect(showLines[0]).toMatchObject({ actor_role: 'Administrador', after: { hidden: false } });
  });

  it('claims no rating on unreviewed pages, and keeps a hostile name inside its script element', async () => {
    const { exp, bookingId, reference } = await paidBooking();
    const head = async () => {
      const page = await t.app.inject({ url: `/experiencia/${exp.slug}` });
      return page.body.slice(0, page.body.indexOf('</head>'));
    };
    const unrated = productOf(await head());
    expect(unrated.name).toBe(exp.name);
    expect(unrated).not.toHaveProperty('aggregateRating');
    expect(unrated).not.toHaveProperty('review');

    const hostile = '</script><script>alert(1)</script>';
    await db().update(experiences).set({ name: hostile }).where(eq(experiences.id, exp.id));
    await takePlace(bookingId);
    expect((await review(reference, { rating: 5, body: `Genial ${hostile}` }, { cookie: cookies.viajero })).statusCode).toBe(201);
    const h = await head();
    expect(h.match(/<script/g)).toHaveLength(1);
    expect(productOf(h)).toMatchObject({ name: hostile, review: [{ reviewBody: `Genial ${hostile}` }] });
  });

  it('lets only Administrador and Coordinador list, hide and show (401 without a session, 403 for other roles)', async () => {
    const [any] = await db().select({ id: reviews.id }).from(reviews).limit(1);
    expect(any).toBeDefined();
    expect((await t.app.inject({ url: '/api/admin/reviews' })).statusCode).toBe(401);
    expect((await staff('hide', any!.id, undefined, { reason: 'Spam' })).statusCode).toBe(401);
    for (const role of ['organizador', 'proveedor', 'viajero']) {
      expect((await t.app.inject({ url: '/api/admin/reviews', headers: { cookie: cookies[role] } })).statusCode).toBe(403);
      expect((await staff('hide', any!.id, cookies[role], { reason: 'Spam' })).statusCode).toBe(403);
      expect((await staff('show', any!.id, cookies[role])).statusCode).toBe(403);
    }
    const [row] = await db().select().from(reviews).where(eq(reviews.id, any!.id));
    expect(row!.hidden_at).toBeNull();
    expect((await staff('hide', '00000000-0000-4000-8000-000000000000', cookies.admin, { reason: 'Spam' })).statusCode).toBe(404);
  });

  it('shows the demo data’s verified reviews on the landing (enough rated 4 or 5), with the items’ English names', async () => {
    type Featured = { rating: number; itemSlug: string; itemKind: string; itemNameEn: string | null };
    const featured = (await t.app.inject({ url: '/api/reviews/featured' })).json().data as Featured[];
    expect(featured.length).toBeGreaterThanOrEqual(3);
    expect(featured.every((r) => r.rating >= 4)).toBe(true);
    const english = new Map(
      (await db().select({ slug: experiences.slug, en: experiences.name_en }).from(experiences)).map((e) => [e.slug, e.en]),
    );
    for (const review of featured.filter((r) => r.itemKind === 'experience')) {
      expect(review.itemNameEn).toBe(english.get(review.itemSlug) ?? null);
    }
    expect(featured.some((r) => r.itemNameEn)).toBe(true);
  });
});
