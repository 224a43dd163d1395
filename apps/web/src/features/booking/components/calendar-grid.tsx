import { createContext, useContext, useEffect, useRef } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  DayButton,
  DayPicker,
  type DayButtonProps,
  type NextMonthButtonProps,
  type PreviousMonthButtonProps,
} from 'react-day-picker';
import { enUS, es } from 'react-day-picker/locale';
import type { Locale } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n.tsx';
import { formatFullDate, formatMonth, isoOfLocalDate, localDate } from '../lib/booking-dates.ts';

interface CalendarGridProps {
  selected: string | null;
  onSelect: (day: string) => void;
  isDisabled: (day: string) => boolean;
  /** Days staff closed (docs/product.md §14.5): not on offer, and said so ('cerrada'). */
  isClosed?: (day: string) => boolean;
  /** Today in Mexico City: the earliest month shown, and marked as today. */
  today: string;
  /** The day that holds focus first (the selected day, else the first one on offer). */
  initialDay: string;
  /** Moves keyboard focus to the calendar when it appears (it opens in a popover). */
  autoFocus?: boolean;
  /**
   * Short lines shown under a day on offer and added to its name, e.g. the desk's `3 libres`,
   * `2 en pago` (docs/decisions/0222-calendars-show-held-places.md). None on the public site.
   */
  dayNotes?: (day: string) => string[];
  /** The month shown (yyyy-MM), when it changes. */
  onMonthChange?: (month: string) => void;
}

const NO_NOTES = (): string[] => [];
const NotesContext = createContext<(day: string) => string[]>(NO_NOTES);

/** The calendar's month and weekday names per page language; weeks start on Monday in Mexico, on Sunday in the US. */
const DAY_PICKER_LOCALE: Record<Locale, { locale: typeof es; weekStartsOn: 0 | 1 }> = {
  es: { locale: es, weekStartsOn: 1 },
  en: { locale: enUS, weekStartsOn: 0 },
};

/**
 * A month grid (react-day-picker, in the page's language: Spanish with Monday first) after the WAI-ARIA date picker pattern:
 * one tab stop, arrows move by day and week, Home/End to the week's start and end, Page Up/Down
 * by month (with Shift by year), Enter or Space picks.
 *
 * Days not on offer are our `unavailable` modifier rather than DayPicker's `disabled`: its
 * keyboard skips disabled days (Page Down from 28 November would land on a 28th months away),
 * so they stay focusable, marked aria-disabled, and picking one does nothing.
 */
export function CalendarGrid({
  selected,
  onSelect,
  isDisabled,
  isClosed = () => false,
  today,
  initialDay,
  autoFocus = false,
  dayNotes = NO_NOTES,
  onMonthChange,
}: CalendarGridProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const { locale, t } = useT('booking');

  useEffect(() => {
    // DayPicker's own autoFocus would pick today, which is rarely on offer.
    if (autoFocus) rootRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${initialDay}"]`)?.focus();
  }, [autoFocus, initialDay]);

  // A day not on offer has nothing to say about its places.
  const notesOf = (day: string) => (isDisabled(day) || isClosed(day) ? [] : dayNotes(day));
  return (
    <NotesContext.Provider value={notesOf}>
      <div ref={rootRef}>
        <DayPicker
          mode="single"
          required
          locale={DAY_PICKER_LOCALE[locale].locale}
          weekStartsOn={DAY_PICKER_LOCALE[locale].weekStartsOn}
          today={localDate(today)}
          startMonth={localDate(today)}
          defaultMonth={localDate(initialDay)}
          onMonthChange={onMonthChange && ((month) => onMonthChange(isoOfLocalDate(month).slice(0, 7)))}
          selected={selected ? localDate(selected) : undefined}
          onSelect={(_selected, day, modifiers) => {
            if (!modifiers.unavailable) onSelect(isoOfLocalDate(day));
          }}
          modifiers={{
            unavailable: (date: Date) => isDisabled(isoOfLocalDate(date)) || isClosed(isoOfLocalDate(date)),
            closed: (date: Date) => isClosed(isoOfLocalDate(date)),
          }}
          navLayout="around"
          formatters={{ formatCaption: (month) => formatMonth(isoOfLocalDate(month), locale) }}
          labels={{
            labelPrevious: () => t('booking.calendar.previousMonth'),
            labelNext: () => t('booking.calendar.nextMonth'),
            labelGrid: (month) => formatMonth(isoOfLocalDate(month), locale),
            labelDayButton: (date, modifiers) =>
              [
                formatFullDate(isoOfLocalDate(date), locale),
                modifiers.today ? t('booking.calendar.today') : null,
                modifiers.closed ? t('booking.calendar.closed') : null,
                notesOf(isoOfLocalDate(date)).join(' · ') || null,
                modifiers.selected ? t('booking.calendar.selected') : null,
              ]
                .filter(Boolean)
                .join(', '),
          }}
          components={{ DayButton: CalendarDayButton, PreviousMonthButton, NextMonthButton }}
          classNames={{
            month: 'grid grid-cols-[auto_1fr_auto] items-center gap-2',
            month_caption: 'text-center',
            caption_label: 'font-display text-lg font-bold',
            month_grid: 'col-span-3 border-separate border-spacing-0.5',
            weekday: 'size-10 text-xs font-semibold text-muted-foreground uppercase',
            day: 'p-0 text-center',
          }}
        />
      </div>
    </NotesContext.Provider>
  );
}

/** A day: `data-day` (yyyy-MM-dd) for the e2e specs, aria-disabled when not on offer. */
function CalendarDayButton({ day, modifiers, className, children, ...props }: DayButtonProps) {
  const unavailable = Boolean(modifiers.unavailable);
  const notes = useContext(NotesContext)(day.isoDate);
  if (notes.length > 0)
    // A day with notes is a taller tile: its number, then each note on its own line (their words are in its name).
    return (
      <DayButton
        {...props}
        day={day}
        modifiers={modifiers}
        data-day={day.isoDate}
        aria-current={modifiers.today ? 'date' : undefined}
        className={cn(
          className,
          'flex min-h-10 w-11 flex-col items-center rounded-lg px-0.5 py-1 text-sm font-semibold tabular-nums transition-colors',
          'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring',
          modifiers.selected ? 'bg-primary text-primary-foreground' : 'bg-jade-50 text-jade-800 hover:bg-jade-100',
          modifiers.today && !modifiers.selected && 'underline decoration-2 underline-offset-4',
        )}
      >
        {children}
        {notes.map((note) => (
          <span key={note} className="text-[9px] leading-3 font-semibold no-underline">
            {note}
          </span>
        ))}
      </DayButton>
    );
  return (
    <DayButton
      {...props}
      day={day}
      modifiers={modifiers}
      data-day={day.isoDate}
      aria-disabled={unavailable || undefined}
      aria-current={modifiers.today ? 'date' : undefined}
      className={cn(
        className,
        'size-10 rounded-full text-sm font-semibold tabular-nums transition-colors',
        'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring',
        modifiers.selected
          ? 'bg-primary text-primary-foreground'
          : unavailable
            ? cn('cursor-not-allowed font-normal text-muted-foreground/60', modifiers.closed && 'line-through')
            : 'bg-jade-50 text-jade-800 hover:bg-jade-100',
        modifiers.today && !modifiers.selected && 'underline decoration-2 underline-offset-4',
      )}
    >
      {children}
    </DayButton>
  );
}

// DayPicker marks the month buttons aria-disabled at the edge; ours are disabled outright.
function PreviousMonthButton({
  'aria-disabled': atEdge,
  tabIndex: _tabIndex,
  children: _chevron,
  ...props
}: PreviousMonthButtonProps) {
  return (
    <Button {...props} variant="ghost" size="icon" disabled={Boolean(atEdge)}>
      <ChevronLeft aria-hidden="true" />
    </Button>
  );
}

function NextMonthButton({ 'aria-disabled': atEdge, tabIndex: _tabIndex, children: _chevron, ...props }: NextMonthButtonProps) {
  return (
    <Button {...props} variant="ghost" size="icon" disabled={Boolean(atEdge)}>
      <ChevronRight aria-hidden="true" />
    </Button>
  );
}
