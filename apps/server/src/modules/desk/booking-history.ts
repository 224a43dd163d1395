import { formatLongDate, formatLongDateTime, formatMXN, formatTime } from '@hv/shared';
import { REFUND_KIND, type StoredBookingEvent } from '../bookings/index.ts';
import type { BookingRow } from './bookings-list.ts';

// The words of a booking's `Historial` at the desk (docs/product.md §14.1, decision 0196): one
// function from a booking event to its line. The desk is in Spanish only, as its other words
// (DESK_MESSAGES); the traveller's own timeline has its words in the web's catalogues.

const money = (cents: unknown) => formatMXN(Number(cents ?? 0) / 100);

const formatDeskInstant = (iso: string, zone: string) => formatLongDateTime(iso, zone);

const departureText = (d: unknown) => {
  const { date, startTime } = (d ?? {}) as { date?: string; startTime?: string | null };
  return date ? `${formatLongDate(date)}${startTime ? `, ${formatTime(startTime)}` : ''}` : '—';
};

/** How a payment's event names its means, as the desk always did. */
function paidWith(data: Record<string, unknown>): string {
  const giftCard = Number(data.giftCard ?? 0) > 0;
  switch (data.method) {
    case 'manual':
      return String(data.manualMethod ?? 'efectivo');
    case 'provider': {
      const provider = data.provider === 'paypal' || !data.provider ? 'PayPal' : String(data.provider);
      return giftCard ? `${provider} y gift card` : provider;
    }
    case 'gift card':
      return 'gift card';
    case 'seeds':
      return `semillas (${Number(data.seeds ?? 0)})`;
    default:
      return 'cupón (total $0.00)';
  }
}

/** One refund part: how much, where it went back, who asked and why. Also the requests still in flight (booking_refunds). */
export function refundLine(
  part: { amount: string; kind: string; reason: string | null },
  b: BookingRow,
  askedBy: string | null,
): string {
  const { amount, kind } = part;
  const head =
    kind === REFUND_KIND.pending
      ? `Reembolso de ${amount} en curso (PayPal aún no lo confirma)`
      : kind === REFUND_KIND.refused
        ? `PayPal rechazó un reembolso de ${amount}`
        : kind === REFUND_KIND.giftCard
          ? `Reembolso de ${amount} a la gift card`
          : kind === REFUND_KIND.seedsOnly
            ? `Cancelada sin dinero que devolver: ${b.seeds_spent} semillas de vuelta al viajero`
            : kind === REFUND_KIND.outside
              ? `Reembolso de ${amount} fuera del sitio (${(b.manual_payment_method ?? 'efectivo').toLowerCase()})`
              : kind === 'PAYMENT.CAPTURE.REVERSED'
                ? `Reversión de ${amount} en PayPal`
                : `Reembolso de ${amount} (PayPal)`;
  return [head, askedBy ? `; pidió ${askedBy}` : '', part.reason ? `. Motivo: ${part.reason}` : ''].join('');
}

/**
 * The line of one event. `who` is the actor's name (their account's name now, else the name
 * the event kept), null when the event names nobody.
 */
export function historyLine(e: StoredBookingEvent, b: BookingRow, who: string | null): string {
  const d = e.data;
  const staffOrTraveller = e.actorKind === 'staff' || e.actorKind === 'traveller' || e.actorKind === 'job';
  switch (e.type) {
    case 'created':
      return d.source === 'manual' ? `Venta manual registrada por ${who ?? 'el personal'}` : 'Reserva iniciada en el sitio';
    case 'paid':
      return `Pagada con ${paidWith(d)}`;
    case 'refunded':
      return refundLine(
        { amount: money(d.amount), kind: String(d.kind), reason: (d.reason as string | null) ?? null },
        b,
        staffOrTraveller ? who : null,
      );
    case 'date_changed': {
      const by = e.actorKind === 'staff' ? `${who ?? 'el personal'} (${String(d.actorRole ?? 'personal')})` : 'el viajero';
      return `Fecha cambiada del ${departureText(d.from)} al ${departureText(d.to)}; la cambió ${by}`;
    }
    case 'cancelled':
      return d.by === 'departure'
        ? `Cancelada con su salida por ${who ?? 'el personal'}${d.reason ? `. Motivo: ${String(d.reason)}` : ''}`
        : 'Cancelada por el viajero';
    case 'checked_in':
      return b.passengers > 1
        ? `Presentado (${String(d.name)}); registró ${who ?? 'el personal'}`
        : `Presentado; registró ${who ?? 'el personal'}`;
    case 'passengers_removed': {
      const names = (d.names as string[]).join(', ');
      return `${(d.names as string[]).length > 1 ? 'Ya no viajan' : 'Ya no viaja'}: ${names}; se quitó de la reserva con un reembolso parcial; lo hizo ${who ?? 'el personal'}`;
    }
    case 'check_in_undone':
      return `Registro de ${String(d.name)} deshecho por ${who ?? 'el personal'}`;
    case 'reminder_sent':
      return `Recordatorio de la salida enviado a ${String(d.to)}`;
    case 'voucher_sent':
      return `Comprobante reenviado a ${String(d.to)}; lo pidió ${who ?? 'el personal'}`;
    case 'link_sent':
      return `Enlace de la reserva enviado a ${String(d.to)} (desde Mi reserva)`;
    case 'payment_link_sent':
      return `Enlace de pago enviado a ${String(d.to)}; guarda los lugares hasta el ${formatDeskInstant(String(d.expiresAt), b.time_zone)}`;
    case 'payment_refused':
      return `${d.provider === 'paypal' || !d.provider ? 'PayPal' : String(d.provider)} rechazó un pago${d.notApproved ? ' (el cliente no lo aprobó)' : ''}: la reserva sigue esperando pago`;
    case 'cash_pending':
      return `Pendiente de pago en ${d.method === 'spei' ? 'SPEI' : 'OXXO'}; guarda los lugares hasta el ${formatDeskInstant(String(d.deadline), b.time_zone)}`;
    case 'cash_expired':
      return d.why === 'provider'
        ? `Mercado Pago canceló el pago en ${d.method === 'spei' ? 'SPEI' : 'OXXO'}: lugares liberados`
        : `Venció el plazo del pago en ${d.method === 'spei' ? 'SPEI' : 'OXXO'}: lugares liberados`;
    case 'invoice_requested':
      return `Factura pedida para el RFC ${String(d.rfc)}`;
    case 'invoiced':
      return `Facturada: folio ${String(d.folio)}, UUID ${String(d.uuid)}`;
    case 'invoice_refused':
      return `Facturapi rechazó la factura: ${String(d.reason)}`;
    case 'invoice_sent':
      return `Factura (PDF y XML) enviada a ${String(d.to)}`;
    case 'credit_note_issued':
      return `Nota de crédito por ${formatMXN(Number(d.amount))}: folio ${String(d.folio)}, UUID ${String(d.uuid)}`;
    case 'invoice_cancelled':
      return `Factura cancelada ante el SAT (motivo ${String(d.motive)})`;
    default:
      return String(e.type);
  }
}
