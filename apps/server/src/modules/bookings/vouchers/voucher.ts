import { createEvent, type EventAttributes } from 'ics';
import QRCode from 'qrcode';
import { bookingReference, zonedStart } from '@hv/shared';
import type { Translator } from '../../../lib/i18n.ts';

// The booking's voucher (docs/product.md §14.3): its signed link as a QR code for check-in (the
// desk reads the reference out of the link) and an .ics calendar event with the start time and
// meeting point (or the pickup, its time in the description: decision 0240), attached to the
// confirmation e-mail. Both through libraries, never by hand.
// The start is a wall-clock time of the item's zone (docs/decisions/0200-a-time-zone-per-item.md);
// the event keeps one UID and a growing SEQUENCE as the booking moves or is cancelled
// (docs/decisions/0201-the-calendar-follows-the-booking.md).

/** The voucher link as a QR code: PNG for e-mail, SVG for the page. Medium error correction survives a scuffed print. */
export const voucherQrPng = (url: string) =>
  QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
export const voucherQrSvg = (url: string) => QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/** How long an experience's event lasts in calendars: its hours, or two when it has none (or an unlikely many). */
const eventHours = (hours: number | null | undefined) => (hours && hours > 0 && hours <= 72 ? hours : 2);

export interface CalendarBooking {
  id: string;
  /** The item's name and meeting point in the booking's language. */
  itemName: string;
  date: string;
  startTime: string | null;
  meetingPoint: string | null;
  /**
   * Where and when the van collects the traveller (`Zona Hotelera Cancún · 07:15`, mail's
   * pickupLine), and the place alone: the event's LOCATION. The event still starts at the tour's
   * start (decision 0240). Null: the meeting point.
   */
  pickup?: { line: string; place: string } | null;
  /** An experience's hours (decision 0215). */
  durationHours?: number | null;
  /** A trip's return, 'yyyy-mm-dd' and 'HH:MM'. */
  returnDate?: string | null;
  returnTime?: string | null;
  passengers: number;
  voucherUrl: string;
  brand: string;
  /** The item's IANA zone: the date and times above are read on its clock. */
  timeZone: string;
  /** The booking's calendar_sequence: 0 when confirmed, higher after each change. */
  sequence: number;
  /** A cancelled booking's event cancels the one calendars hold (METHOD:CANCEL, STATUS:CANCELLED). */
  cancelled?: boolean;
}

/** The iTIP method of a booking's event, as its e-mail attachment's Content-Type repeats it. */
export const calendarMethod = (b: Pick<CalendarBooking, 'cancelled'>) => (b.cancelled ? 'CANCEL' : 'PUBLISH');

/** When the event happens: timed from the start time (to the trip's return, or for the experience's duration), else all day. */
function eventTime(b: CalendarBooking): Record<string, unknown> {
  if (!b.startTime) return { start: dateParts(b.date), end: dateParts(b.returnDate ?? b.date, 1) };
  const instant = (date: string, time: string) => zonedStart(date, time, b.timeZone).getTime();
  const start = { start: instant(b.date, b.startTime), startInputType: 'utc', startOutputType: 'utc' };
  if (b.returnDate)
    return { ...start, end: instant(b.returnDate, b.returnTime ?? '18:00'), endInputType: 'utc', endOutputType: 'utc' };
  const minutes = Math.round(eventHours(b.durationHours) * 60);
  return { ...start, duration: { hours: Math.floor(minutes / 60), minutes: minutes % 60 } };
}

/** The booking as an iCalendar event (RFC 5545), its description in the booking's language. */
export function bookingCalendar(b: CalendarBooking, t: Translator): string {
  const { error, value } = createEvent({
    ...eventTime(b),
    uid: `${b.id}@hormiga-viajera`,
    sequence: b.sequence,
    method: calendarMethod(b),
    productId: 'hormiga-viajera/reservas',
    title: `${b.itemName} (${b.brand})`,
    description: [
      ...(b.pickup ? [t.t('mail.calendar.pickup', { pickup: b.pickup.line })] : []),
      t.t('mail.calendar.description', {
        reference: bookingReference(b.id),
        passengers: b.passengers,
        url: b.voucherUrl,
      }),
    ].join('\n'),
    url: b.voucherUrl,
    ...(b.pickup ? { location: b.pickup.place } : b.meetingPoint ? { location: b.meetingPoint } : {}),
    status: b.cancelled ? 'CANCELLED' : 'CONFIRMED',
  } as EventAttributes);
  if (error || !value) throw error ?? new Error('calendar event not created');
  return value;
}

/** [year, month, day] of a date, `days` later. */
function dateParts(date: string, days = 0): [number, number, number] {
  const d = new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}
