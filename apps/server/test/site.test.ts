import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experiences } from '../src/db/schema.ts';
import { createHeadOnlyApp, signIn, TEST_ORIGIN, validTransportRequest, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createHeadOnlyApp();
});
afterAll(() => t?.close());

const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('server-rendered page heads', () => {
  it('gives an experience page its title, description and Open Graph tags', async () => {
    const res = await t.app.inject('/experiencia/snorkel-isla-mujeres-desde-cancun');
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    expect(h).toContain('<title>Snorkel en Isla Mujeres desde Cancún | Hormiga Viajera</title>');
    expect(h).toMatch(/<meta name="description" content="[^"]{20,160}" \/>/);
    expect(h).toContain('<meta property="og:title" content="Snorkel en Isla Mujeres desde Cancún | Hormiga Viajera" />');
    expect(h).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/storage\/experience-images\/[^"]+\.webp" \/>/);
    expect(h).not.toContain('noindex');
    // The cover, the page's largest paint, is preloaded at the width the layout will pick.
    expect(h).toMatch(
      /<link rel="preload" as="image" imagesrcset="\/storage\/experience-images\/[^" ]+-480\.webp 480w, [^"]+ 1600w" imagesizes="[^"]+" fetchpriority="high" \/>/,
    );
  });

  it('uses the first 160 characters of a trip description, else the fallback of docs/product.md §2.9', async () => {
    const trip = (await t.app.inject('/api/trips/barrancas-del-cobre')).json();
    const res = await t.app.inject('/viaje/barrancas-del-cobre');
    expect(head(res.body)).toContain(
      `<meta name="description" content="${trip.description.replace(/\s+/g, ' ').slice(0, 160)}" />`,
    );

    const fallback = await t.app.inject('/viaje/merida-y-valladolid');
    expect(head(fallback.body)).toContain('<meta name="description" content="Detalles sobre el viaje a Mérida y Valladolid" />');
  });

  it('renders hostile text as text in the head', async () => {
    await t.app.database.db
      .update(experiences)
      .set({ name: '<script>alert(1)</script>', description: '"><img src=x onerror=alert(1)>' })
      .where(eq(experiences.slug, 'callejoneada-guanajuato'));
    t.app.catalogCache.invalidate();
    const res = await t.app.inject('/experiencia/callejoneada-guanajuato');
    const h = head(res.body);
    expect(h).not.toContain('<script>alert');
    expect(h).not.toContain('<img');
    expect(h).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(h).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('sitemap and robots', () => {
  it('lists every public experience and trip, and nothing else', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const publicList = (await t.app.inject('/api/experiences')).json().data as { slug: string }[];
    for (const e of publicList) expect(res.body).toContain(`<loc>http://localhost:3000/experiencia/${e.slug}</loc>`);
    expect(res.body).toContain('<loc>http://localhost:3000/viaje/barrancas-del-cobre</loc>');
    expect(res.body).not.toContain('ascenso-nevado-de-toluca');
    expect(res.body).not.toContain('recorrido-san-miguel-de-allende');
    expect(res.body).not.toContain('puerto-escondido');
  });

  it('keeps admin and profile out of robots', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Disallow: /perfil');
    expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('gives the browser the public site settings', async () => {
    const res = await t.app.inject('/api/config');
    expect(res.json()).toEqual({
      brand_name: 'Hormiga Viajera',
      whatsapp_number: '5215512345678',
      auth_providers: [],
      // Issue 30 item 6: the operator's legal identity, the demo values unless OPERATOR_* are set.
      operator: {
        legal_name: 'Hormiga Viajera Turismo, S.A. de C.V.',
        rfc: 'HVT150310AB1',
        rnt: '04090150123456',
        address: 'Av. Álvaro Obregón 121, Roma Norte, Cuauhtémoc, 06700 Ciudad de México, CDMX, México',
        phone: '+52 55 1234 5678',
      },
    });
  });
});

describe('transport requests', () => {
  const valid = {
    ...validTransportRequest,
    returnDate: '2099-05-12',
    returnTime: '18:00',
    itinerary: 'CDMX → Valle de Bravo',
    specialRequests: '',
  };
  const post = (payload: unknown, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/transport-requests',
      payload: payload as object,
      remoteAddress: ip,
      headers: { origin: TEST_ORIGIN },
    });
  const countRows = async () => (await t.app.database.db.query.transportRequests.findMany()).length;

  it('stores a valid request as pending, with the joined phone and the passengers, and e-mails the operator and a copy to the requester', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('pending');
    const row = await t.app.database.db.query.transportRequests.findFirst({ where: (r, { eq: is }) => is(r.id, res.json().id) });
    expect(row).toMatchObject({
      name: 'Lucía Pérez',
      phone: '52 5512345678',
      status: 'pending',
      vehicle_type: 'sprinter',
      passengers: 12,
      special_requests: null,
    });

    const outbox = join(t.config.dataDir, 'outbox');
    await expect.poll(() => readdirSafe(outbox).length).toBe(2);
    const mails = readdirSafe(outbox).map((f) => JSON.parse(readFileSync(join(outbox, f), 'utf8')));
    const mail = mails.find((m) => m.to[0].address === 'operaciones@hormigaviajera.mx');
    expect(mail.subject).toContain('Valle de Bravo');
    expect(mail.text).toContain('52 5512345678');
    expect(mail.text).toContain('Mercedes Sprinter (hasta 19 personas)');
    expect(mail.text).toContain('Pasajeros: 12');
    // The requester's copy (issue 15): what they asked for, replies to the operator.
    const copy = mails.find((m) => m.to[0].address === 'lucia@example.com');
    expect(copy.subject).toBe('Tu solicitud de transporte a Valle de Bravo');
    expect(copy.replyTo).toEqual([{ address: 'operaciones@hormigaviajera.mx', name: '' }]);
    expect(copy.text).toContain('Hola, Lucía Pérez:');
    expect(copy.text).toContain('Pasajeros: 12');
    expect(copy.text).toContain('todavía no se ha hecho ningún cargo');
  });

  it('answers invalid input with Spanish field messages and stores nothing', async () => {
    const before = await countRows();
    const res = await post(
      { ...valid, name: '', email: 'no-es-correo', phoneNumber: '', vehicleType: 'avion', destination: '' },
      '10.0.0.2',
    );
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().error;
    expect(fields).toMatchObject({
      name: 'El nombre es obligatorio.',
      email: 'El correo no es válido.',
      phoneNumber: 'El teléfono es obligatorio.',
      destination: 'El destino es obligatorio.',
      vehicleType: 'Elige un tipo de vehículo.',
    });
    expect(await countRows()).toBe(before);
  });

  it('refuses a departure in the past and a return before departure', async () => {
    const before = await countRows();
    const past = await post({ ...valid, departureDate: '2020-01-01', returnDate: '' }, '10.0.0.3');
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields.departureDate).toBe('La fecha de salida no puede ser anterior a hoy.');
    const backwards = await post({ ...valid, returnDate: '2099-05-01' }, '10.0.0.3');
    expect(backwards.json().error.fields.returnDate).toBe('La fecha de regreso no puede ser anterior a la salida.');
    expect(await countRows()).toBe(before);
  });

  it('rejects malformed JSON and wrong types without a 5xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transport-requests',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: '10.0.0.4',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.ts/);
    const wrong = await post({ ...valid, name: 42, departureDate: ['x'] }, '10.0.0.4');
    expect(wrong.statusCode).toBe(400);
  });

  it('limits each client to 5 requests in 10 minutes, with a Spanish 429', async () => {
    for (let i = 0; i < 5; i++) expect((await post(valid, '10.0.0.9')).statusCode).toBe(201);
    const res = await post(valid, '10.0.0.9');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toMatch(/Demasiadas solicitudes/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(valid, '10.0.0.10')).statusCode).toBe(201);
  });

  it('lists requests newest first for staff only, searchable', async () => {
    expect((await t.app.inject('/api/admin/transport-requests')).statusCode).toBe(401);
    const traveller = await signIn(t.app, 'viajero@example.com', 'demo1234');
    expect((await t.app.inject({ url: '/api/admin/transport-requests', headers: { cookie: traveller } })).statusCode).toBe(403);

    await post({ ...valid, name: 'Último Cliente', destination: 'Tepoztlán' }, '10.0.0.11');
    const admin = await signIn(t.app, 'admin@example.com', 'demo1234');
    const res = await t.app.inject({ url: '/api/admin/transport-requests', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data[0].name).toBe('Último Cliente');
    expect(body.count).toBeGreaterThanOrEqual(7);
    const found = await t.app.inject({ url: '/api/admin/transport-requests?q=tepoz', headers: { cookie: admin } });
    expect(found.json().data.map((r: { destination: string }) => r.destination)).toEqual(['Tepoztlán']);
  });
});

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
}
