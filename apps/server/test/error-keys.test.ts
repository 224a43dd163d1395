import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  seasonsParam,
  AFTER_SALE_MESSAGES,
  cancellationPolicy,
  cancellationPolicyText,
  CHECKOUT_MESSAGES,
  DESK_MESSAGES,
  GIFT_CARD_MESSAGES,
  MESSAGES,
  PAYMENT_MESSAGES,
  REVIEW_MESSAGES,
  PROFILE_MESSAGES,
  said,
  TRANSPORT_MESSAGES,
  UPLOAD_MESSAGES,
  VOUCHER_LINK_MESSAGES,
  type Said,
  type SaidKey,
  wallDateTime,
} from '@hv/shared';
import sharedSpanish from '@hv/shared/locales/es.json' with { type: 'json' };
import sharedEnglish from '@hv/shared/locales/en.json' with { type: 'json' };
import { AppError, errorBody } from '../src/lib/errors.ts';
import { say } from '../src/lib/i18n.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { saturday } from './dates.ts';
import { paymentHelpers } from './payment-helpers.ts';

// Issue 28 item 5 (docs/decisions/0197-messages-travel-as-keys.md): a business refusal travels as a
// key of the shared catalogue with its values; the API's Spanish message is written from the same
// entry, so the two never disagree, and the browser can say it in the page's language.

const KEYS = Object.keys(sharedSpanish) as SaidKey[];

describe('the shared catalogue on the server', () => {
  it('says every key in Spanish and in English, from messages of its own', () => {
    const unsaid = KEYS.filter((key) => !(key in sharedEnglish) || say('es', said(key)) === key || say('en', said(key)) === key);
    expect(unsaid).toEqual([]);
    expect(KEYS.length).toBeGreaterThan(50);
  });

  it('says in Spanish the very words the spec fixes (the constants tests and pages read)', () => {
    const P = PAYMENT_MESSAGES;
    const C = CHECKOUT_MESSAGES;
    const pairs: [string, Said][] = [
      [MESSAGES.validation, said('common.validation')],
      [MESSAGES.rateLimited, said('common.rateLimited')],
      [MESSAGES.crossSite, said('common.crossSite')],
      [MESSAGES.notFound, said('common.notFound')],
      [MESSAGES.internal, said('common.internal')],
      [P.placesLeft(0), said('payment.placesLeft', { n: 0 })],
      [P.placesLeft(1), said('payment.placesLeft', { n: 1 })],
      [P.placesLeft(7), said('payment.placesLeft', { n: 7 })],
      [P.giftCardCurrency('USD'), said('payment.giftCardCurrency', { currency: 'USD' })],
      [P.beyondHorizon('21 de mayo de 2028'), said('payment.beyondHorizon', { lastDate: '2028-05-21' })],
      [P.couponExpired('15 de noviembre de 2026'), said('payment.couponExpired', { expiredDate: '2026-11-15' })],
      ...(
        [
          'couponInvalid',
          'couponUnknown',
          'weekendOnlyDate',
          'pastDate',
          'tripDeparted',
          'notApproved',
          'captureFailed',
          'capturePending',
          'amountMismatch',
          'paypalUnavailable',
          'captureInProgress',
          'bookingNotFound',
          'bookingClosed',
          'departureCancelled',
          'departureCancelledRefund',
          'giftCardNotFound',
          'giftCardExpired',
          'giftCardEmpty',
          'giftCardInactive',
          'giftCardShort',
          'nothingToPay',
          'giftCardCoversAll',
          'giftCardNotEnough',
          'passengersMin',
          'noDate',
        ] as const
      ).map((name): [string, Said] => [P[name], said(`payment.${name}`)]),
      ...(
        [
          'contactName',
          'contactEmail',
          'contactPhoneCountry',
          'contactPhone',
          'passengerName',
          'passengerNames',
          'startTime',
          'noStartTime',
          'findSent',
          'referenceInvalid',
        ] as const
      ).map((name): [string, Said] => [C[name], said(`checkout.${name}`)]),
      [AFTER_SALE_MESSAGES.notRefundable, said('afterSale.notRefundable')],
      [AFTER_SALE_MESSAGES.notPaid, said('afterSale.notPaid')],
      [AFTER_SALE_MESSAGES.sameDeparture, said('afterSale.sameDeparture')],
      [AFTER_SALE_MESSAGES.noDate, said('afterSale.noDate')],
      [DESK_MESSAGES.paymentLinkInvalid, said('desk.paymentLinkInvalid')],
      [DESK_MESSAGES.linkClosed, said('desk.linkClosed')],
      [DESK_MESSAGES.alreadyPaid, said('desk.alreadyPaid')],
      [DESK_MESSAGES.closedDate, said('desk.closedDate')],
      [REVIEW_MESSAGES.notYet, said('review.notYet')],
      [REVIEW_MESSAGES.notPaid, said('review.notPaid')],
      [REVIEW_MESSAGES.alreadyReviewed, said('review.alreadyReviewed')],
      ...(['ratingRequired', 'bodyTooShort', 'bodyTooLong'] as const).map((name): [string, Said] => [
        REVIEW_MESSAGES[name],
        said(`review.${name}`),
      ]),
      ...(['fullNameTooLong', 'phoneTooLong', 'cityTooLong', 'country', 'locale', 'image', 'notText'] as const).map(
        (name): [string, Said] => [PROFILE_MESSAGES[name], said(`profileField.${name}`)],
      ),
      ...(
        [
          'name',
          'emailRequired',
          'emailInvalid',
          'phoneRequired',
          'phoneInvalid',
          'countryCode',
          'destination',
          'departureDate',
          'departurePast',
          'departureTime',
          'returnBeforeDeparture',
          'vehicleType',
          'passengers',
          'tooLong',
        ] as const
      ).map((name): [string, Said] => [TRANSPORT_MESSAGES[name], said(`transportRequest.${name}`)]),
      ...(['view_link', 'link_expired', 'staff'] as const).map((reason): [string, Said] => [
        VOUCHER_LINK_MESSAGES[reason],
        said(`voucher.${reason}`),
      ]),
      ...(['type', 'damaged', 'tooLarge', 'missing'] as const).map((name): [string, Said] => [
        UPLOAD_MESSAGES[name],
        said(`upload.${name}`),
      ]),
      // auth's guard, which travellers meet too.
      [MESSAGES.unauthorized, said('common.unauthorized')],
      [MESSAGES.forbidden, said('common.forbidden')],
      // A traveller's cancel or move refused: the reason, then the way to reach a person.
      [`${AFTER_SALE_MESSAGES.notPaid} ${AFTER_SALE_MESSAGES.askUs}`, said('afterSale.refusedNotPaid')],
      [`${AFTER_SALE_MESSAGES.notRefundable} ${AFTER_SALE_MESSAGES.askUs}`, said('afterSale.refusedNotRefundable')],
      ...[1, 48, 720].map((hours): [string, Said] => [
        `${AFTER_SALE_MESSAGES.bookedInsideWindow(hours)} ${AFTER_SALE_MESSAGES.askUs}`,
        said('afterSale.refusedBookedInsideWindow', { hours }),
      ]),
      ...(['America/Mexico_City', 'America/Cancun', 'America/Tijuana'] as const).map((zone): [string, Said] => [
        `${AFTER_SALE_MESSAGES.windowClosed('2026-12-03T15:00:00.000Z', zone)} ${AFTER_SALE_MESSAGES.askUs}`,
        said('afterSale.refusedWindowClosed', { untilDateTime: wallDateTime('2026-12-03T15:00:00.000Z', zone) }),
      ]),
      // The gift card's one spending door.
      ...(['notFound', 'inactive', 'expired', 'insufficient', 'amountInvalid'] as const).map((name): [string, Said] => [
        GIFT_CARD_MESSAGES[name],
        said(`giftCard.${name}`),
      ]),
      ['La Gift Card es en USD; esta compra es en MXN.', said('giftCard.currency', { cardCurrency: 'USD', saleCurrency: 'MXN' })],
    ];
    const differing = pairs
      .filter(([words, message]) => say('es', message) !== words)
      .map(([words, message]) => ({ words, message }));
    expect(differing).toEqual([]);
  });

  it('says the cancellation policy in each language (the shared rule gives only its key and hours)', () => {
    expect(say('es', cancellationPolicy(48))).toBe(cancellationPolicyText(48));
    expect(say('es', cancellationPolicy(0))).toBe(cancellationPolicyText(0));
    expect(say('en', cancellationPolicy(48))).toBe(
      'Free cancellation up to 48 hours before the start date and time; after that, or if you do not show up, the payment is not refundable.',
    );
    expect(say('en', cancellationPolicy(1))).toContain('up to 1 hour before');
    expect(say('en', cancellationPolicy(0))).toBe('This booking is not refundable.');
  });

  it('writes a deadline’s date and time as the clock of the item’s place reads it, in each language', () => {
    // 15:00Z is 10:00 in Cancún (UTC−5 all year) and 07:00 in Tijuana (UTC−8 in December).
    const closed = (zone: string) =>
      said('afterSale.refusedWindowClosed', { untilDateTime: wallDateTime('2026-12-03T15:00:00.000Z', zone) });
    expect(say('es', closed('America/Cancun'))).toMatch(
      /^La cancelación gratuita y los cambios de fecha terminaron el jueves, 3 de diciembre de 2026, 10:00\. Si necesitas ayuda/,
    );
    expect(say('en', closed('America/Cancun'))).toMatch(
      /^Free cancellation and date changes ended on Thursday, December 3, 2026 at 10:00\s?AM\. If you need help, message us on WhatsApp/,
    );
    expect(say('en', closed('America/Tijuana'))).toContain('December 3, 2026 at 7:00');
  });

  it('writes dates in each language’s long form', () => {
    const tripDate = said('payment.tripDate', { departureDate: '2026-12-05' });
    expect(say('es', tripDate)).toBe(PAYMENT_MESSAGES.tripDate('5 de diciembre de 2026'));
    expect(say('en', tripDate)).toBe('This trip leaves on December 5, 2026. Choose that date.');
  });

  it('writes an experience’s seasons and weekdays in each language’s words (decision 0208)', () => {
    const season = said('payment.outOfSeason', { runSeasons: seasonsParam([{ from: '01-01', to: '03-31' }]) });
    expect(say('es', season)).toBe(PAYMENT_MESSAGES.outOfSeason('enero a marzo'));
    expect(say('en', season)).toBe('This experience can only be booked in season: January to March. Choose another date.');
    const days = said('payment.weekdayDate', { runWeekdays: 'fri,mon,wed' });
    expect(say('es', days)).toBe(PAYMENT_MESSAGES.weekdayDate('lunes, miércoles y viernes'));
    expect(say('en', days)).toBe('This experience can only be booked on these days: Monday, Wednesday and Friday.');
  });
});

describe('an error said by key', () => {
  it('carries its key and values beside the Spanish message written from them, and each field’s too', () => {
    const places = said('payment.placesLeft', { n: 2 });
    const error = new AppError('conflict', places, { passengers: places, note: 'Texto libre.' });
    expect(error.message).toBe(PAYMENT_MESSAGES.placesLeft(2));
    expect(errorBody(error.code, error.words, error.fieldWords)).toEqual({
      error: {
        code: 'conflict',
        message: 'Solo quedan 2 lugares para esa fecha.',
        key: 'payment.placesLeft',
        params: { n: 2 },
        fields: { passengers: 'Solo quedan 2 lugares para esa fecha.', note: 'Texto libre.' },
        fieldKeys: { passengers: { key: 'payment.placesLeft', params: { n: 2 } } },
      },
    });
  });

  it('is a sentence only, as before, where a module still throws one', () => {
    expect(errorBody('conflict', 'Una frase.', { a: 'Otra.' })).toEqual({
      error: { code: 'conflict', message: 'Una frase.', fields: { a: 'Otra.' } },
    });
  });
});

describe('the checkout’s refusals over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demoData: true });
  });
  afterAll(() => t?.close());
  const { makeExperience, post, createOrder } = paymentHelpers(() => t, { ipBlock: '10.197' });

  it('answers a refused coupon and a full date with their keys', async () => {
    const exp = await makeExperience({ price: 1000, max_capacity: 2 });
    const badCoupon = await post('/api/payments/codes', {
      kind: 'experience',
      id: exp.id,
      passengers: 1,
      couponCode: 'NOEXISTE',
    });
    expect(badCoupon.statusCode).toBe(422);
    // An unknown code is told apart from a spent one (issue 30 item 13).
    expect(badCoupon.json().error).toMatchObject({
      message: PAYMENT_MESSAGES.couponUnknown,
      key: 'payment.couponUnknown',
      fields: { couponCode: PAYMENT_MESSAGES.couponUnknown },
      fieldKeys: { couponCode: { key: 'payment.couponUnknown' } },
    });
    const full = await createOrder({ kind: 'experience', id: exp.id, passengers: 3, date: saturday() });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatchObject({
      message: PAYMENT_MESSAGES.placesLeft(2),
      key: 'payment.placesLeft',
      params: { n: 2 },
    });
  });

  it('answers a shared schema’s field message with its key', async () => {
    const exp = await makeExperience({ price: 1000 });
    const res = await post('/api/payments/orders', {
      kind: 'experience',
      id: exp.id,
      date: saturday(),
      passengers: 1,
      contactName: 'x',
      contactEmail: 'viajero@example.com',
      contactPhoneCountry: 'MX',
      contactPhone: '55 1234 5678',
      passengerNames: ['Ana López'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.contactName).toBe('Escribe tu nombre completo.');
    expect(res.json().error.fieldKeys).toEqual({ contactName: { key: 'checkout.contactName' } });
  });

  it('answers the transport form’s refusals with their keys (the web holds no table of them)', async () => {
    const request = {
      name: 'Ana López',
      email: 'ana@example.com',
      phoneNumber: '5512345678',
      destination: 'Puebla',
      departureDate: '2000-01-01',
      departureTime: '08:30',
      vehicleType: 'suv',
      passengers: 3,
    };
    const past = await post('/api/transport-requests', request);
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toMatchObject({
      fields: { departureDate: TRANSPORT_MESSAGES.departurePast },
      fieldKeys: { departureDate: { key: 'transportRequest.departurePast' } },
    });
    const unnamed = await post('/api/transport-requests', { ...request, name: ' ', departureDate: '2099-01-01' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error).toMatchObject({
      fields: { name: TRANSPORT_MESSAGES.name },
      fieldKeys: { name: { key: 'transportRequest.name' } },
    });
  });
});
