import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n.tsx';

/**
 * The item's cancellation policy in one sentence (docs/product.md §15.1): on the detail page's
 * side card and in the booking form before paying. In the form, a chosen date already inside the
 * window is said before payment (docs/decisions/0198-bookings-inside-the-cancellation-window.md).
 */
export function CancellationPolicyNote({
  hours,
  insideWindow,
  className,
}: {
  hours: number;
  /** The booking form's chosen date can no longer be cancelled free or moved (left out on item pages). */
  insideWindow?: boolean;
  className?: string;
}) {
  const { t } = useT();
  return (
    <div className={cn('grid gap-2', className)}>
      <p className="flex gap-2 text-sm leading-relaxed text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-jade-700" />
        <span>
          <span className="font-semibold text-foreground">{t('booking.policy.label')} </span>
          {hours <= 0 ? t('booking.policy.notRefundable') : t('booking.policy.freeCancellation', { hours })}
        </span>
      </p>
      {/* In the form, a live region present from the start, so the warning is spoken when a date brings it. */}
      {insideWindow === undefined ? null : (
        <p role="status" className="flex gap-2 text-sm font-semibold leading-relaxed text-foreground empty:hidden">
          {insideWindow ? (
            <>
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-marigold-800" />
              <span>{t('booking.policy.insideWindow')}</span>
            </>
          ) : null}
        </p>
      )}
    </div>
  );
}
