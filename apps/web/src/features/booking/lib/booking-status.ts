import type { BookingStatus } from '@hv/shared';
import type { MessageId } from '@/lib/i18n.tsx';

/** A booking's status as the traveller reads it (stored in Spanish: 'Pagada', 'Reembolsada'…). */
export const BOOKING_STATUS_MESSAGE: Record<BookingStatus, MessageId> = {
  Pendiente: 'booking.status.pending',
  Pagada: 'booking.status.paid',
  Reembolsada: 'booking.status.refunded',
  Cancelada: 'booking.status.cancelled',
};
