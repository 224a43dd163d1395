import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRIP_FORM_MESSAGES, tripFormSchema, tripFormSchemaFor } from './admin-catalog.ts';

const trip = {
  destination: 'Bacalar',
  slug: 'bacalar',
  price_mxn: '7800',
  departure_date: '2026-11-20',
  departure_time: '07:00',
  return_date: '2026-11-23',
  return_time: '18:00',
  capacity: '2',
  max_capacity: '16',
};

/** The first message per field, as the dialog and the server show them. */
function fieldErrors(result: ReturnType<typeof tripFormSchema.safeParse>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('trip dates (docs/product.md §5.4, issue 16)', () => {
  // 19 November 2026, 23:30 in Mexico City: already the 20th in UTC.
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-20T05:30:00Z') }));
  afterEach(() => vi.useRealTimers());

  it.each([
    ['today in Mexico City', { departure_date: '2026-11-19', return_date: null }, {}],
    ['yesterday', { departure_date: '2026-11-18', return_date: null }, { departure_date: TRIP_FORM_MESSAGES.departurePast }],
    ['a return the day before', { return_date: '2026-11-19' }, { return_date: TRIP_FORM_MESSAGES.returnBeforeDeparture }],
    ['a return the same day, later', { return_date: '2026-11-20', return_time: '07:00' }, {}],
    [
      'a return the same day, earlier',
      { return_date: '2026-11-20', return_time: '06:59' },
      { return_time: TRIP_FORM_MESSAGES.returnTimeBeforeDeparture },
    ],
    ['a return the same day without a time', { return_date: '2026-11-20', return_time: '' }, {}],
    ['no return', { return_date: '', return_time: '' }, {}],
    [
      'both wrong',
      { departure_date: '2026-01-02', return_date: '2026-01-01' },
      { departure_date: TRIP_FORM_MESSAGES.departurePast, return_date: TRIP_FORM_MESSAGES.returnBeforeDeparture },
    ],
  ])('on create, %s', (_, change, errors) => {
    expect(fieldErrors(tripFormSchema.safeParse({ ...trip, ...change }))).toEqual(errors);
  });

  it('checks the dates alongside the other fields, and skips them while a date is unreadable', () => {
    expect(fieldErrors(tripFormSchema.safeParse({ ...trip, destination: '', return_date: '2026-11-01' }))).toEqual({
      destination: 'El destino es obligatorio.',
      return_date: TRIP_FORM_MESSAGES.returnBeforeDeparture,
    });
    expect(fieldErrors(tripFormSchema.safeParse({ departure_date: '2026-11-01', price_mxn: '' }))).toMatchObject({
      price_mxn: 'Precio MXN inválido.',
      departure_date: TRIP_FORM_MESSAGES.departurePast,
    });
    expect(fieldErrors(tripFormSchema.safeParse({ ...trip, departure_date: '' }))).toEqual({
      departure_date: 'Fecha de salida obligatoria.',
    });
    expect(tripFormSchema.safeParse(null).success).toBe(false);
  });

  it('on edit, keeps a past departure left unchanged, and refuses moving it to another past day', () => {
    const edit = tripFormSchemaFor({ keepDepartureDate: '2026-03-01' });
    const past = { ...trip, departure_date: '2026-03-01', return_date: '2026-03-04' };
    expect(edit.safeParse(past).success).toBe(true);
    expect(fieldErrors(edit.safeParse({ ...past, departure_date: '2026-03-02' }))).toEqual({
      departure_date: TRIP_FORM_MESSAGES.departurePast,
    });
    // The return still follows the departure.
    expect(fieldErrors(edit.safeParse({ ...past, return_date: '2026-02-28' }))).toEqual({
      return_date: TRIP_FORM_MESSAGES.returnBeforeDeparture,
    });
    // A create never keeps a past day.
    expect(tripFormSchema.safeParse(past).success).toBe(false);
  });
});
