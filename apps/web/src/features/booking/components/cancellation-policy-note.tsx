import { ShieldCheck } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n.tsx';

/**
 * The item's cancellation policy in one sentence (docs/product.md §15.1): on the detail page's
 * side card and in the booking form before paying.
 */
export function CancellationPolicyNote({ hours, className }: { hours: number; className?: string }) {
  const { t } = useT();
  return (
    <p className={cn('flex gap-2 text-sm leading-relaxed text-muted-foreground', className)}>
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-jade-700" />
      <span>
        <span className="font-semibold text-foreground">{t('booking.policy.label')} </span>
        {hours <= 0 ? t('booking.policy.notRefundable') : t('booking.policy.freeCancellation', { hours })}
      </span>
    </p>
  );
}
