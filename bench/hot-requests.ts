// The hot requests the bench measures, shared by the in-process profile (uncached timings and
// EXPLAIN plans) and the HTTP load.

/** Search terms: a common place with and without its accent, and a rare one both ways. */
export const SEARCH_TERMS = [
  { name: 'búsqueda común con acento', q: 'Cancún' },
  { name: 'búsqueda común sin acento', q: 'cancun' },
  { name: 'búsqueda rara con acento', q: 'Cañón' },
  { name: 'búsqueda rara sin acento', q: 'sumidero' },
] as const;

/** A surname about 5 % of the 100 000 travellers carry, typed with its accent. */
export const ADMIN_SEARCH_TERM = 'martínez';

export const paths = {
  list: '/api/experiences',
  landing: '/api/experiences?limit=3',
  detail: (slug: string) => `/api/experiences/${encodeURIComponent(slug)}`,
  listPage: '/experiencias',
  detailPage: (slug: string) => `/experiencia/${encodeURIComponent(slug)}`,
  search: (q: string) => `/api/search?${new URLSearchParams({ q })}`,
  // What the admin screen asks for (ADMIN_PER_PAGE = 20).
  travellers: (q: string) => `/api/admin/people?${new URLSearchParams({ group: 'travellers', q, page: '1', perPage: '20' })}`,
};

/** The operations desk's search: a surname typed without its accent, and a booking reference's first digits. */
export const DESK_SEARCH_TERMS = [
  { name: 'reservas: nombre sin acento', q: 'martinez' },
  { name: 'reservas: teléfono', q: '55 0000 12' },
] as const;

export const deskPaths = {
  // What `Reservas` asks for: the first page of 20, newest first.
  bookings: (q: string) => `/api/admin/bookings?${new URLSearchParams({ q, page: '1', perPage: '20' })}`,
  bookingsFirstPage: '/api/admin/bookings?page=1&perPage=20',
  manifest: (tripId: string, date: string) =>
    `/api/admin/departures/manifest?${new URLSearchParams({ kind: 'trip', id: tripId, date })}`,
};

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo1234' };
