import { describe, expect, it } from 'vitest';
import { AFTER_SALE_MESSAGES, cancellationPolicyText, CHECKOUT_MESSAGES, PAYMENT_MESSAGES } from '@hv/shared';
import { loadI18n, NAMESPACES, type MessageId, type MessageValues } from '@/lib/i18n.tsx';
import { localizeSentence, SERVER_SENTENCES } from './server-words.ts';

const spanish = await loadI18n('es', undefined, NAMESPACES);
const english = await loadI18n('en', undefined, NAMESPACES);
const es = (id: MessageId, values?: MessageValues) => spanish._(id, values);
const en = (id: MessageId, values?: MessageValues) => english._(id, values);

describe("the server's Spanish sentences on English pages (issue 19)", () => {
  it("knows each one by the catalogue's very Spanish words", () => {
    for (const [sentence, id] of SERVER_SENTENCES) expect(es(id)).toBe(sentence);
    expect(es('booking.places.left', { count: 0 })).toBe(PAYMENT_MESSAGES.placesLeft(0));
    expect(es('booking.places.left', { count: 1 })).toBe(PAYMENT_MESSAGES.placesLeft(1));
    expect(es('booking.places.left', { count: 7 })).toBe(PAYMENT_MESSAGES.placesLeft(7));
    expect(es('booking.server.giftCardCurrency', { currency: 'USD' })).toBe(PAYMENT_MESSAGES.giftCardCurrency('USD'));
    expect(es('booking.policy.freeCancellation', { hours: 48 })).toBe(cancellationPolicyText(48));
    expect(es('booking.changes.bookedInsideWindow', { hours: 48 })).toBe(AFTER_SALE_MESSAGES.bookedInsideWindow(48));
    expect(es('booking.server.couponExpired', { date: '15 de noviembre de 2026' })).toBe(
      PAYMENT_MESSAGES.couponExpired('15 de noviembre de 2026'),
    );
    expect(es('booking.changes.bookedInsideWindow', { hours: 1 })).toBe(AFTER_SALE_MESSAGES.bookedInsideWindow(1));
  });

  it('says them in English, and one it does not know as it came', () => {
    expect(localizeSentence(CHECKOUT_MESSAGES.contactName, 'en', en)).toBe('Enter your full name.');
    expect(localizeSentence(PAYMENT_MESSAGES.placesLeft(3), 'en', en)).toBe('Only 3 places left on this date.');
    expect(localizeSentence(PAYMENT_MESSAGES.giftCardCurrency('USD'), 'en', en)).toBe(
      'This gift card is in USD and can’t pay for a booking in Mexican pesos (MXN).',
    );
    expect(localizeSentence(cancellationPolicyText(24), 'en', en)).toMatch(/^Free cancellation up to 24 hours before/);
    // Issue 30 item 13: an unknown coupon and an expired one are said apart, the date in English.
    expect(localizeSentence(PAYMENT_MESSAGES.couponUnknown, 'en', en)).toBe('We couldn’t find that coupon.');
    expect(localizeSentence(PAYMENT_MESSAGES.couponExpired('15 de noviembre de 2026'), 'en', en)).toBe(
      'This coupon expired on November 15, 2026.',
    );
    // A booking paid inside the window (issue 30 item 3) reads as a fact on the English voucher too.
    expect(localizeSentence(AFTER_SALE_MESSAGES.bookedInsideWindow(48), 'en', en)).toBe(
      'You booked less than 48 hours ahead: this booking does not allow free cancellation or date changes.',
    );
    expect(localizeSentence('Algo nuevo del servidor.', 'en', en)).toBe('Algo nuevo del servidor.');
    expect(localizeSentence(CHECKOUT_MESSAGES.contactName, 'es', en)).toBe(CHECKOUT_MESSAGES.contactName);
  });
});
