import { COUPON_ACTIONS, COUPON_MESSAGES, type Coupon, type CouponAction } from '@hv/shared';
import { apiSend } from '@/lib/api.ts';
import { toast } from '@/lib/use-toast.ts';
import { adminPath } from '../crud/admin-resource.ts';
import { failureToast } from '../crud/failure-toast.ts';
import { useAdminMutation } from '../crud/use-admin-mutations.ts';

/** Activar, Pausar or Reactivar (docs/product.md §8.2); the server checks the move under a row lock. */
export function useCouponStatusAction() {
  const mutation = useAdminMutation('coupons', ({ id, action }: { id: string; action: CouponAction }) =>
    apiSend<Coupon>('PATCH', adminPath('coupons', `/${encodeURIComponent(id)}/status`), { action }),
  );
  const run = (coupon: Coupon, action: CouponAction) =>
    mutation.mutate(
      { id: coupon.id, action },
      {
        // docs/product.md §8.2: '¡Actualizado!' / 'El cupón ahora está {status}.'; 'No se pudo cambiar el estado a {status}.'
        onSuccess: (updated) =>
          toast({ title: COUPON_MESSAGES.updatedTitle, description: COUPON_MESSAGES.statusUpdated(updated.status) }),
        onError: (error) =>
          toast({ variant: 'destructive', ...failureToast(COUPON_MESSAGES.statusError(COUPON_ACTIONS[action].to), error) }),
      },
    );
  return { run, isPending: mutation.isPending };
}
