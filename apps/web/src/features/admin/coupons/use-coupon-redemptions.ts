import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CouponRedemptions } from '@hv/shared';
import { apiGet } from '@/lib/api.ts';
import { ADMIN_PER_PAGE, adminKeys, adminPath } from '../crud/admin-resource.ts';

/** The coupon's uses (Resultados / Ver Detalles): the paid bookings it discounted, newest first. */
export function useCouponRedemptions(couponId: string, page: number) {
  const params = { page: String(page), perPage: String(ADMIN_PER_PAGE) };
  return useQuery({
    queryKey: [...adminKeys.detail('coupons', couponId, 'redemptions'), params],
    queryFn: ({ signal }) =>
      apiGet<CouponRedemptions>(adminPath('coupons', `/${encodeURIComponent(couponId)}/redemptions`, params), { signal }),
    placeholderData: keepPreviousData,
  });
}
