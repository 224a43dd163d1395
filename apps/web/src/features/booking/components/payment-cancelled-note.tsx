import type { Ref } from 'react';
import { useT } from '@/lib/i18n.tsx';

/**
 * Above PayPal's buttons: after the traveller closed PayPal's window, that nothing was charged;
 * otherwise an empty live region, so the sentence is announced when it appears.
 */
export function PaymentCancelledNote({ cancelled, ref }: { cancelled: boolean; ref?: Ref<HTMLParagraphElement> }) {
  const { t } = useT('booking');
  return (
    <p
      ref={ref}
      role="status"
      className={cancelled ? 'rounded-xl border border-marigold-300 bg-marigold-50 px-3 py-2 text-sm font-medium' : 'sr-only'}
    >
      {cancelled ? t('booking.paypal.cancelled') : ''}
    </p>
  );
}
