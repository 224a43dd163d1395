import type { Availability } from '@hv/shared';
import { cn } from '@/lib/cn.ts';
import { formatTime } from '@hv/shared';
import { useT } from '@/lib/i18n.tsx';

/** After the label: 'Hora de inicio: 06:00'. */
const LABEL_END = ': ';

interface StartTimeFieldProps {
  startTimes: string[];
  value: string;
  onChange: (time: string) => void;
  /** Places left at each start time on the chosen date, when known. */
  availability: Availability | undefined;
  error?: string;
  inputRef?: (node: HTMLInputElement | null) => void;
}

/**
 * `Hora de inicio` (docs/product.md §6.10): one radio per start time when the experience has
 * several; a start with no places left on the chosen date cannot be picked. With one start
 * time it is a fact, not a choice.
 */
export function StartTimeField({ startTimes, value, onChange, availability, error, inputRef }: StartTimeFieldProps) {
  const { t, time: clock } = useT('booking');
  if (startTimes.length === 1) {
    return (
      <p className="text-sm">
        <span className="font-semibold">
          {t('booking.startTime.label')}
          {LABEL_END}
        </span>
        <time dateTime={formatTime(startTimes[0]!)}>{clock(startTimes[0]!)}</time>
      </p>
    );
  }
  const left = (time: string) => availability?.startTimes.find((t) => t.startTime === time)?.placesLeft;
  const errorId = 'start-time-error';
  return (
    <fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} aria-required="true">
      <legend className="mb-2 text-sm font-semibold">
        {t('booking.startTime.label')} <span aria-hidden="true">*</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {startTimes.map((time, i) => {
          const full = left(time) === 0;
          return (
            <label
              key={time}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-input bg-white px-4 text-base font-semibold has-[:checked]:border-jade-700 has-[:checked]:bg-jade-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                full && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                ref={i === 0 ? inputRef : undefined}
                type="radio"
                name="startTime"
                value={time}
                checked={value === time}
                disabled={full}
                onChange={() => onChange(time)}
                className="size-4 accent-jade-700"
              />
              {clock(time)}
              {full ? <span className="text-sm font-normal">{t('booking.startTime.soldOut')}</span> : null}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
