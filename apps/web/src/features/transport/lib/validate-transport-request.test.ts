import { describe, expect, it } from 'vitest';
import { emptyTransportForm } from './transport-form-values.ts';
import { validateTransportRequest } from './validate-transport-request.ts';

const valid = {
  ...emptyTransportForm(),
  name: 'Ana López',
  email: 'ana@example.com',
  phoneNumber: '55 1234 5678',
  destination: 'Puebla',
  departureDate: '2027-05-10',
  departureTime: '08:30',
  vehicleType: 'suv',
};

describe('validateTransportRequest', () => {
  it('accepts the required fields alone and drops empty optional ones', () => {
    const result = validateTransportRequest(valid, '2027-05-01');
    expect(result).toEqual({
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
    ['a malformed return time', { returnTime: '25:00' }, 'returnTime', 'Revisa este dato.'],
  ])('rejects %s in Spanish', (_case, change, field, message) => {
    const result = validateTransportRequest({ ...valid, ...change }, '2027-05-01');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({ [field]: message });
  });
});
