import { useMutation } from '@tanstack/react-query';
import type { CaptureResult, CreateOrderInput } from '@hv/shared';
import { useT } from '@/lib/i18n.tsx';
import { payWithGiftCard } from '../api/pay-with-gift-card.ts';
import { paymentErrorToast, serverMessage } from '../lib/checkout-errors.ts';
import { useSaid } from '@/lib/shared-sentences.ts';
import { useAfterPayment } from './use-after-payment.ts';

/**
 * 'Pagar con gift card' when the card covers the whole total: one call, the server charges
 * the card and records the booking; the same success toast as a PayPal payment.
 */
export function useGiftCardPayment(onPaid: (result: CaptureResult) => void) {
  const afterPayment = useAfterPayment();
  const { t } = useT('booking');
  const words = useSaid();
  return useMutation({
    mutationFn: (input: CreateOrderInput) => payWithGiftCard(input),
    onSuccess: (result) => {
      afterPayment(result);
      onPaid(result);
    },
    onError: (error) => {
      // Nothing was charged (the server rolls the whole payment back); the form stays.
      console.error('No se pudo completar el pago con la gift card', error);
      const message = serverMessage(words.error(error));
      paymentErrorToast(t, message ?? t('booking.payment.giftCardError'));
    },
  });
}
