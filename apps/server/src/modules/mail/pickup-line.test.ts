import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/i18n.ts';
import { pickupLine } from './pickup-line.ts';

// Decision 0240: where and when to be, as the e-mails and the calendar file say it.
const pickup = {
  id: 'zh',
  name: 'Zona Hotelera Cancún',
  nameEn: 'Cancún Hotel Zone',
  minutesBefore: 45,
  time: '07:15',
  charge: 0,
  total: 0,
};

describe('pickupLine', () => {
  it('says the name in the reader’s language and the time on the item’s clock', () => {
    expect(pickupLine(translator('es'), pickup, '08:00')).toBe('Zona Hotelera Cancún · 07:15');
    expect(pickupLine(translator('en'), pickup, '08:00')).toBe('Cancún Hotel Zone · 7:15\u00a0AM');
    expect(pickupLine(translator('en'), { ...pickup, nameEn: null }, '08:00')).toBe('Zona Hotelera Cancún · 7:15\u00a0AM');
  });

  it('counts back from the start the booking has now (a date change may have moved it), else the frozen time', () => {
    expect(pickupLine(translator('es'), pickup, '10:30')).toBe('Zona Hotelera Cancún · 09:45');
    expect(pickupLine(translator('es'), pickup, null)).toBe('Zona Hotelera Cancún · 07:15');
    expect(pickupLine(translator('es'), { ...pickup, time: null }, null)).toBe('Zona Hotelera Cancún');
  });

  it('says nothing for the meeting point', () => {
    expect(pickupLine(translator('es'), null, '08:00')).toBeNull();
  });
});
