import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_FIELD_LABELS,
  auditChangeLines,
  auditFieldShown,
  bookingReference,
  formatLongDate,
  todayInMexico,
  type AuditEntryView,
} from '@hv/shared';
import { insertRows } from '../src/db/factories.ts';
import { reviews } from '../src/db/schema.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { addDays, saturday } from './dates.ts';
import { withPeople } from './payment-helpers.ts';

// Issue 29 item 11: a Historial a person can read — every field the trail stores by its Spanish
// name, its values as a person writes them, a departure named, lines found by a booking's
// reference; and a date move on the booking's own history for every staff role (decision 0186).

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  for (const role of ['admin', 'coordinador', 'organizador'])
    cookies[role] = await signIn(t.app, `${role}@example.com`, 'demo1234');
});
afterAll(() => t?.close());

const db = () => t.app.database.db;
const rows = () => insertRows(db());
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET', url: string, cookie: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, cookie, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload } : {}),
  });
const ok = async (res: Awaited<ReturnType<typeof send>>) => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};
const manualSale = async (body: object) =>
  (
    await ok(
      await send(
        'POST',
        '/api/admin/bookings/manual',
        cookies.coordinador!,
        withPeople({ contactName: 'Cliente Teléfono', ...body }),
      ),
    )
  ).json() as { id: string; reference: string };

/** Every line of the trail, newest first, as the Historial screen reads them. */
async function trail(query = ''): Promise<AuditEntryView[]> {
  const lines: AuditEntryView[] = [];
  for (let page = 1; ; page++) {
    const res = await send('GET', `/api/admin/audit?perPage=100&page=${page}${query ? `&${query}` : ''}`, cookies.admin!);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: AuditEntryView[]; totalPages: number };
    lines.push(...body.data);
    if (page >= body.totalPages) return lines;
  }
}

/** The kinds of staff write, each once: what the trail holds after a day at the desk. */
async function aDayOfWrites() {
  const experience = await rows().experience({
    name: 'Kayak en Bacalar',
    price: 1450,
    start_times: ['09:00', '11:30'],
    status: 'Borrador',
  });
  await ok(await send('PATCH', `/api/admin/experiences/${experience.id}/status`, cookies.coordinador!, { status: 'Público' }));
  const trip = await rows().trip({ destination: 'Huasteca Potosina' });
  await ok(await send('PATCH', `/api/admin/trips/${trip.id}/active`, cookies.organizador!, { is_active: false }));
  const person = await rows().user({ email: 'legible@example.com', fullName: 'Antes Nombre' });
  await ok(
    await send('PUT', `/api/admin/people/${person.id}?group=travellers`, cookies.organizador!, {
      full_name: 'Después Nombre',
      role: 'Viajero',
    }),
  );
  await ok(
    await send('POST', '/api/admin/coupons', cookies.coordinador!, {
      code: 'LEGIBLE10',
      discount_percentage: 10,
      quantity: 5,
      valid_until: addDays(todayInMexico(), 30),
    }),
  );
  await ok(
    await send('POST', '/api/admin/gift-cards', cookies.coordinador!, {
      series: 'LEGIBLE12345',
      credit: 300,
      currency: 'MXN',
      expiry_date: addDays(todayInMexico(), 60),
    }),
  );
  const request = await rows().transportRequest();
  await ok(
    await send('PATCH', `/api/admin/transport-requests/${request.id}`, cookies.organizador!, {
      status: 'contacted',
      staff_note: 'Llamé',
    }),
  );
  await ok(
    await send('POST', `/api/admin/experiences/${experience.id}/closed-dates`, cookies.coordinador!, {
      date: saturday(5),
      reason: 'Norte',
    }),
  );
  const link = await manualSale({
    kind: 'experience',
    id: experience.id,
    date: saturday(2),
    startTime: '09:00',
    passengers: 1,
    payment: { mode: 'link' },
  });

  // A paid sale, refunded in part, then its departure cancelled with its refund.
  const paid = await manualSale({
    kind: 'experience',
    id: experience.id,
    date: saturday(3),
    startTime: '11:30',
    passengers: 2,
    payment: { mode: 'paid', method: 'Efectivo', amount: 2900 },
  });
  await ok(
    await send('POST', `/api/admin/bookings/${paid.id}/refund`, cookies.coordinador!, {
      amount: 200,
      reason: 'Un pasajero menos',
    }),
  );
  await ok(
    await send('POST', '/api/admin/departures/cancel', cookies.admin!, {
      kind: 'experience',
      id: experience.id,
      date: saturday(3),
      startTime: '11:30',
      reason: 'Frente frío',
    }),
  );

  // A date move by staff, and a check-in today.
  const moved = await manualSale({
    kind: 'experience',
    id: experience.id,
    date: saturday(2),
    startTime: '09:00',
    passengers: 1,
    payment: { mode: 'paid', method: 'Transferencia', amount: 1450 },
  });
  await ok(
    await send('POST', `/api/admin/bookings/${moved.id}/reschedule`, cookies.admin!, { date: saturday(4), startTime: '11:30' }),
  );
  const today = await rows().trip({ destination: 'Salida de hoy', departure_date: todayInMexico() });
  const present = await rows().booking({ trip: today }, { status: 'Pagada' });
  await ok(await send('POST', '/api/admin/check-in', cookies.organizador!, { code: bookingReference(present.id) }));

  // An experience's traveller types and pickup points edited in its dialog (decisions 0232, 0240).
  const lists = await rows().experience({ name: 'Ballenas legibles', slug: 'ballenas-legibles', start_times: ['08:00'] });
  await ok(
    await send('PUT', `/api/admin/experiences/${lists.id}`, cookies.admin!, {
      name: 'Ballenas legibles',
      slug: 'ballenas-legibles',
      price: '1450',
      capacity: '1',
      max_capacity: '10',
      description: 'Tiburón ballena.',
      start_times: '08:00',
      guide_languages: ['es'],
      weekdays: ['sat'],
      status: 'Público',
      is_active: true,
      traveller_types: [
        { id: 'adulto', name: 'Adulto', nameEn: '', price: '1450', minAge: '', maxAge: '', takesPlace: true, sortOrder: 0 },
        {
          id: 'infante',
          name: 'Infante (0 a 2)',
          nameEn: '',
          price: '0',
          minAge: '0',
          maxAge: '2',
          takesPlace: false,
          sortOrder: 1,
        },
      ],
      pickups: [{ id: 'zh', name: 'Zona Hotelera Cancún', nameEn: '', minutesBefore: '45', charge: '150', sortOrder: 0 }],
    }),
  );

  const [review] = await db().select({ id: reviews.id }).from(reviews).limit(1);
  await ok(await send('POST', `/api/admin/reviews/${review!.id}/hide`, cookies.coordinador!, { reason: 'Lenguaje ofensivo' }));
  return { experience, link, paid, moved };
}

let day: Awaited<ReturnType<typeof aDayOfWrites>>;
beforeAll(async () => {
  day = await aDayOfWrites();
});

describe('Historial a person can read (issue 29 item 11)', () => {
  it('names every field the trail stores in Spanish and writes no value as stored (no ISO dates, no raw amounts)', async () => {
    const lines = await trail();
    const kinds = new Set(lines.map((l) => `${l.kind}:${l.action}`));
    // The day's writes are all there.
    for (const k of [
      'experience:status',
      'trip:visibility',
      'person:update',
      'coupon:create',
      'gift-card:create',
      'transport-request:status',
      'closed-date:close',
      'booking:payment-link',
      'booking:manual-sale',
      'booking:refund',
      'departure:cancel',
      'booking:reschedule',
      'booking:check-in',
      'review:hide',
    ])
      expect(kinds, k).toContain(k);

    const fields = new Set<string>();
    for (const line of lines)
      for (const snapshot of [line.before, line.after])
        if (snapshot && typeof snapshot === 'object') for (const field of Object.keys(snapshot)) fields.add(field);
    const unnamed = [...fields].filter((f) => auditFieldShown(f) && !AUDIT_FIELD_LABELS[f]);
    expect(unnamed, 'fields without a Spanish name').toEqual([]);

    for (const line of lines)
      for (const change of auditChangeLines(line)) {
        const text = `${change.label}: ${change.before} → ${change.after}`;
        expect(text, `${line.kind}:${line.action}`).not.toMatch(/\d{4}-\d{2}-\d{2}|T\d{2}:\d{2}|\{"/);
      }
  });

  it('writes money as money, switches as Sí/No, days long, instants on Mexico City’s clock', async () => {
    const lines = await trail();
    const changes = (kind: string, action: string) =>
      lines.filter((l) => l.kind === kind && l.action === action).flatMap((l) => auditChangeLines(l));
    expect(changes('booking', 'refund')).toEqual(
      expect.arrayContaining([
        { field: 'refunded_amount', label: 'Reembolsado', before: '$0.00', after: '$200.00' },
        { field: 'refund', label: 'Reembolso', before: '—', after: '$200.00' },
      ]),
    );
    expect(changes('departure', 'cancel')).toEqual(
      expect.arrayContaining([
        { field: 'dateClosed', label: 'Fecha cerrada', before: 'No', after: 'Sí' },
        { field: 'total', label: 'Total', before: '—', after: '$2,700.00' },
      ]),
    );
    expect(changes('coupon', 'create')).toEqual(
      expect.arrayContaining([{ field: 'discount_percentage', label: 'Descuento (%)', before: '—', after: '10 %' }]),
    );
    expect(changes('transport-request', 'status')).toEqual(
      expect.arrayContaining([{ field: 'status', label: 'Estado', before: 'Pendiente', after: 'Contactada' }]),
    );
    expect(changes('closed-date', 'close')).toEqual(
      expect.arrayContaining([{ field: 'date', label: 'Fecha', before: '—', after: formatLongDate(saturday(5)) }]),
    );
    expect(changes('experience', 'update')).toEqual(
      expect.arrayContaining([
        { field: 'pickups', label: 'Puntos de recogida', before: '—', after: 'Zona Hotelera Cancún (45 min antes, $150.00)' },
        {
          field: 'traveller_types',
          label: 'Tipos de viajero',
          before: expect.any(String),
          after: 'Adulto ($1,450.00), Infante (0 a 2) ($0.00, no ocupa lugar)',
        },
      ]),
    );
    const [checkIn] = changes('booking', 'check-in').filter((c) => c.field === 'checked_in_at');
    // The desk's own way of writing an instant (es-MX, long): '27 de noviembre de 2026, 4:48' or '… a las 4:48 a.m.'.
    expect(checkIn?.after).toMatch(/^\d{1,2} de [a-z]+ de \d{4}\D+\d{1,2}:\d{2}/);
  });

  it('names a cancelled departure by its item, date and start time', async () => {
    const [cancel] = (await trail('kind=departure')).filter((l) => l.action === 'cancel');
    expect(cancel?.recordName).toBe(`Kayak en Bacalar, ${formatLongDate(saturday(3))}, 11:30`);
  });

  it('finds a booking’s lines by its reference as typed, the departure that refunded it included', async () => {
    const typed = `${day.paid.reference.slice(0, 4).toLowerCase()} ${day.paid.reference.slice(4)}`;
    const lines = await trail(`reference=${encodeURIComponent(typed)}`);
    expect(lines.map((l) => `${l.kind}:${l.action}`).sort()).toEqual([
      'booking:manual-sale',
      'booking:refund',
      'departure:cancel',
    ]);
    expect(await trail(`reference=${day.link.reference}`)).toHaveLength(1);
    expect((await send('GET', '/api/admin/audit?reference=hola', cookies.admin!)).statusCode).toBe(400);
  });
});

describe('a date move on the booking’s own history (decision 0186)', () => {
  it('a Coordinador (and an Organizador) sees who moved it, from when to when', async () => {
    for (const role of ['coordinador', 'organizador']) {
      const detail = (await send('GET', `/api/admin/bookings/${day.moved.id}`, cookies[role]!)).json() as {
        events: { label: string }[];
      };
      expect(detail.events.map((e) => e.label)).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^Fecha cambiada del ${formatLongDate(saturday(2))}, 09:00 al ${formatLongDate(saturday(4))}, 11:30; la cambió .+ \\(Administrador\\)$`,
          ),
        ),
      );
    }
    // The trail itself stays the Administrador's (decision 0141).
    expect((await send('GET', `/api/admin/audit?reference=${day.moved.reference}`, cookies.coordinador!)).statusCode).toBe(403);
  });
});
