import { displayCouponStatus, type CouponStatus } from '@hv/shared';
import type { StatusColour } from '../crud/status-colours.ts';
import { StatusBadge } from '../crud/status-select.tsx';

// Coupon colours (docs/product.md §8.2): usable green, paused yellow, finished blue (as a
// finished trip), not yet started purple (as 'Próximamente').
const COUPON_COLOURS: Record<CouponStatus, StatusColour> = {
  Activo: 'green',
  Pausado: 'yellow',
  Terminado: 'blue',
  'En espera': 'purple',
};

/** docs/product.md §8.2: an unknown status shows as 'En espera'. */
export function CouponStatusBadge({ status }: { status: string }) {
  const shown = displayCouponStatus(status);
  return <StatusBadge status={shown} colour={COUPON_COLOURS[shown]} />;
}
