import { useId } from 'react';
import { CalendarDays } from 'lucide-react';
import { useT } from '@/lib/i18n.tsx';
import { formatFullDate } from '../lib/booking-dates.ts';

/** Trips leave on their departure date: shown, not chosen. */
export function FixedDateField({ date }: { date: string }) {
  const labelId = useId();
  const { locale, t } = useT('booking');
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <span id={labelId} className="text-sm font-semibold text-foreground">
        {t('booking.fixedDate.label')}
      </span>
      <p
        aria-labelledby={labelId}
        className="flex min-h-11 items-center gap-2 rounded-xl border border-border bg-white px-3.5 text-base sm:text-sm"
      >
        <CalendarDays className="size-4 shrink-0 text-jade-700" aria-hidden="true" />
        <time dateTime={date} className="font-semibold">
          {formatFullDate(date, locale)}
        </time>
      </p>
      <p className="text-xs text-muted-foreground">{t('booking.fixedDate.hint')}</p>
    </div>
  );
}
