import { describe, expect, it } from 'vitest';
import { auditChangeLines, auditChanges, auditQuerySchema, auditSnapshot, auditValueText } from './audit.ts';

describe('auditSnapshot', () => {
  it('keeps JSON values, dates as ISO text, and drops fields named like a secret', () => {
    expect(
      auditSnapshot({
        role: 'Coordinador',
        at: new Date('2026-11-25T12:00:00Z'),
        password: 'x',
        passwordHash: 'y',
        sessionToken: 'z',
        client_secret: 'w',
        otpCode: '123',
      }),
    ).toEqual({ role: 'Coordinador', at: '2026-11-25T12:00:00.000Z' });
    expect(auditSnapshot(undefined)).toBeNull();
    expect(auditSnapshot(null)).toBeNull();
  });
});

describe('auditChanges', () => {
  it.each([
    ['an edit: only what differs', { a: 1, b: 'x', c: [1] }, { a: 1, b: 'y', c: [1, 2] }, ['b', 'c']],
    ['a creation: every field', null, { a: 1, b: null }, ['a', 'b']],
    ['a deletion: every field', { a: 1 }, null, ['a']],
    ['nothing changed', { a: { x: 1 } }, { a: { x: 1 } }, []],
    ['a field added or removed', { a: 1 }, { b: 1 }, ['a', 'b']],
  ])('%s', (_name, before, after, fields) => {
    expect(auditChanges(before, after).map((c) => c.field)).toEqual(fields);
  });

  it('gives both values of a change', () => {
    expect(auditChanges({ role: 'Organizador' }, { role: 'Coordinador' })).toEqual([
      { field: 'role', before: 'Organizador', after: 'Coordinador' },
    ]);
  });
});

describe('auditValueText', () => {
  it.each([
    [true, 'Sí'],
    [false, 'No'],
    [null, '—'],
    [undefined, '—'],
    ['', '—'],
    [[], '—'],
    [['09:00', '13:30'], '09:00, 13:30'],
    [[{ url: '/a.webp', alt: 'A' }], '/a.webp'],
    [1500, '1500'],
    // A group of values (a factura's customer) reads as words that wrap, never as one JSON token.
    [{ rfc: 'EKU9003173C9', zip: '42501', foreign: false, country: null }, 'rfc: EKU9003173C9 · zip: 42501 · foreign: No'],
  ])('%j reads %s', (value, text) => {
    expect(auditValueText(value)).toBe(text);
  });
});

describe('auditQuerySchema', () => {
  it('pages by default and refuses a range backwards or a record without its kind', () => {
    expect(auditQuerySchema.parse({})).toEqual({ page: 1, perPage: 20 });
    expect(auditQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ record: 'x' }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ kind: 'coupon', record: 'x', from: '2026-01-01', to: '2026-01-01' }).success).toBe(true);
    expect(auditQuerySchema.safeParse({ kind: 'inventado' }).success).toBe(false);
  });
});

describe('auditChangeLines (issue 29 item 11: a line a person can read)', () => {
  it.each([
    ['a switch', { dateClosed: false }, { dateClosed: true }, ['Fecha cerrada', 'No', 'Sí']],
    ['money in pesos', { refunded_amount: 0 }, { refunded_amount: 1450 }, ['Reembolsado', '$0.00', '$1,450.00']],
    [
      'a gift card in dollars',
      { credit: 50, currency: 'USD' },
      { credit: 80, currency: 'USD' },
      ['Crédito', 'USD 50.00', 'USD 80.00'],
    ],
    ['a trip’s price in dollars', { price_usd: null }, { price_usd: 120 }, ['Precio USD', '—', 'USD 120.00']],
    ['a percentage', { discount_percentage: 10 }, { discount_percentage: 15 }, ['Descuento (%)', '10 %', '15 %']],
    [
      'a day',
      { booking_date: '2026-12-05' },
      { booking_date: '2026-12-12' },
      ['Fecha', '5 de diciembre de 2026', '12 de diciembre de 2026'],
    ],
    ['a start time', { startTime: '09:00:00' }, { startTime: '11:30' }, ['Hora', '09:00', '11:30']],
    ['a code in words', { status: 'pending' }, { status: 'contacted' }, ['Estado', 'Pendiente', 'Contactada']],
  ])('%s', (_name, before, after, [label, from, to]) => {
    const [line] = auditChangeLines({ before, after });
    // Intl writes USD as 'USD 50.00' in es-MX.
    expect({
      label: line?.label,
      before: line?.before.replace(/\u00a0/g, ' '),
      after: line?.after.replace(/\u00a0/g, ' '),
    }).toEqual({
      label,
      before: from,
      after: to,
    });
  });

  it('writes an instant on Mexico City’s clock, never as stored', () => {
    const [line] = auditChangeLines({ before: { checked_in_at: null }, after: { checked_in_at: '2026-11-27T10:48:07.758Z' } });
    expect(line?.after).toMatch(/^27 de noviembre de 2026\D+4:48/);
  });

  it('names the bookings a cancelled departure refunded, and leaves out ids and timestamps', () => {
    const lines = auditChangeLines({
      before: null,
      after: { batch: 'b-1', updated_at: '2026-11-27T10:48:07.758Z', bookings: [{ reference: 'ABCD1234', amount: 500 }] },
    });
    expect(lines).toEqual([{ field: 'bookings', label: 'Reservas', before: '—', after: 'ABCD1234 ($500.00)' }]);
  });
});
