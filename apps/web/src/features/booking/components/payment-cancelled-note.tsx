import type { Ref } from 'react';

/**
 * Above PayPal's buttons: after the traveller closed PayPal's window, that nothing was charged;
 * otherwise an empty live region, so the sentence is announced when it appears.
 */
export function PaymentCancelledNote({ cancelled, ref }: { cancelled: boolean; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p
      ref={ref}
      role="status"
      className={cancelled ? 'rounded-xl border border-marigold-300 bg-marigold-50 px-3 py-2 text-sm font-medium' : 'sr-only'}
    >
      {cancelled ? 'Cancelaste el pago: no se hizo ningún cargo. Puedes intentarlo de nuevo cuando quieras.' : ''}
    </p>
  );
}
