import { describe, expect, it } from 'vitest';
import { readTypedRows } from './typed-rows.ts';

describe('readTypedRows', () => {
  it.each([
    ['a number as typed, comma for the point', { price: '650,50' }, { price: 650.5 }],
    ['a blank number as the blank value given for it', { price: '  ', minAge: '' }, { price: null, minAge: 0 }],
    ['a number field left out as its blank value', {}, { price: undefined, minAge: undefined }],
    ['a blank English name as null', { nameEn: '  ' }, { nameEn: null }],
    ['an English name trimmed', { nameEn: ' Adult ' }, { nameEn: 'Adult' }],
  ])('reads %s', (_, row, expected) => {
    const [read] = readTypedRows([row], { price: null, minAge: 0 }) as Record<string, unknown>[];
    expect(read).toMatchObject(expected);
  });

  it("numbers the rows in the list's order and keeps their other fields", () => {
    expect(readTypedRows([{ id: 'b', sortOrder: 5 }, { id: 'a' }], {})).toEqual([
      { id: 'b', nameEn: null, sortOrder: 0 },
      { id: 'a', nameEn: null, sortOrder: 1 },
    ]);
  });

  it('leaves what is not a list, or a row not an object, for the schema to refuse', () => {
    expect(readTypedRows('x', {})).toBe('x');
    expect(readTypedRows([null, 3], {})).toEqual([null, 3]);
  });
});
