import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CaptureResult } from '@hv/shared';
import type { AuthSession } from '@/lib/auth-client.ts';
import { useT } from '@/lib/i18n.tsx';
import { SESSION_QUERY_KEY } from '@/lib/session.ts';
import { toast } from '@/lib/use-toast.ts';
import { AVAILABILITY_QUERY_KEY } from '../api/get-availability.ts';
import { MY_BOOKINGS_QUERY_KEY } from '../api/get-my-bookings.ts';
import { forgetPendingOrder } from '../lib/pending-order.ts';

/**
 * After a paid booking (PayPal or gift card): the success toast, then the seeds badge,
 * 'Mis reservas' and the places left are refreshed, the order this browser started is
 * settled, and the traveller lands on the confirmation page (docs/product.md §6.11).
 */
export function useAfterPayment(): (result: CaptureResult) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useT('booking');
  return useCallback(
    (result: CaptureResult) => {
      forgetPendingOrder();
      toast({
        title: t('booking.payment.successTitle'),
        description: t('booking.payment.success', { name: result.payerGivenName }),
      });
      // The badge reads the session's seeds: show the new balance at once, then re-read it.
      if (result.seeds !== null) {
        queryClient.setQueryData<AuthSession | null>(SESSION_QUERY_KEY, (session) =>
          session ? { ...session, user: { ...session.user, seeds: result.seeds } } : session,
        );
      }
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      // The profile's root key, which also holds 'Mis reservas'.
      void queryClient.invalidateQueries({ queryKey: [MY_BOOKINGS_QUERY_KEY[0]] });
      void queryClient.invalidateQueries({ queryKey: AVAILABILITY_QUERY_KEY });
      void navigate(result.confirmationPath);
    },
    [queryClient, navigate, t],
  );
}
