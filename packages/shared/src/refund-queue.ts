import { z } from 'zod';
import { positiveRefundAmount, staffRefundSchema } from './desk.ts';

// `Reembolsos pendientes` (issue 29 item 2, docs/decisions/0203): the refunds the server owes and
// could not make on its own (a cancelled departure's, a capture made after its departure shut),
// listed until staff make them happen — retried, or given back outside the site.

export const REFUND_QUEUE_MESSAGES = {
  notFound: 'No encontramos ese reembolso pendiente.',
  closed: 'Ese reembolso ya no está pendiente.',
  refunded: 'Reembolso hecho.',
  failedAgain: 'Volvió a fallar: {reason}',
  waiting: 'El proveedor de pago aún no responde; se reintentará solo. Último error: {reason}',
  outsideRecorded: 'Registrado como reembolsado fuera del sitio.',
  tooMuch: 'El monto supera lo que queda por reembolsar de esta reserva ({amount}).',
} as const;

export const REFUND_QUEUE_KINDS = ['departure', 'late-capture'] as const;

export const pendingRefundSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(REFUND_QUEUE_KINDS),
  bookingId: z.string().uuid(),
  reference: z.string(),
  traveller: z.string().nullable(),
  itemName: z.string(),
  /** What is still owed, in MXN. */
  amount: z.number(),
  /** Why the money goes back (the cancellation's reason). */
  reason: z.string().nullable(),
  /** Why it could not be made: the provider's refusal or the last error. */
  error: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type PendingRefund = z.infer<typeof pendingRefundSchema>;
export const pendingRefundsSchema = z.object({ count: z.number().int(), data: z.array(pendingRefundSchema) });
export type PendingRefunds = z.infer<typeof pendingRefundsSchema>;

/** POST /api/admin/refunds/pending/:id/retry: what happened, in words. */
export const refundRetryResultSchema = z.object({
  outcome: z.enum(['refunded', 'failed', 'waiting']),
  message: z.string(),
});
export type RefundRetryResult = z.infer<typeof refundRetryResultSchema>;

/** POST /api/admin/refunds/pending/:id/outside: money given back in cash or by transfer. */
export const refundOutsideSchema = z.object({
  amount: positiveRefundAmount,
  note: staffRefundSchema.shape.reason,
});
export type RefundOutsideInput = z.infer<typeof refundOutsideSchema>;
