import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyTransportForm, type TransportFormValues } from './transport-form-values.ts';
import { transportResolver } from './transport-resolver.ts';
import spanish from '@hv/shared/locales/es.json' with { type: 'json' };

const valid = {
  ...emptyTransportForm(),
  name: 'Ana López',
  email: 'ana@example.com',
  phoneNumber: '55 1234 5678',
  destination: 'Puebla',
  departureDate: '2027-05-10',
  departureTime: '08:30',
  vehicleType: 'suv',
  passengers: '5',
};

/** What the form gets from its resolver: the body to send, or one message per field. */
async function check(values: TransportFormValues) {
  const { values: data, errors } = await transportResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  // The resolver gives keys of the shared catalogue (decision 0197); the form says them: here, in Spanish.
  const say = (key = '') => (spanish as Record<string, string>)[key] ?? key;
  const messages = Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, say(error?.message)]));
  return Object.keys(messages).length ? { ok: false, errors: messages } : { ok: true, data };
}

// 1 May 2027, midday in Mexico City.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-05-01T18:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the transport form resolver', () => {
  it('accepts the required fields alone and drops empty optional ones', async () => {
    expect(await check(valid)).toEqual({
      ok: true,
      data: {
        name: 'Ana López',
        email: 'ana@example.com',
        phoneCountryCode: '52',
        phoneNumber: '55 1234 5678',
        destination: 'Puebla',
        departureDate: '2027-05-10',
        departureTime: '08:30',
        vehicleType: 'suv',
        passengers: 5,
      },
    });
  });

  it.each([
    [
      'a departure before today',
      { departureDate: '2027-04-30' },
      'departureDate',
      'La fecha de salida no puede ser anterior a hoy.',
    ],
    [
      'a return before the departure',
      { returnDate: '2027-05-09' },
      'returnDate',
      'La fecha de regreso no puede ser anterior a la salida.',
    ],
    ['letters in the phone', { phoneNumber: 'cinco' }, 'phoneNumber', 'Escribe solo números (de 7 a 15 dígitos).'],
    ['an unknown vehicle', { vehicleType: 'avion' }, 'vehicleType', 'Elige un tipo de vehículo.'],
    ['no passengers', { passengers: '0' }, 'passengers', 'Indica cuántas personas viajan (de 1 a 60).'],
    ['a malformed return time', { returnTime: '25:00' }, 'returnTime', 'Revisa este dato.'],
  ])('rejects %s in Spanish', async (_case, change, field, message) => {
    expect(await check({ ...valid, ...change })).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('says a departure is in the past even when other fields are wrong too', async () => {
    expect(await check({ ...valid, email: 'ana@', departureDate: '2020-01-01' })).toEqual({
      ok: false,
      errors: { email: 'El correo no es válido.', departureDate: 'La fecha de salida no puede ser anterior a hoy.' },
    });
  });
});
