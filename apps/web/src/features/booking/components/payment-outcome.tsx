import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Copy, ExternalLink, RotateCcw, XCircle } from 'lucide-react';
import type { BookingConfirmation } from '@hv/shared';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ApiRequestError } from '@/lib/api.ts';
import { useT } from '@/lib/i18n.tsx';
import { useSaid } from '@/lib/shared-sentences.ts';
import { toast } from '@/lib/use-toast.ts';
import { useCancelBooking } from '../api/booking-changes.ts';
import { CancelBookingDialog } from './booking-changes.tsx';
import { formatDateTime } from '../lib/booking-dates.ts';

// What the booking's page says about its payment while the booking is not paid (issue 31,
// docs/decisions/0211-mercado-pago-checkout-pro.md, 0220-mercado-pago-choice-on-the-checkout-page.md):
// the OXXO/SPEI payment it waits for, or why the provider's payment did not go through.

/** `?pago=` as the return from the provider's page sets it (GET /api/payments/return). */
export type PaymentReturn = 'pagada' | 'pendiente' | 'rechazado' | 'sin-cargo' | null;

export function paymentReturn(value: string | null): PaymentReturn {
  return value === 'pagada' || value === 'pendiente' || value === 'rechazado' || value === 'sin-cargo' ? value : null;
}

/** An unpaid booking whose provider payment did not go through: said, with a way to try again. */
export function PaymentRefused({
  reason,
  expired = false,
  retryHref,
}: {
  reason: string | null;
  /** An OXXO/SPEI payment whose deadline passed unpaid: its places were released. */
  expired?: boolean;
  retryHref: string | null;
}) {
  const { t } = useT('booking');
  const words = useSaid();
  // Only a payment refusal of the shared catalogue is said; anything else in the URL is not read out.
  const said = reason?.startsWith('payment.') ? words.text(reason) : null;
  return (
    <div role="alert" className="grid justify-items-center gap-3">
      <p className="text-lg leading-relaxed">
        {expired ? t('booking.payResult.expired') : said && said !== reason ? said : t('booking.payResult.noCharge')}
      </p>
      {retryHref ? (
        <Link to={retryHref} className={buttonVariants({ variant: 'primary' })}>
          <RotateCcw aria-hidden="true" />
          {t('booking.payResult.tryAgain')}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * `Pendiente de pago`: how (OXXO or SPEI), the reference in large type with `Copiar`, the amount,
 * the deadline on the item's clock and the provider's ticket page. Before the server sends these,
 * the traveller is told they are in the e-mail.
 */
export function AwaitingPayment({ booking: b, token }: { booking: BookingConfirmation; token: string | null }) {
  const { locale, t, money } = useT('booking');
  const pending = b.pendingPayment;
  const referenceRef = useRef<HTMLParagraphElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  if (!pending) return <p className="text-muted-foreground">{t('booking.pending.noDetails')}</p>;

  async function copy(reference: string) {
    try {
      await navigator.clipboard.writeText(reference);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure page, a refused permission): selected for a manual copy.
      const range = document.createRange();
      if (referenceRef.current) range.selectNodeContents(referenceRef.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      setCopied('no');
    }
  }

  return (
    <Card className="grid gap-4 p-5 text-start sm:p-7">
      <dl className="grid gap-4">
        <div className="grid gap-1">
          <dt className="text-sm font-semibold text-muted-foreground">{t('booking.method.legend')}</dt>
          <dd className="text-lg font-semibold">{t(`booking.pending.method.${pending.method}`)}</dd>
        </div>
        {pending.reference ? (
          <div className="grid gap-1">
            <dt className="text-sm font-semibold text-muted-foreground">{t(`booking.pending.reference.${pending.method}`)}</dt>
            <dd className="flex flex-wrap items-center gap-3">
              <p
                ref={referenceRef}
                className="font-mono text-2xl font-bold tracking-wider break-all text-terracotta-800 sm:text-3xl"
              >
                {pending.reference}
              </p>
              <Button variant="outline" size="md" onClick={() => void copy(pending.reference!)}>
                <Copy aria-hidden="true" />
                {t('booking.pending.copy')}
              </Button>
              <span role="status" className="text-sm text-muted-foreground">
                {copied === 'yes' ? t('booking.pending.copied') : copied === 'no' ? t('booking.pending.copyFailed') : ''}
              </span>
            </dd>
          </div>
        ) : null}
        <div className="grid gap-1">
          <dt className="text-sm font-semibold text-muted-foreground">{t('booking.pending.amount')}</dt>
          <dd className="text-lg font-semibold tabular-nums">{`${money(pending.amount)} ${b.currency}`}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-sm font-semibold text-muted-foreground">{t('booking.pending.deadline')}</dt>
          <dd className="text-lg font-semibold">
            <time dateTime={pending.deadline}>{formatDateTime(pending.deadline, locale, b.timeZone)}</time>
          </dd>
        </div>
      </dl>
      <p className="text-sm leading-relaxed">{t('booking.pending.explain')}</p>
      {pending.url ? (
        <a
          href={pending.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
        >
          <ExternalLink aria-hidden="true" />
          {t(`booking.pending.ticket.${pending.method}`)} <span className="sr-only">{t('booking.form.newTab')}</span>
        </a>
      ) : null}
      {/* Only the traveller acts on it (decision 0163): not a read-only link, not a staff session. */}
      {b.readOnly ? null : <CancelAwaited reference={b.reference} token={token} />}
    </Card>
  );
}

/**
 * `Cancelar reserva` while the payment is awaited (decision 0227): nothing was paid, so nothing
 * comes back; the ticket stops working and the places are freed. The page then reads the booking
 * again and says it is cancelled.
 */
function CancelAwaited({ reference, token }: { reference: string; token: string | null }) {
  const { t } = useT('booking');
  const words = useSaid();
  const [open, setOpen] = useState(false);
  const cancel = useCancelBooking(reference, token);

  const confirm = async () => {
    try {
      await cancel.mutateAsync();
      setOpen(false);
      toast({ title: t('booking.changes.cancelledTitle'), description: t('booking.pending.cancelledText') });
    } catch (error) {
      setOpen(false);
      toast({
        variant: 'destructive',
        title: t('booking.changes.cancelFailedTitle'),
        description: error instanceof ApiRequestError ? words.refusal(error) : t('booking.changes.tryLater'),
      });
    }
  };

  return (
    <>
      <Button variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
        <XCircle aria-hidden="true" />
        {t('booking.changes.cancel')}
      </Button>
      <CancelBookingDialog
        reference={reference}
        open={open}
        onOpenChange={setOpen}
        pending={cancel.isPending}
        description={t('booking.pending.cancelText')}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
