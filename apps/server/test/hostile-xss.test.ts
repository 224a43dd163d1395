import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInMexico } from '@hv/shared';
import {
  createCatalogItem,
  IMG,
  IMG_ESCAPED,
  nextIp,
  SCRIPT,
  SCRIPT_ESCAPED,
  waitForMail,
  type OutboxMail,
} from './hostile-helpers.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { withPeople } from './payment-helpers.ts';

/*
 * A trip, an experience and a person named with markup (issue 8, Security): the API gives
 * the text back as data; every HTML the server writes itself — the page heads crawlers read,
 * the e-mails — escapes it. (The browser side is e2e/public/hostile-text.spec.ts.)
 */

const EXPERIENCE_NAME = `Cenote ${SCRIPT} ${IMG}`;
const TRIP_DESTINATION = `Playa ${SCRIPT}${IMG}`;
const DESCRIPTION = `${IMG} Un día ${SCRIPT} en el agua.`;
const FULL_NAME = `Ana ${SCRIPT} ${IMG}`;
const esc = (text: string) => text.replaceAll(SCRIPT, SCRIPT_ESCAPED).replaceAll(IMG, IMG_ESCAPED);

const dist = mkdtempSync(join(tmpdir(), 'hv-dist-xss-'));
let t: TestApp;
let admin: string;
beforeAll(async () => {
  // The built index.html's head slot, as spa.ts fills it.
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="es-MX"><head><meta charset="UTF-8" /><!--app-head--><title>x</title><!--/app-head--></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ demoData: true, env: { WEB_DIST: dist } });
  admin = await signIn(t.app, 'admin@example.com', 'demo1234');
  const experience = await createCatalogItem(t.app, admin, 'experiences', {
    name: EXPERIENCE_NAME,
    slug: 'xss-experiencia',
    price: 1200,
    capacity: 5,
    max_capacity: 10,
    description: DESCRIPTION,
    bullets: [SCRIPT, IMG],
    status: 'Público',
    is_active: true,
  });
  expect(experience.statusCode, experience.body).toBe(201);
  const trip = await createCatalogItem(t.app, admin, 'trips', {
    destination: TRIP_DESTINATION,
    slug: 'xss-viaje',
    price_mxn: 3000,
    departure_date: '2099-06-01',
    departure_time: '07:00',
    capacity: 5,
    max_capacity: 10,
    description: DESCRIPTION,
    status: 'Público',
    is_active: true,
  });
  expect(trip.statusCode, trip.body).toBe(201);
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** What an e-mail's HTML must never hold: the payloads as markup. */
function expectEscapedMail(mail: OutboxMail, ...texts: string[]) {
  expect(mail.html).not.toMatch(/<script|onerror=alert\(1\)>/i);
  // The only images are the site's own: the voucher's QR code, attached inline (cid:).
  for (const img of mail.html.match(/<img\b[^>]*>/gi) ?? []) expect(img).toMatch(/^<img src="cid:[^"]+"/);
  for (const text of texts) expect(mail.html).toContain(esc(text));
}

describe('hostile text comes back from the API as data', () => {
  it('returns names, descriptions and bullets exactly as typed', async () => {
    const experience = (await t.app.inject('/api/experiences/xss-experiencia')).json();
    expect(experience).toMatchObject({ name: EXPERIENCE_NAME, description: DESCRIPTION, bullets: [SCRIPT, IMG] });
    const trip = (await t.app.inject('/api/trips/xss-viaje')).json();
    expect(trip).toMatchObject({ destination: TRIP_DESTINATION, description: DESCRIPTION });
    const listed = (await t.app.inject('/api/experiences')).json().data.map((e: { name: string }) => e.name);
    expect(listed).toContain(EXPERIENCE_NAME);
    const found = (await t.app.inject({ url: '/api/search?q=alert(1)', remoteAddress: nextIp() })).json().results;
    expect(found.map((r: { name: string }) => r.name).sort()).toEqual([EXPERIENCE_NAME, TRIP_DESTINATION].sort());
    const admins = (await t.app.inject({ url: '/api/admin/trips?q=alert', headers: { cookie: admin } })).json().data;
    expect(admins.map((r: { destination: string }) => r.destination)).toEqual([TRIP_DESTINATION]);
    // JSON, never HTML: a browser fed this directly does not render it.
    const res = await t.app.inject('/api/experiences/xss-experiencia');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('server-rendered page heads', () => {
  const headOf = async (path: string) => {
    const res = await t.app.inject(path);
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    // The schema.org data is the head's one script, and data only: typed text cannot close it.
    const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    for (const data of jsonLd) expect(data).not.toContain('<');
    return head.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '');
  };

  it('escapes an experience name and description in the title, description and Open Graph tags', async () => {
    const head = await headOf('/experiencia/xss-experiencia');
    expect(head).toContain(`<title>${esc(EXPERIENCE_NAME)} | Hormiga Viajera</title>`);
    expect(head).toContain(`<meta property="og:title" content="${esc(EXPERIENCE_NAME)} | Hormiga Viajera" />`);
    expect(head).toContain(`<meta name="description" content="${esc(DESCRIPTION)}" />`);
    expect(head).toContain(`<meta property="og:description" content="${esc(DESCRIPTION)}" />`);
    // Besides that data, the template has no script and no img in its head: none may appear.
    expect(head).not.toMatch(/<script|<img/i);
    // No attribute was broken out of: every tag still closes where it should.
    expect(head.match(/<(meta|link) /g)?.length).toBe(head.match(/ \/>/g)?.length);
  });

  it('escapes a trip destination, and the description fallback built from it', async () => {
    const head = await headOf('/viaje/xss-viaje');
    expect(head).toContain(`<title>${esc(TRIP_DESTINATION)} | Hormiga Viajera</title>`);
    expect(head).toContain(`<meta property="og:title" content="${esc(TRIP_DESTINATION)} | Hormiga Viajera" />`);
    expect(head).toContain(`<meta property="og:description" content="${esc(DESCRIPTION)}" />`);
    expect(head).not.toMatch(/<script|<img/i);

    // Without a description the fallback of docs/product.md §2.9 names the destination: escaped too.
    const trip = (await t.app.inject({ url: '/api/admin/trips?q=alert', headers: { cookie: admin } })).json().data[0];
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/trips/${trip.id}`,
      headers: { origin: TEST_ORIGIN, cookie: admin, 'content-type': 'application/json' },
      payload: { ...trip, description: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const fallback = await headOf('/viaje/xss-viaje');
    expect(fallback).toContain(`<meta name="description" content="Detalles sobre el viaje a ${esc(TRIP_DESTINATION)}" />`);
    expect(fallback).not.toMatch(/<script|<img/i);
  });

  it("escapes the error text better-auth's own error page shows", async () => {
    const res = await t.app.inject(
      `/api/auth/error?error=${encodeURIComponent(SCRIPT)}&error_description=${encodeURIComponent(IMG)}`,
    );
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toContain(SCRIPT);
    expect(res.body).not.toContain('<img src=x');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});

describe('e-mails', () => {
  it('escapes a hostile full name in the confirmation and reset e-mails', async () => {
    const email = 'ana.xss@example.com';
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { email, password: 'secreto-1', name: FULL_NAME, fullName: FULL_NAME },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    expectEscapedMail(await waitForMail(t.config.dataDir, email, /^Confirma tu correo/), `Hola, ${FULL_NAME}:`);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { email, redirectTo: '/password-reset' },
    });
    expect(reset.statusCode).toBe(200);
    expectEscapedMail(await waitForMail(t.config.dataDir, email, /^Restablece tu contraseña/), `Hola, ${FULL_NAME}:`);

    // Staff see the name as data.
    const people = await t.app.inject({ url: '/api/admin/people?group=travellers&q=ana.xss', headers: { cookie: admin } });
    expect(people.json().data.map((p: { full_name: string }) => p.full_name)).toEqual([FULL_NAME]);
  });

  it('escapes the traveller name and the experience name in the booking confirmation', async () => {
    const email = 'reserva.xss@example.com';
    const cookie = await (async () => {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: { email, password: 'secreto-1', name: FULL_NAME, fullName: FULL_NAME },
      });
      return signIn(t.app, email, 'secreto-1');
    })();
    const experience = (await t.app.inject('/api/experiences/xss-experiencia')).json();
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie },
      payload: withPeople({
        kind: 'experience',
        id: experience.id,
        date: nextSaturday(),
        passengers: 1,
        // The name and address typed at checkout: the e-mail greets and reaches them.
        contactName: FULL_NAME,
        contactEmail: email,
        passengerNames: [FULL_NAME],
      }),
      remoteAddress: nextIp(),
    });
    expect(order.statusCode, order.body).toBe(201);
    const { orderId } = order.json();
    const approve = await t.app.inject({
      method: 'POST',
      url: `/paypal-standin/checkout/orders/${orderId}/approve`,
      headers: { origin: TEST_ORIGIN, cookie },
    });
    expect(approve.statusCode).toBe(200);
    const capture = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${orderId}/capture`,
      headers: { origin: TEST_ORIGIN, cookie },
      remoteAddress: nextIp(),
    });
    expect(capture.statusCode, capture.body).toBe(200);
    expect(capture.json().booking.itemName).toBe(EXPERIENCE_NAME);

    const mail = await waitForMail(t.config.dataDir, email, /^Reserva confirmada/);
    expectEscapedMail(mail, `Hola, ${FULL_NAME}:`, EXPERIENCE_NAME);
    // Plain text is text: the name as typed.
    expect(mail.text).toContain(`Experiencia o viaje: ${EXPERIENCE_NAME}`);
  });

  it("escapes a visitor's text in the operator's transport e-mail", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transport-requests',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      remoteAddress: nextIp(),
      payload: {
        name: FULL_NAME,
        email: 'cliente.xss@example.com',
        phoneNumber: '5512345678',
        destination: TRIP_DESTINATION,
        departureDate: '2099-05-10',
        departureTime: '08:30',
        vehicleType: 'sprinter',
        passengers: 4,
        itinerary: `${SCRIPT}\n${IMG}`,
        specialRequests: `<a href="javascript:alert(1)">clic</a>`,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await waitForMail(t.config.dataDir, t.config.OPERATOR_EMAIL, /^Solicitud de transporte/);
    expectEscapedMail(mail, FULL_NAME, TRIP_DESTINATION, SCRIPT, IMG);
    expect(mail.html).not.toContain('<a href="javascript:');
    expect(mail.html).toContain('&lt;a href=&quot;javascript:alert(1)&quot;&gt;clic&lt;/a&gt;');
  });
});

/** The next Saturday in Mexico City (experiences run on weekends). */
function nextSaturday(): string {
  const today = new Date(`${todayInMexico()}T12:00:00Z`);
  today.setUTCDate(today.getUTCDate() + (((6 - today.getUTCDay() + 7) % 7 || 7) + 7));
  return today.toISOString().slice(0, 10);
}
