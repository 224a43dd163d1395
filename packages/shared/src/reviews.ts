// Verified reviews (docs/product.md §15.6): a traveller rates a paid booking that took place,
// once; staff may hide an abusive one with a reason.

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** Decision 0135: long enough to say something, short enough to read on a phone. */
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 1000;
export const REVIEW_HIDE_REASON_MIN = 3;
export const REVIEW_HIDE_REASON_MAX = 500;
/** Decision 0137: the landing shows real reviews once this many visible ones are rated 4 or 5. */
export const LANDING_REVIEWS_MIN = 3;
export const LANDING_REVIEWS_MIN_RATING = 4;
export const LANDING_REVIEWS_MAX = 6;
/** Reviews a detail page shows (newest first); the average and count cover all visible ones. */
export const DETAIL_REVIEWS_MAX = 50;
/** The voucher page's section; the review-request e-mail links to the voucher link + `#resena`. */
export const REVIEW_ANCHOR = 'resena';

export const REVIEW_MESSAGES = {
  ratingRequired: 'Elige una calificación de 1 a 5 estrellas',
  bodyTooShort: `Escribe al menos ${REVIEW_BODY_MIN} caracteres`,
  bodyTooLong: `Máximo ${REVIEW_BODY_MAX} caracteres`,
  notYet: 'Podrás calificar tu experiencia a partir del día siguiente a tu reserva.',
  notPaid: 'Solo se pueden calificar reservas pagadas que se realizaron.',
  alreadyReviewed: 'Ya publicaste una reseña de esta reserva.',
  published: '¡Gracias! Tu reseña ya está publicada.',
  reviewNotFound: 'La reseña no existe',
  reasonRequired: `Escribe el motivo (mínimo ${REVIEW_HIDE_REASON_MIN} caracteres)`,
  reasonTooLong: `Máximo ${REVIEW_HIDE_REASON_MAX} caracteres`,
  hidden: 'Reseña ocultada',
  shown: 'Reseña visible de nuevo',
  verified: 'Reserva verificada',
} as const;

export const REVIEW_RATING_LABELS: Record<number, string> = {
  1: 'Mala',
  2: 'Regular',
  3: 'Buena',
  4: 'Muy buena',
  5: 'Excelente',
};

export const REVIEW_REFUSALS = ['not_yet', 'not_paid'] as const;
export type ReviewRefusal = (typeof REVIEW_REFUSALS)[number];

/**
 * Why a booking cannot be reviewed (docs/product.md §15.6), or null when it can: paid (not
 * refunded in full) and its date before today in Mexico City.
 */
export function reviewRefusal(booking: { status: string; date: string }, today: string): ReviewRefusal | null {
  if (booking.status !== 'Pagada') return 'not_paid';
  if (booking.date >= today) return 'not_yet';
  return null;
}

/** "Valeria Gómez Ruiz" → "Valeria G." (decision 0136): enough to be a person, not enough to find one. */
export function reviewerDisplayName(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const [first, second] = words;
  if (!first) return 'Viajero';
  const given = first.charAt(0).toLocaleUpperCase('es-MX') + first.slice(1);
  return second ? `${given} ${second.charAt(0).toLocaleUpperCase('es-MX')}.` : given;
}

/** The average as the page says it: one decimal ("4.5"). */
export function formatRating(average: number): string {
  return new Intl.NumberFormat('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

export const reviewCountLabel = (count: number) => (count === 1 ? '1 reseña' : `${count} reseñas`);
