import { z } from 'zod';

// Who may act through a booking's voucher page (decision 0163): the traveller — by their account
// or by the acting link e-mailed to them, for a while after the trip — and nobody else. Staff
// read the voucher through a read-only link and act at the desk.

/** Days after the departure's last day (Mexico City) during which the traveller's e-mailed link still cancels, moves and reviews. */
export const ACTING_LINK_DAYS = 30;

/** Why a viewer may read the voucher but not act on it: a read-only link, an acting link past its time, a staff session. */
export const VOUCHER_READ_ONLY = ['view_link', 'link_expired', 'staff'] as const;
export type VoucherReadOnly = (typeof VOUCHER_READ_ONLY)[number];

export const VOUCHER_LINK_MESSAGES = {
  view_link:
    'Este enlace solo sirve para ver la reserva. Para cancelarla, cambiarla de fecha o calificarla, usa el enlace de tu correo de confirmación.',
  link_expired: `Este enlace ya solo sirve para ver la reserva: cancelar, cambiar la fecha y calificar con él se puede hasta ${ACTING_LINK_DAYS} días después del viaje. Si necesitas ayuda, escríbenos por WhatsApp con tu referencia.`,
  staff:
    'Con una cuenta del personal no se cancela, no se cambia de fecha ni se califica la reserva de un viajero desde su voucher: los reembolsos y los cambios de fecha se hacen en Administración › Reservas, y la reseña la escribe el viajero.',
  resendNotPaid: 'Solo se reenvía el comprobante de una reserva pagada.',
  resendNoEmail: 'Esta reserva no tiene un correo al que enviar el comprobante.',
} as const satisfies Record<VoucherReadOnly, string> & Record<string, string>;

/** POST /api/admin/bookings/:id/voucher-email: where the traveller's voucher went again. */
export const voucherResentSchema = z.object({ sentTo: z.string() });
export type VoucherResent = z.infer<typeof voucherResentSchema>;
