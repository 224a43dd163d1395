import { formatMXN, type CreatedOrder } from '@hv/shared';
import { passengersLabel } from '../lib/booking-total.ts';

interface BookingSummaryProps {
  passengers: number;
  unitPrice: number;
  total: number;
  /** The server's prices once the order exists (a coupon may lower the total). */
  order: CreatedOrder | null;
}

/** SPEC §2 'Total a Pagar' = passengers × price, in es-MX MXN; the server's discount once known. */
export function BookingSummary({ passengers, unitPrice, total, order }: BookingSummaryProps) {
  const discounted = order !== null && order.discount > 0;
  return (
    <div className="grid gap-2 rounded-2xl border border-marigold-200 bg-white p-4 sm:p-5">
      <dl className="grid gap-1.5">
        {discounted ? (
          <>
            <div className="flex justify-between gap-x-4 text-sm">
              <dt>Subtotal</dt>
              <dd className="tabular-nums">{formatMXN(order.subtotal)}</dd>
            </div>
            <div className="flex justify-between gap-x-4 text-sm font-semibold text-jade-800">
              <dt>Descuento del cupón</dt>
              <dd className="tabular-nums">−{formatMXN(order.discount)}</dd>
            </div>
          </>
        ) : null}
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <dt className="font-semibold">Total a Pagar</dt>
          <dd className="font-display text-3xl font-bold text-terracotta-800 tabular-nums">
            {formatMXN(discounted ? order.amount : total)}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">
        {passengersLabel(passengers)} × {formatMXN(unitPrice)} MXN por persona
      </p>
    </div>
  );
}
