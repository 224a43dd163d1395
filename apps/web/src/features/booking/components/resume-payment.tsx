import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';
import { Message, useT } from '@/lib/i18n.tsx';
import { toast } from '@/lib/use-toast.ts';
import { resumeOrder } from '../api/booking-confirmation.ts';
import { forgetPendingOrder, type PendingOrder } from '../lib/pending-order.ts';

/** While a capture is under way, ask again this often. */
const POLL_MS = 2000;

/**
 * What became of the order this browser started (docs/product.md §6.12): paid → its
 * confirmation page; a capture under way → `Estamos confirmando tu pago…` until it ends;
 * approved but never captured → the server captures it now; abandoned → `No se hizo ningún
 * cargo`. A failed look-up keeps the order and offers to try again.
 */
export function ResumePayment({ order }: { order: PendingOrder }) {
  const navigate = useNavigate();
  const { t } = useT('booking');
  const [dismissed, setDismissed] = useState(false);
  const resumed = useQuery({
    queryKey: ['resume-order', order.orderId] as const,
    queryFn: () => resumeOrder(order.orderId),
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (query.state.data?.state === 'processing' ? POLL_MS : false),
  });
  const outcome = resumed.data;

  useEffect(() => {
    if (!outcome || outcome.state === 'processing') return;
    forgetPendingOrder();
    if (outcome.state === 'paid') {
      toast({ title: t('booking.payment.successTitle'), description: t('booking.resume.paid') });
      void navigate(outcome.confirmationPath, { replace: true });
    }
  }, [outcome, navigate, t]);

  // An order the server does not know (404) was never more than a started checkout.
  useEffect(() => {
    if (resumed.error && 'status' in resumed.error && resumed.error.status === 404) forgetPendingOrder();
  }, [resumed.error]);

  if (dismissed || outcome?.state === 'paid') return null;
  const boxClass =
    'mx-auto mt-4 grid max-w-3xl gap-2 rounded-2xl border px-4 py-3 text-sm sm:flex sm:items-center sm:justify-between';
  if (outcome?.state === 'abandoned') {
    return (
      <div role="status" className={`${boxClass} border-marigold-300 bg-marigold-50`}>
        <p>
          <Message id="booking.resume.abandoned" components={{ 0: <strong className="font-semibold" /> }} />
        </p>
        <Button variant="outline" size="sm" onClick={() => setDismissed(true)}>
          {t('booking.resume.gotIt')}
        </Button>
      </div>
    );
  }
  if (resumed.isError) {
    if ('status' in resumed.error && resumed.error.status === 404) return null;
    return (
      <div role="alert" className={`${boxClass} border-terracotta-300 bg-terracotta-50`}>
        <p>{t('booking.resume.lookupFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => void resumed.refetch()}>
          {t('booking.resume.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div role="status" className={`${boxClass} border-jade-300 bg-jade-50`}>
      <p>{t('booking.resume.confirming')}</p>
    </div>
  );
}
