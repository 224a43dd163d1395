import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pickup } from '@hv/shared';
import { createTestApp, type TestApp } from './helpers.ts';
import { saturday } from './dates.ts';
import type { OutboxMail } from './hostile-helpers.ts';
import { paymentHelpers } from './payment-helpers.ts';

// Issue 32: the confirmation e-mail and its calendar file say where and when the van collects the
// traveller (docs/decisions/0240-pickups-admin-mail-and-types-in-reports.md); the reminder's line is
// in reminders.test.ts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
});
afterAll(() => t?.close());

const { makeExperience, payBooking, mailTo } = paymentHelpers(() => t, { ipBlock: '10.240' });

const pickups: Pickup[] = [
  { id: 'playa', name: 'Playa del Carmen, Quinta Avenida', nameEn: null, minutesBefore: 30, charge: 0, sortOrder: 1 },
  { id: 'zh-cancun', name: 'Zona Hotelera Cancún', nameEn: 'Cancún Hotel Zone', minutesBefore: 45, charge: 150.55, sortOrder: 0 },
];

describe('the pickup in the confirmation e-mail and the calendar file', () => {
  // Decision 0240: the confirmation e-mail and its calendar file say where and when to be, on the
  // item's clock; the event still starts at the tour's start.
  it('says the pickup and its time in the confirmation e-mail and the calendar file, in Spanish and English', async () => {
    const item = await makeExperience({
      name: 'Ballenas en Cancún',
      name_en: 'Whale sharks in Cancún',
      price: 1450,
      start_times: ['08:00'],
      meeting_point: 'Muelle de Holbox',
      time_zone: 'America/Cancun',
      pickups,
    });
    const date = saturday();
    for (const [locale, line, calendarLine, place] of [
      ['es', 'Recogida: Zona Hotelera Cancún · 07:15', 'Recogida: Zona Hotelera Cancún · 07:15', 'Zona Hotelera Cancún'],
      ['en', 'Pickup: Cancún Hotel Zone · 7:15\u00a0AM', 'Pickup: Cancún Hotel Zone · 7:15\u00a0AM', 'Cancún Hotel Zone'],
    ] as const) {
      const email = `recogida.${locale}@example.com`;
      const b = await payBooking({
        item: { kind: 'experience', id: item.id },
        date,
        startTime: '08:00',
        passengers: 2,
        pickupId: 'zh-cancun',
        contactEmail: email,
        locale,
        cookie: undefined,
      });
      const mail = await mailTo(email, b.reference);
      expect(mail.text).toContain(line);
      expect(mail.html).toContain(line.replace(': ', '</th><td>'));
      const file = mail.attachments?.find((a) => a.filename.endsWith('.ics')) as NonNullable<OutboxMail['attachments']>[number];
      const text = (file.encoding === 'base64' ? Buffer.from(file.content, 'base64') : Buffer.from(file.content)).toString(
        'utf8',
      );
      const event = Object.values(ical.sync.parseICS(text)).find((c) => c?.type === 'VEVENT') as ical.VEvent;
      expect(event.location).toBe(place);
      expect(event.description).toContain(calendarLine);
      // 08:00 in Cancún (UTC−5, no daylight saving): the tour's start, not the pickup's.
      expect((event.start as Date).toISOString()).toBe(`${date}T13:00:00.000Z`);
    }
  });
});
