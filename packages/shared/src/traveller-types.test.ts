import { describe, expect, it } from 'vitest';
import { firstPlaceType, passengerTypeIds, placesOf, travellerSummary } from './traveller-lines.ts';
import { travellerTypesSchema, type TravellerType } from './traveller-types.ts';

// docs/decisions/0228-traveller-types.md
const type = (id: string, name: string, takesPlace: boolean, sortOrder: number, nameEn: string | null = null): TravellerType => ({
  id,
  name,
  nameEn,
  price: 100,
  minAge: null,
  maxAge: null,
  takesPlace,
  sortOrder,
});

describe('traveller types', () => {
  it('an item needs at least one type that takes a place, unique keys and ordered ages', () => {
    expect(travellerTypesSchema.safeParse([type('infante', 'Infante (0 a 2)', false, 0)]).success).toBe(false);
    expect(travellerTypesSchema.safeParse([]).success).toBe(false);
    expect(travellerTypesSchema.safeParse([type('a', 'Adulto', true, 0), type('a', 'Otro', true, 1)]).success).toBe(false);
    expect(travellerTypesSchema.safeParse([{ ...type('a', 'Adulto', true, 0), minAge: 12, maxAge: 3 }]).success).toBe(false);
    expect(travellerTypesSchema.safeParse([type('a', 'Adulto', true, 0), type('i', 'Infante', false, 1)]).success).toBe(true);
  });

  it('counts places only for the types that take one, and the first place-taking type in staff order', () => {
    const lines = [
      { typeId: 'adulto', count: 2, takesPlace: true },
      { typeId: 'infante', count: 1, takesPlace: false },
    ];
    expect(placesOf(lines)).toBe(2);
    expect(passengerTypeIds(lines)).toEqual(['adulto', 'adulto', 'infante']);
    expect(firstPlaceType([type('i', 'Infante', false, 0), type('n', 'Niño', true, 2), type('a', 'Adulto', true, 1)])?.id).toBe(
      'a',
    );
  });

  it('writes the summary vouchers and reports show, in Spanish and English', () => {
    const lines = [
      { name: 'Adulto', nameEn: 'Adult', count: 2 },
      { name: 'Niño (3 a 11 años)', nameEn: null, count: 1 },
      { name: 'Infante (0 a 2)', nameEn: 'Infant', count: 0 },
    ];
    expect(travellerSummary('es', lines)).toBe('2 Adulto · 1 Niño (3 a 11 años)');
    expect(travellerSummary('en', lines)).toBe('2 Adult · 1 Niño (3 a 11 años)');
  });
});
