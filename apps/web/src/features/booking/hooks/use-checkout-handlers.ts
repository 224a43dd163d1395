import { useLayoutEffect, useMemo, useRef } from 'react';
import { PAYMENT_MESSAGES, type CaptureResult, type CreatedOrder, type CreateOrderInput } from '@hv/shared';
import { toast } from '@/lib/use-toast.ts';
import { captureOrder } from '../api/capture-order.ts';
import { createOrder } from '../api/create-order.ts';
import type { BookableItem } from '../lib/bookable-item.ts';
import { forgetPendingOrder, rememberPendingOrder } from '../lib/pending-order.ts';
import { paymentErrorToast, serverMessage } from '../lib/checkout-errors.ts';
import type { PayPalButtonsOptions } from '../lib/paypal-sdk.ts';
import { useAfterPayment } from './use-after-payment.ts';

export interface CheckoutValues {
  date: string;
  /** 'HH:MM', or '' when the experience has no start times (or several and none is chosen yet). */
  startTime: string;
  passengers: number;
  couponCode: string;
  giftCardSeries: string;
  contactName: string;
  contactEmail: string;
  /** ISO 3166-1 alpha-2 of the mobile's country ('MX'). */
  contactPhoneCountry: string;
  contactPhone: string;
  passengerNames: string[];
}

/** The checkout body for the server: blank codes and start time are left out; one name per passenger. */
export const checkoutInput = (item: BookableItem, values: CheckoutValues): CreateOrderInput => ({
  kind: item.kind,
  id: item.id,
  date: values.date,
  startTime: values.startTime || undefined,
  passengers: values.passengers,
  couponCode: values.couponCode.trim() || undefined,
  giftCardSeries: values.giftCardSeries.trim() || undefined,
  contactName: values.contactName,
  contactEmail: values.contactEmail,
  contactPhoneCountry: values.contactPhoneCountry,
  contactPhone: values.contactPhone,
  passengerNames: values.passengerNames.slice(0, values.passengers),
});

interface CheckoutCallbacks {
  item: BookableItem;
  /** Read when PayPal asks for the order, so a change after 'Reservar' is still honoured. */
  values: CheckoutValues;
  onOrderCreated: (order: CreatedOrder) => void;
  onPaid: (result: CaptureResult) => void;
  onCancelled: () => void;
}

/**
 * The PayPal buttons' callbacks. The server creates the order for what the gift card does not
 * pay and captures it (the browser never sends an amount). docs/product.md §6.5: on an error a toast is
 * shown and the form keeps its state.
 */
export function useCheckoutHandlers(callbacks: CheckoutCallbacks): Omit<PayPalButtonsOptions, 'style'> {
  const afterPayment = useAfterPayment();
  const latest = useRef(callbacks);
  useLayoutEffect(() => {
    latest.current = callbacks;
  });
  // An error this code already explained (e.g. the server refused the coupon) reaches PayPal's
  // onError too; one toast is enough.
  const explained = useRef(false);

  return useMemo(
    () => ({
      createOrder: async () => {
        const { item, values, onOrderCreated } = latest.current;
        explained.current = false;
        try {
          const order = await createOrder(checkoutInput(item, values));
          // Followed up on the next visit if this page is reloaded or closed before the outcome.
          rememberPendingOrder({ orderId: order.orderId, bookingId: order.bookingId, returnPath: window.location.pathname });
          onOrderCreated(order);
          return order.orderId;
        } catch (error) {
          const message = serverMessage(error);
          explained.current = true;
          if (message) toast({ variant: 'destructive', title: PAYMENT_MESSAGES.checkoutRefusedTitle, description: message });
          else paymentErrorToast();
          throw error;
        }
      },
      onApprove: async ({ orderID }) => {
        try {
          const result = await captureOrder(orderID);
          afterPayment(result);
          latest.current.onPaid(result);
        } catch (error) {
          // docs/product.md §6.5: the error is also logged; nothing was recorded as paid, the form stays.
          console.error('No se pudo completar el pago con PayPal', error);
          paymentErrorToast(serverMessage(error) ?? undefined);
        }
      },
      onCancel: () => {
        // The traveller saw the outcome: nothing to follow up on the next visit.
        forgetPendingOrder();
        latest.current.onCancelled();
      },
      onError: (error) => {
        if (explained.current) {
          explained.current = false;
          return;
        }
        console.error('Error de PayPal', error);
        paymentErrorToast();
      },
    }),
    [afterPayment],
  );
}
