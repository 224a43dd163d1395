import { BUSINESS_TIME_ZONE, formatLongDate, TRANSPORT_STATUS_LABELS, VEHICLE_TYPES, type TransportStatus } from '@hv/shared';
import { formatTime } from '@hv/shared';

// 24-hour times, as Mexico writes them (formatTime in @hv/shared).
const receivedFormat = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'long',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: BUSINESS_TIME_ZONE,
});
const receivedDayFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE });

/** When the request arrived, e.g. "14 de noviembre de 2026 a las 10:30" (Mexico City time). */
export const formatReceived = (iso: string) => receivedFormat.format(new Date(iso));
export const formatReceivedDay = (iso: string) => receivedDayFormat.format(new Date(iso));

/** A stored day and time of the trip, e.g. "20 de noviembre de 2026, 09:30". */
export function formatDayAndTime(day: string | null, time: string | null): string | null {
  if (!day) return null;
  return time ? `${formatLongDate(day)}, ${formatTime(time)}` : formatLongDate(day);
}

/** "SUV (hasta 7 personas)": the vehicle with its capacity (docs/product.md §10), or the stored value if unknown. */
export function vehicleLabel(value: string, withCapacity = true): string {
  const vehicle = VEHICLE_TYPES.find((v) => v.value === value);
  if (!vehicle) return value;
  return withCapacity ? `${vehicle.label} (hasta ${vehicle.capacity} ${vehicle.unit})` : vehicle.label;
}

export const statusLabel = (status: string) => TRANSPORT_STATUS_LABELS[status as TransportStatus] ?? status;
