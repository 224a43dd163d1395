import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay, telHref, whatsappChatUrl } from './whatsapp.ts';

describe('WhatsApp helpers', () => {
  it('builds a wa.me link with digits only and an encoded message', () => {
    expect(whatsappChatUrl('+52 1 55 1234 5678', '¡Hola! ¿Tienen lugar?')).toBe(
      'https://wa.me/5215512345678?text=%C2%A1Hola!%20%C2%BFTienen%20lugar%3F',
    );
  });

  it.each([
    ['5215512345678', '+52 55 1234 5678', 'tel:+525512345678'],
    ['525512345678', '+52 55 1234 5678', 'tel:+525512345678'],
    ['14155550123', '+14155550123', 'tel:+14155550123'],
  ])('%s is shown as %s and dialled as %s', (number, shown, tel) => {
    expect(formatPhoneForDisplay(number)).toBe(shown);
    expect(telHref(number)).toBe(tel);
  });
});
