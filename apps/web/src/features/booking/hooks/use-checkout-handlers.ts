import { useLayoutEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PAYMENT_MESSAGES, type CaptureResult, type CreatedOrder } from '@hv/shared';
import { ApiRequestError } from '@/lib/api.ts';
import type { AuthSession } from '@/lib/auth-client.ts';
import { SESSION_QUERY_KEY } from '@/lib/session.ts';
import { toast } from '@/lib/use-toast.ts';
import { captureOrder } from '../api/capture-order.ts';
import { createOrder } from '../api/create-order.ts';
import { AVAILABILITY_QUERY_KEY } from '../api/get-availability.ts';
import { MY_BOOKINGS_QUERY_KEY } from '../api/get-my-bookings.ts';
import type { BookableItem } from '../lib/bookable-item.ts';
import type { PayPalButtonsOptions } from '../lib/paypal-sdk.ts';

export interface CheckoutValues {
  date: string;
  passengers: number;
  couponCode: string;
}

interface CheckoutCallbacks {
  item: BookableItem;
  /** Read when PayPal asks for the order, so a change after 'Reservar' is still honoured. */
  values: CheckoutValues;
  onOrderCreated: (order: CreatedOrder) => void;
  onPaid: (result: CaptureResult) => void;
  onCancelled: () => void;
}

// The server's message when it sent one of ours (invalid coupon, no places left), else PayPal's fallback.
const serverMessage = (error: unknown) =>
  error instanceof ApiRequestError && !error.code.startsWith('http_') && error.code !== 'network_error' ? error.message : null;

function paymentErrorToast(description: string = PAYMENT_MESSAGES.paymentError) {
  toast({ variant: 'destructive', title: PAYMENT_MESSAGES.paymentErrorTitle, description });
}

/**
 * The PayPal buttons' callbacks. The server creates and captures the order (the browser never
 * sends an amount); after a capture the seeds badge, 'Mis reservas' and the places left are
 * refreshed. SPEC §4: on an error a toast is shown and the form keeps its state.
 */
export function useCheckoutHandlers(callbacks: CheckoutCallbacks): Omit<PayPalButtonsOptions, 'style'> {
  const queryClient = useQueryClient();
  const latest = useRef(callbacks);
  useLayoutEffect(() => {
    latest.current = callbacks;
  });
  // An error this code already explained (e.g. the server refused the coupon) reaches PayPal's
  // onError too; one toast is enough.
  const explained = useRef(false);

  return useMemo(() => {
    function refreshAfterPayment(result: CaptureResult) {
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
    }

    return {
      createOrder: async () => {
        const { item, values, onOrderCreated } = latest.current;
        explained.current = false;
        try {
          const order = await createOrder({
            kind: item.kind,
            id: item.id,
            date: values.date,
            passengers: values.passengers,
            couponCode: values.couponCode.trim() || undefined,
          });
          onOrderCreated(order);
          return order.orderId;
        } catch (error) {
          const message = serverMessage(error);
          explained.current = true;
          if (message) toast({ variant: 'destructive', title: 'No se pudo iniciar el pago', description: message });
          else paymentErrorToast();
          throw error;
        }
      },
      onApprove: async ({ orderID }) => {
        try {
          const result = await captureOrder(orderID);
          toast({ title: PAYMENT_MESSAGES.successTitle, description: PAYMENT_MESSAGES.success(result.payerGivenName) });
          refreshAfterPayment(result);
          latest.current.onPaid(result);
        } catch (error) {
          // SPEC §8: the error is also logged; nothing was recorded as paid, the form stays.
          console.error('No se pudo completar el pago con PayPal', error);
          paymentErrorToast(serverMessage(error) ?? undefined);
        }
      },
      onCancel: () => latest.current.onCancelled(),
      onError: (error) => {
        if (explained.current) {
          explained.current = false;
          return;
        }
        console.error('Error de PayPal', error);
        paymentErrorToast();
      },
    };
  }, [queryClient]);
}
