import { cancellationPolicyText, type Availability, type BookingConfirmation, type Experience, type Trip } from '@hv/shared';

let sequence = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

/** A public experience; tests override only what they check. */
export function makeExperience(overrides: Partial<Experience> = {}): Experience {
  return {
    id: nextId(),
    code: 'EXP-001',
    type: 'Aventura',
    name: 'Nado en cenotes de Yucatán',
    slug: 'nado-en-cenotes',
    capacity: 2,
    max_capacity: 12,
    price: 1250,
    duration: '6 horas',
    duration_hours: null,
    description:
      'Sumérgete en las aguas cristalinas de tres cenotes sagrados, con guía certificado, equipo de snorkel y comida yucateca al final del recorrido.',
    bullets: ['Transporte redondo desde Mérida', 'Guía certificado', 'Comida típica'],
    responsible_name: 'Ana López',
    responsible_phone: '+52 999 123 4567',
    responsible_email: 'ana@example.com',
    address: 'Mérida, Yucatán',
    website: null,
    status: 'Público',
    is_active: true,
    image_url: '/storage/experience-images/cenotes.webp',
    gallery: [],
    start_times: [],
    meeting_point: null,
    meeting_point_url: null,
    name_en: null,
    description_en: null,
    bullets_en: [],
    meeting_point_en: null,
    free_cancellation_hours: 48,
    decision_hours: null,
    traveller_types: [],
    guide_languages: ['es'],
    time_zone: 'America/Merida',
    weekdays: ['sat', 'sun'],
    seasons: [],
    created_at: '2026-01-15T12:00:00.000Z',
    ...overrides,
  };
}

export function makeTrip(overrides: Partial<Trip> = {}): Trip {
  return {
    id: nextId(),
    destination: 'Oaxaca de Juárez',
    slug: 'oaxaca-guelaguetza',
    price_mxn: 8900,
    price_usd: null,
    departure_date: '2026-07-18',
    departure_time: '07:00',
    return_date: '2026-07-21',
    return_time: '20:00',
    description: 'Cuatro días de Guelaguetza, mezcal y mercados.',
    bullets: ['Hospedaje 3 noches'],
    image_url: '/storage/experience-images/oaxaca.webp',
    gallery: [],
    status: 'Público',
    is_active: true,
    capacity: 4,
    max_capacity: 20,
    duration: '4 días',
    duration_days: null,
    duration_nights: null,
    responsible_name: null,
    responsible_phone: null,
    destination_en: null,
    description_en: null,
    bullets_en: [],
    address: null,
    website: null,
    free_cancellation_hours: 48,
    decision_hours: null,
    traveller_types: [],
    time_zone: 'America/Mexico_City',
    created_at: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

/**
 * What GET /api/availability answers: places for a date (and, for an experience with start
 * times, per start time). By default 10 of 12 places left, no start times.
 */
export function makeAvailability(overrides: Partial<Availability> = {}): Availability {
  return { capacity: 12, booked: 2, placesLeft: 10, startTimes: [], ...overrides };
}

/** A paid experience booking as its voucher reads it (GET /api/bookings/A1B2C3D4); tests override what they check. */
export function makeConfirmation(overrides: Partial<BookingConfirmation> = {}): BookingConfirmation {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    reference: 'A1B2C3D4',
    status: 'Pagada',
    kind: 'experience',
    slug: 'globo',
    itemName: 'Vuelo en globo',
    itemNameEn: null,
    date: '2099-12-05',
    startTime: null,
    meetingPoint: null,
    meetingPointUrl: null,
    meetingPointEn: null,
    passengers: 1,
    passengerNames: [],
    contact: { name: 'Lucía', email: 'lucia@example.com', phone: null },
    subtotal: 4200,
    discount: 0,
    couponCode: null,
    giftCardAmount: 0,
    paypalAmount: 4200,
    paidVia: 'paypal',
    total: 4200,
    refundedAmount: 0,
    refunded: { total: 0, paypal: 0, giftCard: 0, outside: 0 },
    timeZone: 'America/Mexico_City',
    currency: 'MXN',
    seedsAwarded: 0,
    paidAt: '2099-11-24T15:00:00.000Z',
    whatsapp: null,
    cancellationTerms: cancellationPolicyText(48),
    cancellationTermsEn:
      'Free cancellation up to 48 hours before the start date and time; after that, or if you do not show up, the payment is not refundable.',
    cancellation: { allowed: false, until: null, reason: 'No', refund: { total: 0, paypal: 0, giftCard: 0, outside: 0 } },
    itemId: null,
    startTimes: [],
    readOnly: 'view_link',
    ...overrides,
  };
}
