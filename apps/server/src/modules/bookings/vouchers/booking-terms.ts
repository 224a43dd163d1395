import { cancellationPolicy, DEFAULT_FREE_CANCELLATION_HOURS, type Locale } from '@hv/shared';
import { say, type Translator } from '../../../lib/i18n.ts';

// The words a traveller gets about changing or cancelling a booking (docs/product.md §6.11,
// §15.1): the booked item's cancellation policy in one sentence, and who to write to.

/** The policy of the booked item; a booking whose item is gone keeps the default (48 hours). */
export function bookingCancellationTerms(
  item: { freeCancellationHours: number } | null | undefined,
  locale: Locale = 'es',
): string {
  return say(locale, cancellationPolicy(item?.freeCancellationHours ?? DEFAULT_FREE_CANCELLATION_HOURS));
}

/** How to change or cancel: reply to the e-mail or write on WhatsApp, with the reference. */
export function changeOrCancel(whatsappNumber: string, t: Translator): string {
  return t.t('mail.changeOrCancel', { whatsapp: whatsappNumber });
}
