import { useLayoutEffect, useMemo, useRef } from 'react';
import type { CaptureResult, CreatedOrder } from '@hv/shared';
import { ApiRequestError } from '@/lib/api.ts';
import { useT } from '@/lib/i18n.tsx';
import { toast } from '@/lib/use-toast.ts';
import { captureOrder } from '../api/capture-order.ts';
import { forgetPendingOrder, rememberPendingOrder } from '../lib/pending-order.ts';
import { paymentErrorToast, serverMessage } from '../lib/checkout-errors.ts';
import type { PayPalButtonsOptions } from '../lib/paypal-sdk.ts';
import { useSaid } from '@/lib/shared-sentences.ts';
import { useAfterPayment } from './use-after-payment.ts';

export interface PayPalFlow {
  /** Asks the server for the PayPal order: the public checkout's, or a payment link's (docs/product.md §14.6). */
  createOrder: () => Promise<CreatedOrder>;
  onOrderCreated?: (order: CreatedOrder) => void;
  onPaid?: (result: CaptureResult) => void;
  onCancelled?: () => void;
}

/**
 * The PayPal buttons' callbacks around one server call that creates the order. The server
 * prices the order and captures it (the browser never sends an amount); after the capture the
 * traveller lands on the confirmation page. docs/product.md §6.5: on an error a toast is shown
 * and the page keeps its state.
 */
export function usePayPalHandlers(flow: PayPalFlow): Omit<PayPalButtonsOptions, 'style'> {
  const afterPayment = useAfterPayment();
  const { t } = useT('booking');
  const words = useSaid();
  const latest = useRef(flow);
  useLayoutEffect(() => {
    latest.current = flow;
  });
  // An error this code already explained (e.g. the server refused the coupon) reaches PayPal's
  // onError too; one toast is enough.
  const explained = useRef(false);

  return useMemo(
    () => ({
      createOrder: async () => {
        explained.current = false;
        try {
          const order = await latest.current.createOrder();
          // Followed up on the next visit if this page is reloaded or closed before the outcome.
          rememberPendingOrder({ orderId: order.orderId, bookingId: order.bookingId, returnPath: window.location.pathname });
          latest.current.onOrderCreated?.(order);
          return order.orderId;
        } catch (error) {
          const message = serverMessage(words.error(error));
          explained.current = true;
          if (message) toast({ variant: 'destructive', title: t('booking.payment.refusedTitle'), description: message });
          else paymentErrorToast(t);
          throw error;
        }
      },
      onApprove: async ({ orderID }) => {
        try {
          const result = await captureOrder(orderID);
          afterPayment(result);
          latest.current.onPaid?.(result);
        } catch (error) {
          // docs/product.md §6.5: the error is also logged; nothing was recorded as paid, the page stays.
          console.error('No se pudo completar el pago con PayPal', error);
          const message = serverMessage(words.error(error));
          // A capture PayPal holds for review is an outcome the traveller has now been told (the
          // e-mail follows when it completes): nothing left for the next visit to follow up.
          if (error instanceof ApiRequestError && error.said?.key === 'payment.capturePending') forgetPendingOrder();
          paymentErrorToast(t, message ?? undefined);
        }
      },
      onCancel: () => {
        // The traveller saw the outcome: nothing to follow up on the next visit.
        forgetPendingOrder();
        latest.current.onCancelled?.();
      },
      onError: (error) => {
        if (explained.current) {
          explained.current = false;
          return;
        }
        console.error('Error de PayPal', error);
        paymentErrorToast(t);
      },
    }),
    [afterPayment, t, words],
  );
}
