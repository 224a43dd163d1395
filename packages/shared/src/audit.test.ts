import { describe, expect, it } from 'vitest';
import { auditChanges, auditQuerySchema, auditSnapshot, auditValueText } from './audit.ts';

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
