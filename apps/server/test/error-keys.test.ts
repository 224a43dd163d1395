import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, said, type SaidKey } from '@hv/shared';
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

  it('writes dates in each language’s long form', () => {
    const tripDate = said('payment.tripDate', { departureDate: '2026-12-05' });
    expect(say('es', tripDate)).toBe(PAYMENT_MESSAGES.tripDate('5 de diciembre de 2026'));
    expect(say('en', tripDate)).toBe('This trip leaves on December 5, 2026. Choose that date.');
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
    expect(badCoupon.json().error).toMatchObject({
      message: PAYMENT_MESSAGES.couponInvalid,
      key: 'payment.couponInvalid',
      fields: { couponCode: PAYMENT_MESSAGES.couponInvalid },
      fieldKeys: { couponCode: { key: 'payment.couponInvalid' } },
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
});
