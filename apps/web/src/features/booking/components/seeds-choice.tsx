import { useId } from 'react';
import { Sprout } from 'lucide-react';
import { Switch } from '@/components/ui/switch.tsx';
import { useT } from '@/lib/i18n.tsx';

/**
 * `Usar mis semillas` (decision 0238): a signed-in traveller with seeds, when staff let them pay,
 * says only whether to spend them; the server's quote says how many and what they pay.
 */
export function SeedsChoice({
  balance,
  checked,
  onChange,
}: {
  balance: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useT('booking');
  const id = useId();
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-jade-200 bg-jade-50 p-4">
      <Sprout aria-hidden="true" className="size-5 shrink-0 text-jade-700" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <label htmlFor={`${id}-switch`} className="cursor-pointer font-semibold">
          {t('booking.seeds.use')}
        </label>
        <p id={`${id}-balance`} className="text-sm text-muted-foreground">
          {t('booking.seeds.balance', { count: balance })}
        </p>
      </div>
      <Switch id={`${id}-switch`} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-balance`} />
    </div>
  );
}
