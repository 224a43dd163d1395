import { useState } from 'react';
import { formatLongDate, formatMXN, todayInMexico, type Coupon, type CouponRedemption } from '@hv/shared';
import { TitledDialog } from '@/components/ui/dialog.tsx';
import { Pagination } from '../crud/pagination.tsx';
import { StatusBadge } from '../crud/status-select.tsx';
import { useCouponRedemptions } from './use-coupon-redemptions.ts';

interface CouponResultsDialogProps {
  coupon: Coupon;
  /** 'Resultados' or 'Ver Detalles', as the button that opened it. */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Resultados' / 'Ver Detalles' of docs/product.md §8.5, made real: the paid bookings that used the coupon. */
export function CouponResultsDialog({ coupon, title, open, onOpenChange }: CouponResultsDialogProps) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-2xl"
      title={
        <>
          {title}: <span className="font-mono">{coupon.code}</span>
        </>
      }
      description={
        <>
          Usado {coupon.used_count} de {coupon.quantity} {coupon.quantity === 1 ? 'vez' : 'veces'}.
        </>
      }
    >
      {/* Asked for only while open; every opening starts on the first page. */}
      {open ? <RedemptionList couponId={coupon.id} /> : null}
    </TitledDialog>
  );
}

function RedemptionList({ couponId }: { couponId: string }) {
  const [page, setPage] = useState(1);
  const query = useCouponRedemptions(couponId, page);

  if (query.isPending) return <p role="status">Cargando resultados...</p>;
  if (query.isError) {
    return (
      <p role="alert" className="text-destructive">
        No se pudieron cargar los resultados del cupón.
      </p>
    );
  }
  const { data, count, discount_total, totalPages } = query.data;
  if (count === 0) return <p role="status">Este cupón aún no se ha usado en ninguna reserva.</p>;

  return (
    <div className="grid gap-4">
      <p className="rounded-xl bg-muted px-4 py-3 text-sm">
        {count === 1 ? '1 reserva pagada' : `${count} reservas pagadas`} con este cupón · Descuento total:{' '}
        <span className="font-semibold">{formatMXN(discount_total)}</span>
      </p>
      <ul className="grid gap-3" aria-label="Reservas con este cupón" aria-busy={query.isFetching}>
        {data.map((redemption) => (
          <RedemptionItem key={redemption.id} redemption={redemption} />
        ))}
      </ul>
      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Paginación de resultados" />
    </div>
  );
}

function RedemptionItem({ redemption: r }: { redemption: CouponRedemption }) {
  return (
    <li className="grid gap-2 rounded-xl border border-border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          <span className="font-mono">{r.reference}</span> · {r.item_name}
        </p>
        {r.booking_status !== 'Pagada' ? <StatusBadge status={r.booking_status} colour="red" /> : null}
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">Fecha</dt>
        <dd>{formatLongDate(r.booking_date)}</dd>
        <dt className="text-muted-foreground">Pagada el</dt>
        {/* The day of payment in Mexico City, as the reports count it. */}
        <dd>{formatLongDate(todayInMexico(new Date(r.redeemed_at)))}</dd>
        <dt className="text-muted-foreground">Cliente</dt>
        <dd className="[overflow-wrap:anywhere]">
          {r.customer_name ?? 'No especificado'}
          {r.customer_email ? <span className="block text-muted-foreground">{r.customer_email}</span> : null}
        </dd>
        <dt className="text-muted-foreground">Pasajeros</dt>
        <dd>{r.passengers}</dd>
        <dt className="text-muted-foreground">Descuento</dt>
        <dd>
          <span className="font-semibold">{formatMXN(r.discount_amount)}</span>{' '}
          <span className="text-muted-foreground">de {formatMXN(r.subtotal)}</span>
        </dd>
      </dl>
    </li>
  );
}
