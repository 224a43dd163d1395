import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import {
  addDays,
  addMonths,
  formatFullDate,
  formatMonth,
  monthStart,
  monthWeeks,
  sameMonth,
  weekdayIndex,
} from '../lib/booking-dates.ts';

const WEEKDAYS = [
  ['lu', 'lunes'],
  ['ma', 'martes'],
  ['mi', 'miércoles'],
  ['ju', 'jueves'],
  ['vi', 'viernes'],
  ['sá', 'sábado'],
  ['do', 'domingo'],
] as const;

interface CalendarGridProps {
  selected: string | null;
  onSelect: (day: string) => void;
  isDisabled: (day: string) => boolean;
  /** Today in Mexico City: the earliest month shown, and marked as today. */
  today: string;
  /** The day that holds focus first (the selected day, else the first one on offer). */
  initialDay: string;
  /** Moves keyboard focus to the calendar when it appears (it opens in a popover). */
  autoFocus?: boolean;
}

/**
 * A month grid after the WAI-ARIA date picker pattern: one tab stop, arrows move by day and
 * week, Home/End to the week's start and end, Page Up/Down by month (with Shift by year),
 * Enter or Space picks. Unavailable days stay focusable but are marked aria-disabled, so the
 * keyboard can travel across them.
 */
export function CalendarGrid({ selected, onSelect, isDisabled, today, initialDay, autoFocus = false }: CalendarGridProps) {
  const labelId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const [focusedDay, setFocusedDay] = useState(initialDay);
  const moveFocus = useRef(autoFocus);
  const firstMonth = monthStart(today);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focusedDay}"]`)?.focus();
  }, [focusedDay]);

  function goTo(day: string, focus: boolean) {
    // Months before today's hold nothing to book: stop at today.
    const next = day < today && !sameMonth(day, today) ? today : day;
    if (next === focusedDay) {
      if (focus) gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${next}"]`)?.focus();
      return;
    }
    moveFocus.current = focus;
    setFocusedDay(next);
  }

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focusedDay, -1),
      ArrowRight: () => addDays(focusedDay, 1),
      ArrowUp: () => addDays(focusedDay, -7),
      ArrowDown: () => addDays(focusedDay, 7),
      Home: () => addDays(focusedDay, -weekdayIndex(focusedDay)),
      End: () => addDays(focusedDay, 6 - weekdayIndex(focusedDay)),
      PageUp: () => addMonths(focusedDay, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focusedDay, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    goTo(move(), true);
  }

  const visibleMonth = monthStart(focusedDay);
  const canGoBack = visibleMonth > firstMonth;

  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Mes anterior"
          disabled={!canGoBack}
          onClick={() => goTo(addMonths(visibleMonth, -1), false)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p id={labelId} aria-live="polite" className="font-display text-lg font-bold">
          {formatMonth(visibleMonth)}
        </p>
        <Button variant="ghost" size="icon" aria-label="Mes siguiente" onClick={() => goTo(addMonths(visibleMonth, 1), false)}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={labelId}
        className="border-separate border-spacing-0.5"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long} className="size-10 text-xs font-semibold text-muted-foreground uppercase">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(visibleMonth).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) =>
                day === null ? (
                  <td key={`empty-${index}`} />
                ) : (
                  <DayCell
                    key={day}
                    day={day}
                    isToday={day === today}
                    isSelected={day === selected}
                    isDisabled={isDisabled(day)}
                    isFocusable={day === focusedDay}
                    onPick={() => {
                      goTo(day, false);
                      if (!isDisabled(day)) onSelect(day);
                    }}
                  />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DayCellProps {
  day: string;
  isToday: boolean;
  isSelected: boolean;
  isDisabled: boolean;
  isFocusable: boolean;
  onPick: () => void;
}

function DayCell({ day, isToday, isSelected, isDisabled, isFocusable, onPick }: DayCellProps) {
  const label = [formatFullDate(day), isToday ? 'hoy' : null, isSelected ? 'seleccionada' : null].filter(Boolean).join(', ');
  return (
    <td aria-selected={isSelected} className="p-0 text-center">
      <button
        type="button"
        data-day={day}
        tabIndex={isFocusable ? 0 : -1}
        aria-label={label}
        aria-disabled={isDisabled || undefined}
        aria-current={isToday ? 'date' : undefined}
        onClick={onPick}
        className={cn(
          'size-10 rounded-full text-sm font-semibold tabular-nums transition-colors',
          'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring',
          isSelected
            ? 'bg-primary text-primary-foreground'
            : isDisabled
              ? 'cursor-not-allowed font-normal text-muted-foreground/60'
              : 'bg-jade-50 text-jade-800 hover:bg-jade-100',
          isToday && !isSelected && 'underline decoration-2 underline-offset-4',
        )}
      >
        {Number(day.slice(8))}
      </button>
    </td>
  );
}
