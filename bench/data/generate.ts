// The large, realistic data set the bench runs against (issue 8): written with set-based SQL
// (generate_series), so 100 000 users and 50 000 bookings take seconds, on PGlite and on a
// PostgreSQL server alike. Deterministic: the same figures every run.

/** A fixed secret, so a prepared database (and its demo password hashes) can be reused. */
export const BENCH_AUTH_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/** The trip whose one departure holds DATASET.manifestBookings bookings. */
export const MANIFEST_TRIP_ID = '00000000-0000-4000-8000-0000000b5000';

export const DATASET = {
  experiences: 6000,
  trips: 4000,
  users: 100_000,
  bookings: 100_000,
  /** Paid bookings on one departure (MANIFEST_TRIP_ID's), for the manifest of the operations desk. */
  manifestBookings: 500,
  coupons: 2000,
  giftCards: 5000,
} as const;

/** Runs one SQL statement (no parameters: every value here is a literal we wrote). */
export type Execute = (sql: string) => Promise<unknown>;

// Word lists. `Cancún` is common (about 1 item in 12); `Cañón del Sumidero` is rare (1 in 500),
// so search is measured for a term with many matches and one with few (hot-requests.ts).
const PLACES = [
  'Cancún',
  'Oaxaca',
  'San Miguel de Allende',
  'Guanajuato',
  'Puebla',
  'Mérida',
  'Valladolid',
  'Bacalar',
  'Tulum',
  'Puerto Escondido',
  'Chiapas',
  'Huasteca Potosina',
];
const ACTIVITIES = [
  'Recorrido a pie por',
  'Tour gastronómico en',
  'Paseo en bicicleta por',
  'Clase de cocina en',
  'Kayak al amanecer en',
  'Fotografía nocturna en',
  'Cata de mezcal en',
  'Senderismo cerca de',
  'Visita a mercados de',
  'Noche de leyendas en',
];
const FIRST_NAMES = [
  'Ana',
  'Luis',
  'María',
  'José',
  'Fernanda',
  'Diego',
  'Valeria',
  'Carlos',
  'Sofía',
  'Jorge',
  'Daniela',
  'Miguel',
  'Lucía',
  'Andrés',
  'Paola',
  'Ricardo',
];
// Twenty surnames: `Martínez` is one in twenty (5 %), the admin search term of the bench.
const SURNAMES = [
  'Martínez',
  'López',
  'García',
  'Hernández',
  'González',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Ramírez',
  'Cruz',
  'Flores',
  'Gómez',
  'Morales',
  'Vázquez',
  'Reyes',
  'Jiménez',
  'Torres',
  'Díaz',
  'Gutiérrez',
  'Ruiz',
];
const CITIES = ['Ciudad de México', 'Guadalajara', 'Monterrey', 'Puebla', 'Querétaro', 'Mérida', 'Tijuana', 'León'];
const STATUSES = ['Público', 'Público', 'Público', 'Público', 'Borrador', 'Próximamente', 'Terminado', 'Cancelado'];

const DESCRIPTION =
  'Una experiencia pensada para conocer la región con calma: guías locales, grupos pequeños y ' +
  'paradas en lugares que no salen en las guías. Incluye transporte desde el punto de encuentro, ' +
  'bebidas y un refrigerio típico. Lleva ropa cómoda, protector solar biodegradable y ganas de caminar.';

const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;
const sqlArray = (items: readonly string[]) => `array[${items.map(sqlText).join(', ')}]::text[]`;
/** The i-th word of a list, 1-based SQL arrays, from an integer expression. */
const pick = (items: readonly string[], expr: string) => `(${sqlArray(items)})[1 + ((${expr}) % ${items.length})]`;

/**
 * Statements that add the large data set to a database that already holds the demo data
 * (its accounts sign in; its cover images are reused). Every generated row is marked by a
 * `bench-` slug, code, series or e-mail.
 */
export function datasetStatements(): string[] {
  const rarePlace = 'Cañón del Sumidero';
  const place = `case when i % 500 = 0 then ${sqlText(rarePlace)} else ${pick(PLACES, 'i * 7')} end`;
  const covers = `(select array_agg(image_url order by slug) from experiences where slug not like 'bench-%')`;
  const daysAgo = (expr: string) => `now() - ((${expr}) || ' minutes')::interval`;
  return [
    `insert into experiences (code, type, name, slug, capacity, max_capacity, price, duration, description, bullets,
       responsible_name, responsible_phone, responsible_email, address, status, is_active, image_url, created_at)
     select 'BX-' || i, 'Tour', ${pick(ACTIVITIES, 'i')} || ' ' || ${place}, 'bench-experiencia-' || i,
       2, 6 + i % 20, 350 + (i * 37) % 4000, (2 + i % 8) || ' horas', ${sqlText(DESCRIPTION)},
       '["Guía certificado", "Transporte redondo", "Seguro de viajero"]'::jsonb,
       ${pick(FIRST_NAMES, 'i')} || ' ' || ${pick(SURNAMES, 'i * 3')}, '+52 55 5555 ' || lpad((i % 10000)::text, 4, '0'),
       'proveedor' || (i % 300) || '@bench.example.com', 'Centro, ' || ${place},
       ${pick(STATUSES, 'i * 5')}, i % 10 <> 0, (${covers})[1 + i % 6], ${daysAgo('i * 13')}
     from generate_series(1, ${DATASET.experiences}) as i`,
    `insert into trips (destination, slug, price_mxn, price_usd, departure_date, departure_time, return_date, return_time,
       description, bullets, image_url, status, is_active, capacity, max_capacity, duration, responsible_name, responsible_phone,
       address, created_at)
     select ${place}, 'bench-viaje-' || i, 2500 + (i * 53) % 20000, null, (current_date + (i % 300))::date, '07:30',
       (current_date + (i % 300) + 3)::date, '19:00', ${sqlText(DESCRIPTION)},
       '["Hospedaje", "Desayunos", "Traslados"]'::jsonb, (${covers})[1 + i % 6], ${pick(STATUSES, 'i * 3')}, i % 10 <> 0,
       4, 10 + i % 30, (3 + i % 5) || ' días', ${pick(FIRST_NAMES, 'i * 5')} || ' ' || ${pick(SURNAMES, 'i')},
       '+52 33 3333 ' || lpad((i % 10000)::text, 4, '0'), 'Salida: terminal de autobuses', ${daysAgo('i * 17')}
     from generate_series(1, ${DATASET.trips}) as i`,
    // Travellers, with a few staff and providers among them; a quarter have seeds.
    `insert into "user" (name, email, email_verified, role, full_name, phone, country, city, seeds, created_at, updated_at)
     select full_name, 'bench.' || i || '@bench.example.com', true,
       case when i % 1000 = 0 then 'Coordinador' when i % 500 = 0 then 'Proveedor' else 'Viajero' end,
       full_name, '+52 55 ' || lpad((i % 100000000)::text, 8, '0'), 'México', ${pick(CITIES, 'i')},
       case when i % 4 = 0 then 25 * (i % 40) else 0 end, ${daysAgo('i')}, ${daysAgo('i')}
     from (select i, ${pick(FIRST_NAMES, 'i * 11')} || ' ' || ${pick(SURNAMES, 'i')} || ' ' || ${pick(SURNAMES, 'i / 20')} as full_name
           from generate_series(1, ${DATASET.users}) as i) as people`,
    `insert into coupons (code, discount_percentage, quantity, valid_until, status, created_at)
     select 'BENCH' || lpad(i::text, 5, '0'), 5 + i % 30, 10 + i % 200, (current_date + (i % 400) - 60)::date,
       ${pick(['En espera', 'Activo', 'Pausado', 'Terminado'], 'i')}, ${daysAgo('i * 29')}
     from generate_series(1, ${DATASET.coupons}) as i`,
    `insert into gift_cards (series, credit, balance, currency, expiry_date, created_at)
     select 'BG' || lpad(i::text, 10, '0'), 500 + (i % 20) * 250, 500 + (i % 20) * 250 - (i % 3) * 100,
       case when i % 7 = 0 then 'USD' else 'MXN' end, (current_date + (i % 500))::date, ${daysAgo('i * 31')}
     from generate_series(1, ${DATASET.giftCards}) as i`,
    // Paid bookings spread over the last year and the coming months, by travellers, of generated
    // experiences, each with the buyer's contact as checkout stores it (the desk searches it).
    `insert into bookings (user_id, experience_id, item_name, booking_date, passengers, unit_price, subtotal, discount, amount,
       status, provider_order_id, provider_capture_id, payer_email, payer_name, payer_given_name, contact_name, contact_email,
       contact_phone, passenger_names, created_at, paid_at)
     select u.id, e.id, e.name, (current_date - (b.i % 365) + 60)::date, 1 + b.i % 4, e.price, e.price * (1 + b.i % 4), 0,
       e.price * (1 + b.i % 4), case when b.i % 25 = 0 then 'Reembolsada' else 'Pagada' end,
       'BENCH-ORDER-' || b.i, 'BENCH-CAPTURE-' || b.i, u.email, u.full_name, split_part(u.full_name, ' ', 1),
       u.full_name, u.email, replace(u.phone, ' ', ''), jsonb_build_array(u.full_name),
       now() - ((b.i % 365) || ' days')::interval - (b.i || ' seconds')::interval, now() - ((b.i % 365) || ' days')::interval
     from generate_series(1, ${DATASET.bookings}) as b(i)
     join (select id, email, full_name, phone, row_number() over (order by email) as n from "user" where email like 'bench.%') as u
       on u.n = 1 + (b.i::bigint * 7919) % ${DATASET.users}
     join (select id, name, price, row_number() over (order by slug) as n from experiences where slug like 'bench-%') as e
       on e.n = 1 + (b.i::bigint * 104729) % ${DATASET.experiences}`,
    // One big departure: a trip in a week with 500 paid bookings (its manifest).
    `insert into trips (id, destination, slug, price_mxn, departure_date, departure_time, address, status, is_active, capacity,
       max_capacity, created_at)
     values ('${MANIFEST_TRIP_ID}', 'Gran peregrinación a Real de Catorce', 'bench-viaje-manifiesto', 1800,
       (current_date + 7)::date, '06:00', 'Salida: terminal de autobuses', 'Público', true, 50, 3000, now())`,
    `insert into bookings (user_id, trip_id, item_name, booking_date, passengers, unit_price, subtotal, discount, amount, status,
       provider_order_id, provider_capture_id, contact_name, contact_email, contact_phone, passenger_names, created_at, paid_at)
     select null, '${MANIFEST_TRIP_ID}', 'Gran peregrinación a Real de Catorce', (current_date + 7)::date, 1 + m.i % 4, 1800,
       1800 * (1 + m.i % 4), 0, 1800 * (1 + m.i % 4), 'Pagada', 'BENCH-MORDER-' || m.i, 'BENCH-MCAPTURE-' || m.i,
       ${pick(FIRST_NAMES, 'm.i')} || ' ' || ${pick(SURNAMES, 'm.i * 3')}, 'manifiesto.' || m.i || '@bench.example.com',
       '+5255' || lpad((m.i * 7919 % 100000000)::text, 8, '0'),
       jsonb_build_array(${pick(FIRST_NAMES, 'm.i')} || ' ' || ${pick(SURNAMES, 'm.i * 3')}), now(), now()
     from generate_series(1, ${DATASET.manifestBookings}) as m(i)`,
    'analyze',
  ];
}
