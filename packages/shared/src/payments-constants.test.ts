import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from './payments-constants.ts';

// PAYMENT_MESSAGES reads the sentences the server also says from the shared catalogue
// (decision 0197); the words stay exactly as the spec fixes them.
describe('PAYMENT_MESSAGES', () => {
  it('says the catalogue’s sentences word for word', () => {
    expect(PAYMENT_MESSAGES.noDate).toBe('Por favor, elige una fecha para tu experiencia.');
    expect(PAYMENT_MESSAGES.captureInProgress).toBe(
      'Tu pago ya se está procesando. Espera unos segundos y revisa «Mis reservas» o tu correo antes de intentarlo de nuevo.',
    );
    expect(PAYMENT_MESSAGES.couponExpired('15 de noviembre de 2026')).toBe('Este cupón venció el 15 de noviembre de 2026.');
    expect(PAYMENT_MESSAGES.tripDate('sábado, 5 de diciembre de 2026')).toBe(
      'Este viaje sale el sábado, 5 de diciembre de 2026. Elige esa fecha.',
    );
  });

  it('puts a value in as written, even one with $ signs', () => {
    expect(PAYMENT_MESSAGES.outOfSeason('julio $& agosto')).toBe(
      'Esta experiencia solo se reserva en temporada: julio $& agosto. Elige otra fecha.',
    );
    expect(PAYMENT_MESSAGES.giftCardCurrency("US$'")).toBe(
      "Esta gift card es en US$' y no puede pagar una reserva en pesos mexicanos (MXN).",
    );
  });
});
