import { lazy, Suspense, useId, useState } from 'react';
import { CalendarDays, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n.tsx';
import { weekendsOnly, weekdayNames, type ExperienceDateRule } from '@hv/shared';
import { firstBookableDay, formatFullDate, isBookableExperienceDate, WEEKENDS_ALL_YEAR } from '../lib/booking-dates.ts';

// The month grid and its date library (react-day-picker, date-fns and their locales, about 20 KB
// gzipped) come when the calendar is first reached for, not with the booking form: on a slow phone
// that is a second less before the form is usable
// (docs/decisions/0218-the-booking-form-within-four-seconds.md).
export const loadCalendarGrid = () => import('./calendar-grid.tsx');
const CalendarGrid = lazy(async () => ({ default: (await loadCalendarGrid()).CalendarGrid }));

interface DatePickerProps {
  label: string;
  value: string | null;
  onChange: (day: string) => void;
  isDisabled: (day: string) => boolean;
  /** Days staff closed: unavailable, and named 'cerrada'. */
  isClosed?: (day: string) => boolean;
  today: string;
  /** Under the field, e.g. 'Solo fines de semana'. */
  hint?: string;
  /** Lines under each day on offer, e.g. the desk's places left and held (docs/decisions/0222-calendars-show-held-places.md). */
  dayNotes?: (day: string) => string[];
  /** The calendar's month (yyyy-MM) when it opens and when it changes. */
  onMonthChange?: (month: string) => void;
}

/** A button showing the chosen day that opens the calendar in a popover, in the page's language. */
export function DatePicker({
  label,
  value,
  onChange,
  isDisabled,
  isClosed,
  today,
  hint,
  dayNotes,
  onMonthChange,
}: DatePickerProps) {
  const { locale, t } = useT('booking');
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const buttonId = useId();
  const hintId = useId();
  const initialDay = value ?? firstBookableDay(today, (day) => !isDisabled(day)) ?? today;

  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <span id={labelId} className="text-sm font-semibold text-foreground">
        {label}
      </span>
      <Popover
        open={open}
        onOpenChange={(next) => {
          if (next) onMonthChange?.(initialDay.slice(0, 7));
          setOpen(next);
        }}
      >
        <PopoverTrigger asChild>
          <Button
            id={buttonId}
            // A pointer on its way or the focus arriving starts the calendar's download before the tap.
            onPointerEnter={() => void loadCalendarGrid()}
            onFocus={() => void loadCalendarGrid()}
            variant="outline"
            aria-labelledby={`${labelId} ${buttonId}`}
            aria-describedby={hint ? hintId : undefined}
            className={cn(
              'w-full min-w-0 justify-start rounded-xl px-3.5 py-2 text-left text-base whitespace-normal sm:text-sm',
              !value && 'font-normal text-muted-foreground',
            )}
          >
            <CalendarDays className="text-jade-700" aria-hidden="true" />
            <span className="min-w-0">{value ? formatFullDate(value, locale) : t('booking.datePicker.placeholder')}</span>
          </Button>
        </PopoverTrigger>
        {/*
          Until the calendar's code has come (once per visit), the popover says so; the calendar
          then replaces it, named as before.
        */}
        <Suspense
          fallback={
            <PopoverContent
              aria-busy="true"
              aria-label={t('booking.datePicker.loading')}
              onOpenAutoFocus={(event) => event.preventDefault()}
            >
              <p role="status" className="flex min-h-72 min-w-64 items-center justify-center gap-2 font-semibold text-jade-800">
                <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
                {t('booking.datePicker.loading')}
              </p>
            </PopoverContent>
          }
        >
          <PopoverContent
            aria-label={t('booking.datePicker.calendar', { label })}
            onOpenAutoFocus={(event) => event.preventDefault()}
          >
            <CalendarGrid
              selected={value}
              isDisabled={isDisabled}
              isClosed={isClosed}
              today={today}
              initialDay={initialDay}
              autoFocus
              dayNotes={dayNotes}
              onMonthChange={onMonthChange}
              onSelect={(day) => {
                onChange(day);
                setOpen(false);
              }}
            />
          </PopoverContent>
        </Suspense>
      </Popover>
      {hint ? (
        <p id={hintId} className="text-xs font-medium text-jade-800">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The date of an experience, as the checkout and `Cambiar fecha` offer it: the days it runs
 * (weekends unless staff chose others) inside its seasons, from today within the horizon
 * (docs/decisions/0208-experience-seasons-and-weekdays.md); the dates staff closed shown as
 * `cerrada` and not on offer.
 */
export function ExperienceDatePicker({
  closedDates,
  today,
  rule = WEEKENDS_ALL_YEAR,
  ...props
}: Pick<DatePickerProps, 'label' | 'value' | 'onChange' | 'today' | 'dayNotes' | 'onMonthChange'> & {
  closedDates: ReadonlySet<string>;
  rule?: ExperienceDateRule;
}) {
  const { t, locale } = useT('booking');
  return (
    <DatePicker
      {...props}
      today={today}
      isDisabled={(day) => !isBookableExperienceDate(day, today, rule) || closedDates.has(day)}
      isClosed={(day) => closedDates.has(day)}
      hint={
        weekendsOnly(rule.weekdays)
          ? t('booking.datePicker.weekendsOnly')
          : t('booking.datePicker.weekdaysOnly', { days: weekdayNames(rule.weekdays, locale) })
      }
    />
  );
}
