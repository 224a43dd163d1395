import { lazy, Suspense, useEffect, useState } from 'react';
import type { PendingOrder } from '../lib/pending-order.ts';
import { readPendingOrder } from '../lib/pending-order.ts';

// The follow-up itself is its own chunk: most visits have no order pending and never load it.
const ResumePayment = lazy(async () => ({ default: (await import('./resume-payment.tsx')).ResumePayment }));

/**
 * Mounted once in the public layout (docs/product.md §6.12): when this browser started a PayPal
 * order whose outcome it never saw (a reload, a closed tab), its outcome is looked up and shown.
 */
export function PendingPaymentCheck() {
  // Read after the first render: the server has no browser storage, and hydration must render what it did.
  const [pending, setPending] = useState<PendingOrder | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- one read of browser storage once hydrated
  useEffect(() => setPending(readPendingOrder()), []);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <ResumePayment order={pending} />
    </Suspense>
  );
}
