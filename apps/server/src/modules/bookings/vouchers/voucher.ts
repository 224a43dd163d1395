import { createEvent, type EventAttributes } from 'ics';
import QRCode from 'qrcode';
import { BUSINESS_TIME_ZONE, bookingReference } from '@hv/shared';
import type { Translator } from '../../../lib/i18n.ts';

// The booking's voucher (docs/product.md §14.3): its signed link as a QR code for check-in (the
// desk reads the reference out of the link) and an .ics calendar event with the start time and
// meeting point, attached to the confirmation e-mail. Both through libraries, never by hand.

/** The voucher link as a QR code: PNG for e-mail, SVG for the page. Medium error correction survives a scuffed print. */
export const voucherQrPng = (url: string) =>
  QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
export const voucherQrSvg = (url: string) => QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/** Minutes east of UTC of the business time zone on a date ('GMT-06:00' → -360). */
function offsetMinutes(date: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** A wall-clock time in Mexico City as a UTC instant (ms). */
export function mexicoCityInstant(date: string, time: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, h, min) - offsetMinutes(date) * 60_000;
}

/** Hours of an experience's free-text duration ('3 horas', '2 h', '1.5 hrs'); two when unreadable. */
function durationHours(text: string | null | undefined): number {
  const hours = Number(/(\d+(?:[.,]\d+)?)\s*(?:h|hora)/i.exec(text ?? '')?.[1]?.replace(',', '.'));
  return Number.isFinite(hours) && hours > 0 && hours <= 72 ? hours : 2;
}

export interface CalendarBooking {
  id: string;
  /** The item's name and meeting point in the booking's language. */
  itemName: string;
  date: string;
  startTime: string | null;
  meetingPoint: string | null;
  duration?: string | null;
  /** A trip's return, 'yyyy-mm-dd' and 'HH:MM'. */
  returnDate?: string | null;
  returnTime?: string | null;
  passengers: number;
  voucherUrl: string;
  brand: string;
}

/** When the event happens: timed from the start time (to the trip's return, or for the experience's duration), else all day. */
function eventTime(b: CalendarBooking): Record<string, unknown> {
  if (!b.startTime) return { start: dateParts(b.date), end: dateParts(b.returnDate ?? b.date, 1) };
  const start = { start: mexicoCityInstant(b.date, b.startTime), startInputType: 'utc', startOutputType: 'utc' };
  if (b.returnDate)
    return { ...start, end: mexicoCityInstant(b.returnDate, b.returnTime ?? '18:00'), endInputType: 'utc', endOutputType: 'utc' };
  const minutes = Math.round(durationHours(b.duration) * 60);
  return { ...start, duration: { hours: Math.floor(minutes / 60), minutes: minutes % 60 } };
}

/** The booking as an iCalendar event (RFC 5545), its description in the booking's language. */
export function bookingCalendar(b: CalendarBooking, t: Translator): string {
  const { error, value } = createEvent({
    ...eventTime(b),
    uid: `${b.id}@hormiga-viajera`,
    productId: 'hormiga-viajera/reservas',
    title: `${b.itemName} (${b.brand})`,
    description: t.t('mail.calendar.description', {
      reference: bookingReference(b.id),
      passengers: b.passengers,
      url: b.voucherUrl,
    }),
    url: b.voucherUrl,
    ...(b.meetingPoint ? { location: b.meetingPoint } : {}),
    status: 'CONFIRMED',
  } as EventAttributes);
  if (error || !value) throw error ?? new Error('calendar event not created');
  return value;
}

/** [year, month, day] of a date, `days` later. */
function dateParts(date: string, days = 0): [number, number, number] {
  const d = new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}
