import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditChanges, auditFieldLabel, todayInMexico, TRIP_FORM_MESSAGES, type AuditEntryView } from '@hv/shared';
import { demoExperiences, demoTrips } from '../src/db/demo/content.ts';
import { addDays, tripRow } from '../src/db/factories.ts';
import { experiences as experiencesTable, trips as tripsTable } from '../src/db/schema.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  admin = await signIn(t.app, 'admin@example.com', 'demo1234');
});
afterAll(() => t?.close());

const png = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#2ec4b6' } })
    .png()
    .toBuffer();

/** A file part; `field` other than 'gallery' only to send what the dialog never would. */
type Upload = { bytes: Buffer; name: string; field?: string };

/** The dialog's request: `data`, the cover as `image`, and the gallery's new photos as `gallery` files. */
function multipart(data: unknown, image?: Upload, gallery: Upload[] = []) {
  const boundary = '----hvform';
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`),
  ];
  const files: [string, Upload][] = [
    ...(image ? [['image', image] as [string, Upload]] : []),
    ...gallery.map((g) => [g.field ?? 'gallery', g] as [string, Upload]),
  ];
  for (const [field, file] of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: TEST_ORIGIN, cookie: admin },
  };
}

const trip = {
  destination: 'Bacalar, la laguna de los siete colores',
  slug: 'bacalar-siete-colores',
  price_mxn: '7800',
  price_usd: '',
  departure_date: '2027-04-10',
  departure_time: '07:00',
  return_date: '2027-04-13',
  return_time: '',
  description: 'Tres días entre cenotes y la laguna de Bacalar.',
  bullets: 'Hospedaje\n\n  Transporte  \nDesayunos\n',
  capacity: '2',
  max_capacity: '16',
  duration: '4 días',
  status: 'Borrador',
  is_active: true,
};

describe('every /api/admin route by role', () => {
  const routes = [
    '/api/admin/me',
    '/api/admin/trips',
    '/api/admin/experiences',
    '/api/admin/transport-requests',
    '/api/admin/people?group=travellers',
  ];
  it.each(routes)('%s: anonymous 401, Viajero and Proveedor 403, each staff role 200', async (url) => {
    expect((await t.app.inject(url)).statusCode).toBe(401);
    for (const email of ['viajero@example.com', 'proveedor@example.com']) {
      const cookie = await signIn(t.app, email, 'demo1234');
      expect((await t.app.inject({ url, headers: { cookie } })).statusCode).toBe(403);
    }
    for (const email of ['admin@example.com', 'coordinador@example.com', 'organizador@example.com']) {
      const cookie = await signIn(t.app, email, 'demo1234');
      expect((await t.app.inject({ url, headers: { cookie } })).statusCode).toBe(200);
    }
  });

  it('refuses writes from a traveller', async () => {
    const cookie = await signIn(t.app, 'viajero@example.com', 'demo1234');
    const form = multipart(trip, { bytes: await png(), name: 'x.png' });
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/trips', ...form, headers: { ...form.headers, cookie } });
    expect(res.statusCode).toBe(403);
  });
});

describe('trips and experiences in the back office', () => {
  it('answers an empty submit with every Spanish message of docs/product.md §5.3 and §5.4', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/trips', ...multipart({}) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      destination: 'El destino es obligatorio.',
      slug: 'El slug es obligatorio.',
      price_mxn: 'Precio MXN inválido.',
      departure_date: 'Fecha de salida obligatoria.',
      departure_time: 'Hora de salida obligatoria.',
      capacity: 'Capacidad inválida.',
      max_capacity: 'Capacidad máxima inválida.',
    });
    const exp = await t.app.inject({
      method: 'POST',
      url: '/api/admin/experiences',
      ...multipart({ price: '0', capacity: '0' }),
    });
    expect(exp.json().error.fields).toMatchObject({
      name: 'El nombre es obligatorio.',
      slug: 'El slug es obligatorio.',
      capacity: 'Debe ser un número mayor a 0.',
      max_capacity: 'Debe ser un número mayor a 0.',
      price: 'Debe ser un número válido.',
      description: 'La descripción es obligatoria.',
    });
  });

  it('needs the image on create and refuses a text file renamed .png, changing nothing', async () => {
    const before = (await t.app.inject({ url: '/api/admin/trips', headers: { cookie: admin } })).json().count;
    const noImage = await t.app.inject({ method: 'POST', url: '/api/admin/trips', ...multipart(trip) });
    expect(noImage.json().error.fields.image).toBe('La imagen es obligatoria.');
    const fake = await t.app.inject({
      method: 'POST',
      url: '/api/admin/trips',
      ...multipart(trip, { bytes: Buffer.from('hola, no soy imagen'), name: 'foto.png' }),
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.message).toBe('Solo se aceptan imágenes PNG, JPEG o WebP.');
    expect((await t.app.inject({ url: '/api/admin/trips', headers: { cookie: admin } })).json().count).toBe(before);
  });

  it('keeps the optional English text of an experience and a trip, returns it publicly, and clears it when left blank', async () => {
    // Every item of the demo catalogue has English (issue 30 item 5).
    expect((await t.app.inject('/api/experiences/snorkel-isla-mujeres-desde-cancun')).json()).toMatchObject({
      name_en: 'Isla Mujeres snorkelling from Cancún',
      meeting_point_en: 'Playa Tortugas pier, Cancún',
    });
    expect((await t.app.inject('/api/trips/cancun-y-riviera-maya')).json().destination_en).toBe('Cancún and the Riviera Maya');
    expect((await t.app.inject('/api/experiences/trajinera-xochimilco')).json()).toMatchObject({
      name_en: 'Trajinera ride on the canals of Xochimilco',
      meeting_point_en: 'Nuevo Nativitas pier, Xochimilco',
    });
    const experience = {
      name: 'Cenote al atardecer',
      slug: 'cenote-atardecer',
      price: '900',
      capacity: '1',
      max_capacity: '10',
      description: 'Nada en un cenote al caer la tarde.',
      status: 'Público',
      is_active: true,
      name_en: '  Sunset cenote swim ',
      description_en: 'Swim in a cenote as the sun goes down.',
      bullets_en: 'Snorkel gear\n\nLocal guide',
      meeting_point_en: 'Cenote car park',
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/experiences',
      ...multipart(experience, { bytes: await png(), name: 'c.png' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const english = {
      name_en: 'Sunset cenote swim',
      description_en: 'Swim in a cenote as the sun goes down.',
      bullets_en: ['Snorkel gear', 'Local guide'],
      meeting_point_en: 'Cenote car park',
    };
    expect(created.json()).toMatchObject(english);
    expect((await t.app.inject('/api/experiences/cenote-atardecer')).json()).toMatchObject(english);
    const found = async (q: string) =>
      (await t.app.inject({ url: '/api/search', query: { q } })).json().results.map((r: { slug: string }) => r.slug);
    // Search reads both languages.
    expect(await found('SUNSET')).toContain('cenote-atardecer');
    expect(await found('goes down')).toContain('cenote-atardecer');

    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/experiences/${created.json().id}`,
      ...multipart({ ...experience, name_en: ' ', description_en: '', bullets_en: '', meeting_point_en: '' }),
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ name_en: null, description_en: null, bullets_en: [], meeting_point_en: null });
    expect((await t.app.inject('/api/experiences/cenote-atardecer')).json()).toMatchObject({ name_en: null, bullets_en: [] });
    expect(await found('sunset')).not.toContain('cenote-atardecer');

    const tooLong = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/experiences/${created.json().id}`,
      ...multipart({ ...experience, name_en: 'x'.repeat(201) }),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.name_en).toBe('El texto es demasiado largo.');

    const withEnglish = await t.app.inject({
      method: 'POST',
      url: '/api/admin/trips',
      ...multipart(
        {
          ...trip,
          slug: 'bacalar-en',
          status: 'Público',
          destination_en: 'Bacalar, the lagoon of seven colours',
          description_en: 'Three days by the lagoon.',
          bullets_en: 'Hotel\nBreakfasts',
        },
        { bytes: await png(), name: 'b.png' },
      ),
    });
    expect(withEnglish.statusCode, withEnglish.body).toBe(201);
    expect((await t.app.inject('/api/trips/bacalar-en')).json()).toMatchObject({
      destination_en: 'Bacalar, the lagoon of seven colours',
      description_en: 'Three days by the lagoon.',
      bullets_en: ['Hotel', 'Breakfasts'],
    });
    expect(await found('seven colours')).toContain('bacalar-en');
    // The other tests count the public items.
    for (const url of [`/api/admin/trips/${withEnglish.json().id}`, `/api/admin/experiences/${created.json().id}`]) {
      expect((await t.app.inject({ method: 'DELETE', url, headers: { origin: TEST_ORIGIN, cookie: admin } })).statusCode).toBe(
        204,
      );
    }
  });

  it('creates, publishes, edits and deletes a trip; the public site follows', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/trips',
      ...multipart(trip, { bytes: await png(), name: 'bacalar.png' }),
    });
    expect(created.statusCode).toBe(201);
    const row = created.json();
    expect(row).toMatchObject({
      status: 'Borrador',
      is_active: true,
      bullets: ['Hospedaje', 'Transporte', 'Desayunos'],
      price_usd: null,
      return_time: null,
    });
    expect(row.image_url).toMatch(/^\/storage\/experience-images\/trip-bacalar-siete-colores-\d+\.webp$/);
    expect((await t.app.inject(row.image_url)).statusCode).toBe(200);
    expect((await t.app.inject('/api/trips/bacalar-siete-colores')).statusCode).toBe(404);

    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/trips',
      ...multipart(trip, { bytes: await png(), name: 'b.png' }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.slug).toBe('Este slug ya existe.');

    const status = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/trips/${row.id}/status`,
      headers: { cookie: admin, origin: TEST_ORIGIN },
      payload: { status: 'Público' },
    });
    expect(status.json().status).toBe('Público');
    expect((await t.app.inject('/api/trips/bacalar-siete-colores')).json().destination).toBe(trip.destination);
    expect((await t.app.inject({ url: '/api/search', query: { q: 'bacalar' } })).json().results[0].slug).toBe(
      'bacalar-siete-colores',
    );

    const hidden = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/trips/${row.id}/active`,
      headers: { cookie: admin, origin: TEST_ORIGIN },
      payload: { is_active: false },
    });
    expect(hidden.json().is_active).toBe(false);
    expect((await t.app.inject('/api/trips/bacalar-siete-colores')).statusCode).toBe(404);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/trips/${row.id}`,
      ...multipart({ ...trip, destination: 'Bacalar', status: 'Público' }, { bytes: await png(), name: 'nueva.png' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().destination).toBe('Bacalar');
    expect(edited.json().image_url).not.toBe(row.image_url);
    expect((await t.app.inject(row.image_url)).statusCode).toBe(404); // the replaced cover is gone

    const slugClash = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/trips/${row.id}`,
      ...multipart({ ...trip, slug: 'barrancas-del-cobre' }),
    });
    expect(slugClash.statusCode).toBe(409);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/trips/${row.id}`,
      headers: { cookie: admin, origin: TEST_ORIGIN },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject('/api/trips/bacalar-siete-colores')).statusCode).toBe(404);
    expect((await t.app.inject(edited.json().image_url)).statusCode).toBe(404);
  });

  it('creates an experience that appears in the public list and search once public', async () => {
    const experience = {
      name: 'Kayak nocturno en Bacalar',
      slug: 'kayak-nocturno-bacalar',
      price: '1350',
      capacity: '1',
      max_capacity: '10',
      description: 'Rema bajo las estrellas.',
      bullets: 'Kayak\nChaleco',
      status: 'Público',
      is_active: true,
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/experiences',
      ...multipart(experience, { bytes: await png(), name: 'k.png' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().image_url).toMatch(/^\/storage\/experience-images\/kayak-nocturno-bacalar-\d+\.webp$/);
    const list = (await t.app.inject('/api/experiences')).json().data as { slug: string }[];
    expect(list[0]!.slug).toBe('kayak-nocturno-bacalar');
    expect(
      (await t.app.inject({ url: '/api/search', query: { q: 'KAYAK' } })).json().results.map((r: { slug: string }) => r.slug),
    ).toContain('kayak-nocturno-bacalar');
  });

  it('keeps start times sorted and unique with the meeting point, and refuses a bad time or map link (issue 15)', async () => {
    const experience = {
      name: 'Kayak al amanecer en Bacalar',
      slug: 'kayak-amanecer-bacalar',
      price: '1200',
      capacity: '1',
      max_capacity: '8',
      description: 'Rema al salir el sol.',
      status: 'Público',
      is_active: true,
      meeting_point: 'Muelle de la Laguna de los Siete Colores',
      meeting_point_url: 'https://www.google.com/maps/search/?api=1&query=Bacalar',
    };
    const post = (fields: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/experiences', ...multipart({ ...experience, ...fields }) });
    const badTime = await post({ start_times: '9:00, 25:00' });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().error.fields['start_times.1']).toBe('Escribe cada hora como HH:MM (24 horas), p. ej. 09:00.');
    const badLink = await post({ start_times: '09:00', meeting_point_url: 'http://mapa.example.com' });
    expect(badLink.json().error.fields.meeting_point_url).toBe('El enlace del mapa debe empezar con https://.');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/experiences',
      ...multipart({ ...experience, start_times: '13:30, 6:00 13:30' }, { bytes: await png(), name: 'k.png' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const shown = (await t.app.inject('/api/experiences/kayak-amanecer-bacalar')).json();
    expect(shown).toMatchObject({
      start_times: ['06:00', '13:30'],
      meeting_point: 'Muelle de la Laguna de los Siete Colores',
      meeting_point_url: 'https://www.google.com/maps/search/?api=1&query=Bacalar',
    });
  });

  it('searches by name or status and paginates on the server', async () => {
    const byStatus = (await t.app.inject({ url: '/api/admin/experiences?q=borrador', headers: { cookie: admin } })).json();
    expect(byStatus.data.length).toBeGreaterThan(0);
    for (const e of byStatus.data) expect(e.status).toBe('Borrador');
    const page = (await t.app.inject({ url: '/api/admin/experiences?perPage=2&page=2', headers: { cookie: admin } })).json();
    expect(page).toMatchObject({ currentPage: 2, perPage: 2 });
    expect(page.data).toHaveLength(2);
    expect(page.totalPages).toBe(Math.ceil(page.count / 2));
  });
});

describe('a failed edit with a new cover', () => {
  it('leaves no cover files behind when parallel edits race for one slug', async () => {
    const created = await Promise.all(
      ['a', 'b', 'c', 'd'].map(async (letter) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/admin/trips',
          ...multipart({ ...trip, slug: `carrera-${letter}` }, { bytes: await png(), name: `${letter}.png` }),
        });
        expect(res.statusCode).toBe(201);
        return res.json() as { id: string; image_url: string };
      }),
    );
    const cover = await png();
    // All four usually pass the slug check before any of them writes: the database's unique
    // index refuses the late ones after their new covers were stored.
    const results = await Promise.all(
      created.map((row) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/admin/trips/${row.id}`,
          ...multipart({ ...trip, slug: 'carrera-final' }, { bytes: cover, name: 'nueva.png' }),
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(refused.json().error.message).toBe('Este slug ya existe.');
    }
    const winner = results.find((r) => r.statusCode === 200)!.json() as { image_url: string };
    const winnerBase = winner.image_url
      .split('/')
      .pop()!
      .replace(/\.webp$/, '');
    const folder = join(t.config.dataDir, 'storage', 'experience-images');
    const raceFiles = readdirSync(folder).filter((f) => f.startsWith('trip-carrera-final-'));
    expect(raceFiles.sort()).toEqual([`${winnerBase}-480.webp`, `${winnerBase}-960.webp`, `${winnerBase}.webp`].sort());
    // The losers kept their own covers.
    const losers = created.filter((_, i) => results[i]!.statusCode === 409);
    expect(losers).toHaveLength(3);
    for (const row of losers) expect((await t.app.inject(row.image_url)).statusCode).toBe(200);
  });
});

describe('the gallery of an item (issue 16, docs/product.md §5.5)', () => {
  const storedFiles = () => readdirSync(join(t.config.dataDir, 'storage', 'experience-images'));
  const keyOf = (url: string) =>
    url
      .split('/')
      .pop()!
      .replace(/\.webp$/, '');
  const variantsOf = (url: string) => [`${keyOf(url)}-480.webp`, `${keyOf(url)}-960.webp`, `${keyOf(url)}.webp`];
  const photo = async (name: string) => ({ bytes: await png(), name });
  const gallerySlug = 'tulum-galeria';
  const tulum = { ...trip, destination: 'Tulum en fotos', slug: gallerySlug, status: 'Público' };

  it('stores photos in the order and with the descriptions given, converted like the cover, and shows them publicly', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/trips',
      ...multipart(
        {
          ...tulum,
          gallery: [
            { upload: 1, alt: '  Ruinas frente al mar  ' },
            { upload: 0, alt: '' },
          ],
        },
        await photo('portada.png'),
        [await photo('cenote.png'), await photo('ruinas.png')],
      ),
    });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json() as { id: string; image_url: string; gallery: { url: string; alt: string }[] };
    expect(row.gallery.map((g) => g.alt)).toEqual(['Ruinas frente al mar', '']);
    for (const { url } of row.gallery) {
      expect(url).toMatch(/^\/storage\/experience-images\/trip-tulum-galeria-\d+\.webp$/);
      expect(url).not.toBe(row.image_url);
      for (const file of variantsOf(url)) expect(storedFiles()).toContain(file);
      const served = await t.app.inject(url);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    const shown = (await t.app.inject(`/api/trips/${gallerySlug}`)).json();
    expect(shown.gallery).toEqual(row.gallery);
  });

  it('reorders, removes and adds photos in one edit, deleting the files of the removed one', async () => {
    const [first, second] = (await t.app.inject(`/api/trips/${gallerySlug}`)).json().gallery as { url: string; alt: string }[];
    const id = (await t.app.inject(`/api/trips/${gallerySlug}`)).json().id as string;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/trips/${id}`,
      ...multipart(
        {
          ...tulum,
          gallery: [
            { upload: 0, alt: 'Cenote' },
            { url: first!.url, alt: 'Ruinas de Tulum' },
          ],
        },
        undefined,
        [await photo('cenote-2.png')],
      ),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const gallery = edited.json().gallery as { url: string; alt: string }[];
    expect(gallery).toHaveLength(2);
    expect(gallery[0]!.alt).toBe('Cenote');
    expect(gallery[1]).toEqual({ url: first!.url, alt: 'Ruinas de Tulum' });
    expect((await t.app.inject(`/api/trips/${gallerySlug}`)).json().gallery).toEqual(gallery);
    // The removed photo's files are gone; the kept one's stay.
    for (const file of variantsOf(second!.url)) expect(storedFiles()).not.toContain(file);
    expect((await t.app.inject(first!.url)).statusCode).toBe(200);

    // An edit that does not mention the gallery keeps it.
    const untouched = await t.app.inject({ method: 'PUT', url: `/api/admin/trips/${id}`, ...multipart(tulum) });
    expect(untouched.json().gallery).toEqual(gallery);
  });

  it('refuses a photo removed meanwhile, a misplaced file, too many photos and a fake image, storing nothing', async () => {
    const item = (await t.app.inject(`/api/trips/${gallerySlug}`)).json() as { id: string; gallery: { url: string }[] };
    const before = storedFiles().sort();
    const put = (data: object, gallery: Upload[] = []) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/trips/${item.id}`,
        ...multipart({ ...tulum, ...data }, undefined, gallery),
      });

    const stale = await put({ gallery: [{ url: '/storage/experience-images/trip-tulum-galeria-1.webp', alt: '' }] }, [
      await photo('x.png'),
    ]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.fields.gallery).toBe(
      'Las imágenes cambiaron mientras editabas. Cierra el formulario y vuelve a abrirlo.',
    );
    const unplaced = await put({ gallery: item.gallery }, [await photo('sobra.png')]);
    expect(unplaced.statusCode).toBe(400);
    expect(unplaced.json().error.fields.gallery).toBe('La galería no coincide con las imágenes enviadas.');
    const nine = Array.from({ length: 9 }, (_, i) => ({ url: `/storage/experience-images/x-${i}.webp`, alt: '' }));
    const tooMany = await put({ gallery: nine });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields.gallery).toBe('La galería admite hasta 8 imágenes.');
    const fake = await put({ gallery: [...item.gallery, { upload: 0, alt: '' }] }, [
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'foto.png' },
    ]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.message).toBe('Solo se aceptan imágenes PNG, JPEG o WebP.');

    // More files than the form has: a second cover, a ninth photo.
    const twoCovers = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/trips/${item.id}`,
      ...multipart(tulum, await photo('a.png'), [{ ...(await photo('b.png')), field: 'image' }]),
    });
    expect(twoCovers.statusCode).toBe(413);
    const nineFiles = Array.from({ length: 9 }, (_, i) => ({ upload: i, alt: '' }));
    const ninth = await put({ gallery: nineFiles.slice(0, 8) }, await Promise.all(nineFiles.map((_, i) => photo(`${i}.png`))));
    expect(ninth.statusCode).toBe(413);
    expect(ninth.json().error.message).toBe('El archivo o la solicitud es demasiado grande.');

    expect(storedFiles().sort()).toEqual(before);
    expect((await t.app.inject(`/api/trips/${gallerySlug}`)).json().gallery).toEqual(item.gallery);
  });

  it('leaves no orphan files when two edits replace the cover and gallery at once', async () => {
    const item = (await t.app.inject(`/api/trips/${gallerySlug}`)).json() as { id: string; image_url: string };
    const edit = async (name: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/trips/${item.id}`,
        ...multipart({ ...tulum, gallery: [{ upload: 0, alt: name }] }, await photo(`${name}.png`), [
          await photo(`${name}-g.png`),
        ]),
      });
    const results = await Promise.all([edit('uno'), edit('dos')]);
    // Both usually read the item before either writes: the later write finds its images
    // changed and is refused (its new files removed); one after the other, both succeed.
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(results.map((r) => r.statusCode).sort());
    const final = (await t.app.inject(`/api/trips/${gallerySlug}`)).json() as { image_url: string; gallery: { url: string }[] };
    const expected = [final.image_url, ...final.gallery.map((g) => g.url)].flatMap(variantsOf).sort();
    expect(
      storedFiles()
        .filter((file) => file.startsWith('trip-tulum-galeria-'))
        .sort(),
    ).toEqual(expected);
  });

  it('deletes the gallery files with the item', async () => {
    const item = (await t.app.inject(`/api/trips/${gallerySlug}`)).json() as { id: string; gallery: { url: string }[] };
    expect(item.gallery.length).toBeGreaterThan(0);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/trips/${item.id}`,
      headers: { cookie: admin, origin: TEST_ORIGIN },
    });
    expect(deleted.statusCode).toBe(204);
    expect(storedFiles().filter((file) => file.startsWith('trip-tulum-galeria-'))).toEqual([]);
  });

  it('gives experiences a gallery too, reordered on edit', async () => {
    const experience = {
      name: 'Cenotes de Homún',
      slug: 'cenotes-homun',
      price: '900',
      capacity: '1',
      max_capacity: '10',
      description: 'Tres cenotes en un día.',
      status: 'Público',
      is_active: true,
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/experiences',
      ...multipart(
        {
          ...experience,
          gallery: [
            { upload: 0, alt: 'Primero' },
            { upload: 1, alt: 'Segundo' },
          ],
        },
        await photo('p.png'),
        [await photo('a.png'), await photo('b.png')],
      ),
    });
    expect(created.statusCode, created.body).toBe(201);
    const [a, b] = created.json().gallery as { url: string; alt: string }[];
    const swapped = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/experiences/${created.json().id}`,
      ...multipart({ ...experience, gallery: [b, a] }),
    });
    expect(swapped.json().gallery).toEqual([b, a]);
    expect((await t.app.inject('/api/experiences/cenotes-homun')).json().gallery).toEqual([b, a]);
  });
});

describe('trip dates (issue 16, docs/product.md §5.4)', () => {
  const today = todayInMexico();
  const trips = async () => (await t.app.inject({ url: '/api/admin/trips?perPage=100', headers: { cookie: admin } })).json();
  const storedFiles = () => readdirSync(join(t.config.dataDir, 'storage', 'experience-images')).length;
  const dated = { ...trip, slug: 'fechas-de-viaje', departure_date: addDays(today, 10), return_date: addDays(today, 12) };

  it('refuses on create a departure before today in Mexico City and a return before the departure, storing nothing', async () => {
    const before = { count: (await trips()).count, files: storedFiles() };
    const cases: [object, Record<string, string>][] = [
      [{ departure_date: addDays(today, -1), return_date: '' }, { departure_date: TRIP_FORM_MESSAGES.departurePast }],
      [{ return_date: addDays(today, 9) }, { return_date: TRIP_FORM_MESSAGES.returnBeforeDeparture }],
      [
        { return_date: dated.departure_date, departure_time: '09:00', return_time: '08:30' },
        { return_time: TRIP_FORM_MESSAGES.returnTimeBeforeDeparture },
      ],
    ];
    for (const [change, fields] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/trips',
        ...multipart({ ...dated, ...change }, { bytes: await png(), name: 'fechas.png' }),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({ message: 'Revisa los datos enviados.', fields });
    }
    expect({ count: (await trips()).count, files: storedFiles() }).toEqual(before);

    // Today itself, and a return later the same day, are fine.
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/trips',
      ...multipart(
        { ...dated, departure_date: today, return_date: today, departure_time: '07:00', return_time: '21:00' },
        { bytes: await png(), name: 'hoy.png' },
      ),
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('on edit keeps a past departure left as it is, and refuses moving it to another past day or a return before it', async () => {
    const [left] = await t.app.database.db
      .insert(tripsTable)
      .values(tripRow({ slug: 'ya-salio', departure_date: addDays(today, -30), return_date: addDays(today, -27) }))
      .returning();
    const body = {
      ...trip,
      slug: 'ya-salio',
      destination: 'Ya salió',
      departure_date: left!.departure_date,
      return_date: left!.return_date,
    };
    const put = (data: object) => t.app.inject({ method: 'PUT', url: `/api/admin/trips/${left!.id}`, ...multipart(data) });

    const kept = await put({ ...body, status: 'Terminado' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ departure_date: left!.departure_date, status: 'Terminado' });

    const moved = await put({ ...body, departure_date: addDays(today, -29), status: 'Cancelado' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fields).toEqual({ departure_date: TRIP_FORM_MESSAGES.departurePast });
    const backwards = await put({ ...body, return_date: addDays(today, -31), status: 'Cancelado' });
    expect(backwards.json().error.fields).toEqual({ return_date: TRIP_FORM_MESSAGES.returnBeforeDeparture });
    // Nothing changed by the refused edits.
    const [stored] = await t.app.database.db.select().from(tripsTable).where(eq(tripsTable.id, left!.id));
    expect(stored).toMatchObject({ departure_date: left!.departure_date, return_date: left!.return_date, status: 'Terminado' });

    // Moved to the future, it is checked like a new one.
    expect((await put({ ...body, departure_date: addDays(today, 5), return_date: addDays(today, 6) })).statusCode).toBe(200);
  });
});

describe('cancellation policy per item (docs/product.md §15.1, issue 17)', () => {
  const experience = {
    name: 'Snorkel en Puerto Morelos',
    slug: 'snorkel-puerto-morelos',
    price: '990',
    capacity: '1',
    max_capacity: '10',
    description: 'Arrecife y tortugas.',
    status: 'Público',
    is_active: true,
  };
  const send = async (method: 'POST' | 'PUT', url: string, data: object) =>
    t.app.inject({ method, url, ...multipart(data, { bytes: await png(), name: 's.png' }) });

  it('stores the hours on create and edit (48 when left out), returns them publicly and refuses -1 and 1000', async () => {
    const created = await send('POST', '/api/admin/experiences', experience);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().free_cancellation_hours).toBe(48);
    const id = created.json().id as string;

    const edited = await send('PUT', `/api/admin/experiences/${id}`, { ...experience, free_cancellation_hours: '24' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().free_cancellation_hours).toBe(24);
    expect((await t.app.inject('/api/experiences/snorkel-puerto-morelos')).json().free_cancellation_hours).toBe(24);
    // An edit that does not send the field keeps what is stored.
    const untouched = await send('PUT', `/api/admin/experiences/${id}`, experience);
    expect(untouched.json().free_cancellation_hours).toBe(24);

    for (const hours of ['-1', '1000', 1000, '2.5']) {
      const bad = await send('PUT', `/api/admin/experiences/${id}`, { ...experience, free_cancellation_hours: hours });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.free_cancellation_hours).toBe('Escribe un número entero de horas entre 0 y 720.');
    }

    const tripData = { ...trip, slug: 'bacalar-no-reembolsable', departure_date: addDays(todayInMexico(), 30), return_date: '' };
    const noRefund = await send('POST', '/api/admin/trips', { ...tripData, free_cancellation_hours: 0, status: 'Público' });
    expect(noRefund.statusCode, noRefund.body).toBe(201);
    expect(noRefund.json().free_cancellation_hours).toBe(0);
    expect((await t.app.inject('/api/trips/bacalar-no-reembolsable')).json().free_cancellation_hours).toBe(0);
    const tooLong = await send('PUT', `/api/admin/trips/${noRefund.json().id}`, { ...tripData, free_cancellation_hours: -1 });
    expect(tooLong.json().error.fields.free_cancellation_hours).toBe('Escribe un número entero de horas entre 0 y 720.');
  });
});

describe('Idiomas del guía (issue 28: one field, declared once)', () => {
  const experience = {
    name: 'Kayak en la laguna de Bacalar',
    slug: 'kayak-bacalar',
    price: '850',
    capacity: '1',
    max_capacity: '8',
    description: 'Al amanecer, entre estromatolitos.',
    status: 'Público',
    is_active: true,
  };
  const send = async (method: 'POST' | 'PUT', url: string, data: object) =>
    t.app.inject({ method, url, ...multipart(data, { bytes: await png(), name: 'k.png' }) });

  it('stores the languages in their list order (Spanish when left out), refuses others in Spanish, and keeps them on an edit without them', async () => {
    const created = await send('POST', '/api/admin/experiences', experience);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().guide_languages).toEqual(['es']);
    const id = created.json().id as string;

    const edited = await send('PUT', `/api/admin/experiences/${id}`, { ...experience, guide_languages: ['en', 'es', 'en'] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().guide_languages).toEqual(['es', 'en']);
    const untouched = await send('PUT', `/api/admin/experiences/${id}`, experience);
    expect(untouched.json().guide_languages).toEqual(['es', 'en']);

    for (const [languages, message] of [
      [['es', 'xx'], 'Elige idiomas de la lista.'],
      ['es', 'Elige idiomas de la lista.'],
      [[], 'Elige al menos un idioma.'],
    ] as const) {
      const bad = await send('PUT', `/api/admin/experiences/${id}`, { ...experience, guide_languages: languages });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatchObject({ message: 'Revisa los datos enviados.', fields: { guide_languages: message } });
    }
    expect((await t.app.inject(`/api/experiences/${experience.slug}`)).json().guide_languages).toEqual(['es', 'en']);
  });

  it('is audited under its Spanish name, shown on the public page API and on the manifest', async () => {
    const created = await send('POST', '/api/admin/experiences', { ...experience, slug: 'kayak-bacalar-2' });
    const id = created.json().id as string;
    await send('PUT', `/api/admin/experiences/${id}`, { ...experience, slug: 'kayak-bacalar-2', guide_languages: ['fr', 'es'] });

    const audit = await t.app.inject({ url: `/api/admin/audit?kind=experience&record=${id}`, headers: { cookie: admin } });
    expect(audit.statusCode, audit.body).toBe(200);
    const update = (audit.json().data as AuditEntryView[]).find((entry) => entry.action === 'update')!;
    const change = auditChanges(update.before, update.after).find((c) => c.field === 'guide_languages');
    expect(change).toEqual({ field: 'guide_languages', before: ['es'], after: ['es', 'fr'] });
    expect(auditFieldLabel(change!.field)).toBe('Idiomas del guía');

    const page = await t.app.inject('/api/experiences/kayak-bacalar-2');
    expect(page.json().guide_languages).toEqual(['es', 'fr']);

    const date = addDays(todayInMexico(), 3);
    const manifest = await t.app.inject({
      url: `/api/admin/departures/manifest?kind=experience&id=${id}&date=${date}`,
      headers: { cookie: admin },
    });
    expect(manifest.statusCode, manifest.body).toBe(200);
    expect(manifest.json().facts).toEqual([{ label: 'Idiomas del guía', value: 'Español, Français' }]);
  });
});

describe('durations stored as values (issue 30 item 5, decision 0215)', () => {
  const experience = {
    name: 'Paseo en lancha por Bacalar',
    price: '650',
    capacity: '1',
    max_capacity: '8',
    description: 'Por los rápidos y el canal de los piratas.',
    status: 'Público',
    is_active: true,
  };
  const send = async (url: string, data: object) =>
    t.app.inject({ method: 'POST', url, ...multipart(data, { bytes: await png(), name: 'd.png' }) });

  it('keeps hours, days and nights as numbers on the public API, and refuses a fraction of a night in Spanish, saving nothing', async () => {
    const exp = await send('/api/admin/experiences', { ...experience, slug: 'lancha-bacalar', duration_hours: '1,5' });
    expect(exp.statusCode, exp.body).toBe(201);
    expect((await t.app.inject('/api/experiences/lancha-bacalar')).json()).toMatchObject({ duration_hours: 1.5 });

    const made = await send('/api/admin/trips', {
      ...trip,
      status: 'Público',
      slug: 'bacalar-dias',
      duration_days: '4',
      duration_nights: '3',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await t.app.inject('/api/trips/bacalar-dias')).json()).toMatchObject({ duration_days: 4, duration_nights: 3 });

    const before = (await t.app.inject({ url: '/api/admin/trips', headers: { cookie: admin } })).json().count;
    const bad = await send('/api/admin/trips', { ...trip, slug: 'bacalar-media', duration_days: '2', duration_nights: '1,5' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ duration_nights: 'Escribe las noches como un número entero.' });
    const zero = await send('/api/admin/experiences', { ...experience, slug: 'lancha-cero', duration_hours: '0' });
    expect(zero.json().error.fields).toEqual({ duration_hours: 'Escribe las horas como un número mayor a 0.' });
    expect((await t.app.inject({ url: '/api/admin/trips', headers: { cookie: admin } })).json().count).toBe(before);
  });

  it('every demo item states its duration as values', async () => {
    const demo = new Set([...demoExperiences, ...demoTrips].map((item) => item.slug));
    const rows = (await t.app.database.db.select().from(experiencesTable)).filter((row) => demo.has(row.slug));
    expect(rows.length).toBe(demoExperiences.length);
    expect(rows.filter((row) => row.duration_hours === null).map((row) => row.slug)).toEqual([]);
    const trips = (await t.app.database.db.select().from(tripsTable)).filter((row) => demo.has(row.slug));
    expect(trips.filter((row) => row.duration_days === null).map((row) => row.slug)).toEqual(['puerto-escondido']);
  });

  it('migration 0029 fills the values from the text staff wrote, and leaves other wording as text only', async () => {
    const db = t.app.database.db;
    const [hours] = await db
      .insert(experiencesTable)
      .values({ name: 'Viejo', slug: 'viejo-horas', price: 100, duration: ' 2,5 Horas ' })
      .returning();
    const [halfDay] = await db
      .insert(experiencesTable)
      .values({ name: 'Viejo 2', slug: 'viejo-medio', price: 100, duration: 'Medio día' })
      .returning();
    const [days] = await db
      .insert(tripsTable)
      .values(tripRow({ slug: 'viejo-dias', duration: '5 días / 4 noches' }))
      .returning();
    const migration = readFileSync(new URL('../src/db/migrations/0029_duration_values.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint').filter((s) => /^\s*(--.*\n)*\s*UPDATE/i.test(s)))
      await db.execute(sql.raw(statement));
    const hoursOf = async (id: string) =>
      (await db.select().from(experiencesTable).where(eq(experiencesTable.id, id)))[0]!.duration_hours;
    expect(await hoursOf(hours!.id)).toBe(2.5);
    expect(await hoursOf(halfDay!.id)).toBeNull();
    const [trip] = await db.select().from(tripsTable).where(eq(tripsTable.id, days!.id));
    expect(trip).toMatchObject({ duration_days: 5, duration_nights: 4 });
  });
});

describe('Tipos de viajero in the dialog (issue 32, decision 0232)', () => {
  const experience = {
    name: 'Cenotes de Homún en bicicleta',
    slug: 'cenotes-homun-bici',
    price: '900',
    capacity: '1',
    max_capacity: '10',
    description: 'Tres cenotes entre henequenales.',
    status: 'Público',
    is_active: true,
  };
  const send = async (method: 'POST' | 'PUT', url: string, data: object) =>
    t.app.inject({ method, url, ...multipart(data, { bytes: await png(), name: 'h.png' }) });
  // As the dialog sends them: numbers as typed text, a blank English name, the list's order.
  const rows = [
    { id: 'adulto', name: 'Adulto', nameEn: 'Adult', price: '900', minAge: '12', maxAge: '', takesPlace: true, sortOrder: 5 },
    {
      id: 'nino',
      name: 'Niño (3 a 11 años)',
      nameEn: '',
      price: '650,50',
      minAge: '3',
      maxAge: '11',
      takesPlace: true,
      sortOrder: 0,
    },
    {
      id: 'infante',
      name: 'Infante (0 a 2)',
      nameEn: 'Infant (0 to 2)',
      price: '0',
      minAge: '0',
      maxAge: '2',
      takesPlace: false,
      sortOrder: 1,
    },
  ];

  it('stores the types as typed, in the list order, and audits them under their Spanish name', async () => {
    const created = await send('POST', '/api/admin/experiences', experience);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const edited = await send('PUT', `/api/admin/experiences/${id}`, { ...experience, traveller_types: rows });
    expect(edited.statusCode, edited.body).toBe(200);
    const stored = [
      { id: 'adulto', name: 'Adulto', nameEn: 'Adult', price: 900, minAge: 12, maxAge: null, takesPlace: true, sortOrder: 0 },
      {
        id: 'nino',
        name: 'Niño (3 a 11 años)',
        nameEn: null,
        price: 650.5,
        minAge: 3,
        maxAge: 11,
        takesPlace: true,
        sortOrder: 1,
      },
      {
        id: 'infante',
        name: 'Infante (0 a 2)',
        nameEn: 'Infant (0 to 2)',
        price: 0,
        minAge: 0,
        maxAge: 2,
        takesPlace: false,
        sortOrder: 2,
      },
    ];
    expect(edited.json().traveller_types).toEqual(stored);
    // An edit without types (or with an empty list) keeps them.
    const untouched = await send('PUT', `/api/admin/experiences/${id}`, { ...experience, traveller_types: [] });
    expect(untouched.json().traveller_types).toEqual(stored);

    const audit = await t.app.inject({ url: `/api/admin/audit?kind=experience&record=${id}`, headers: { cookie: admin } });
    const updates = (audit.json().data as AuditEntryView[]).filter((entry) => entry.action === 'update');
    const change = updates.flatMap((u) => auditChanges(u.before, u.after)).find((c) => c.field === 'traveller_types');
    expect(change?.after).toEqual(stored);
    expect(auditFieldLabel('traveller_types')).toBe('Tipos de viajero');
  });

  it('refuses in Spanish a set where no type takes a place, or a bad age, and changes nothing', async () => {
    const created = await send('POST', '/api/admin/trips', { ...trip, slug: 'bacalar-tipos', traveller_types: rows.slice(0, 1) });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const before = await t.app.database.db.select().from(tripsTable).where(eq(tripsTable.id, id));

    for (const [types, message] of [
      [rows.map((r) => ({ ...r, takesPlace: false })), 'Debe haber al menos un tipo de viajero que ocupe lugar.'],
      [[{ ...rows[1]!, minAge: '12', maxAge: '3' }], 'La edad máxima no puede ser menor que la mínima.'],
      [[{ ...rows[0]!, price: 'gratis' }], 'Escribe un precio válido para el tipo de viajero.'],
      [[{ ...rows[0]!, minAge: '2.5' }], 'Escribe una edad entera entre 0 y 120, o déjala en blanco.'],
    ] as const) {
      const bad = await send('PUT', `/api/admin/trips/${id}`, { ...trip, slug: 'bacalar-tipos', traveller_types: types });
      expect(bad.statusCode).toBe(400);
      const error = bad.json().error as { message: string; fields: Record<string, string> };
      expect(error.message).toBe('Revisa los datos enviados.');
      // Under the field, or under the row's input that is wrong (`traveller_types.0.maxAge`).
      expect(Object.entries(error.fields).filter(([key]) => key.split('.')[0] === 'traveller_types')).toEqual([
        [expect.any(String), message],
      ]);
    }
    expect(await t.app.database.db.select().from(tripsTable).where(eq(tripsTable.id, id))).toEqual(before);
    const audit = await t.app.inject({ url: `/api/admin/audit?kind=trip&record=${id}`, headers: { cookie: admin } });
    expect((audit.json().data as AuditEntryView[]).filter((entry) => entry.action === 'update')).toEqual([]);
  });
});
