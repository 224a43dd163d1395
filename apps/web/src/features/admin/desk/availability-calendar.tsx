import { createContext, useContext } from 'react';
import { ChevronLeft, ChevronRight, Lock } from 'lucide-react';
import {
  DayButton,
  DayPicker,
  type DayButtonProps,
  type NextMonthButtonProps,
  type PreviousMonthButtonProps,
} from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import { formatLongDate, type AvailabilityMonth } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n.tsx';

// The staff calendar of an experience (docs/product.md §14.5): one month, Monday first, each day
// with its places sold per start time, the places left and held that day, `Agotado` and `Cerrada`. react-day-picker draws the grid
// and its keyboard (arrows by day and week, Home/End, Page Up/Down by month); picking a day
// shows its detail and actions beside the grid.

export type AvailabilityDay = AvailabilityMonth['days'][number];

/** yyyy-MM-dd ↔ that day's local midnight: the day shown is the day stored, whatever the browser's zone. */
export const localDate = (iso: string) =>
  new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)) || 1);
const pad = (n: number) => String(n).padStart(2, '0');
export const isoOfLocalDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

const monthFormat = new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const weekdayFormat = new Intl.DateTimeFormat('es-MX', { weekday: 'long', timeZone: 'UTC' });

/** "Diciembre de 2026" for `2026-12`. */
export function formatMonth(month: string): string {
  const text = monthFormat.format(new Date(`${month.slice(0, 7)}-15T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "sábado, 5 de diciembre de 2026". */
export const dayName = (date: string) => `${weekdayFormat.format(new Date(`${date}T12:00:00Z`))}, ${formatLongDate(date)}`;

/** Whether every start time of a day is sold out. */
export const isFull = (day: AvailabilityDay, capacity: number) =>
  day.sold.length > 0 && day.sold.every((s) => s.passengers >= capacity);

const hasSales = (day: AvailabilityDay) => day.sold.some((s) => s.passengers > 0);

/** One start time's places, e.g. "09:00, 8 de 12 lugares vendidos". */
export function soldText(sold: AvailabilityDay['sold'][number], capacity: number): string {
  const places =
    sold.passengers >= capacity
      ? `agotado (${sold.passengers} de ${capacity})`
      : `${sold.passengers} de ${capacity} lugares vendidos`;
  return sold.startTime ? `${sold.startTime}, ${places}` : places.charAt(0).toUpperCase() + places.slice(1);
}

/**
 * A day's places over its start times: those still to sell, and those held by unpaid payment
 * links and running checkouts, which cannot be sold either (docs/decisions/0205-payment-links-hold-places.md,
 * docs/decisions/0213-places-held-while-paying.md, shown per docs/decisions/0222-calendars-show-held-places.md).
 */
export function dayPlaces(day: AvailabilityDay, capacity: number): { left: number; held: number } {
  let left = 0;
  let held = 0;
  for (const s of day.sold) {
    left += Math.max(0, capacity - s.passengers - (s.held ?? 0));
    held += s.held ?? 0;
  }
  return { left, held };
}

type Translate = ReturnType<typeof useT>['t'];

/** `3 libres · 2 en pago` (`3 left · 2 held`): the words the day shows, also said in its name. */
export function placesWords(places: { left: number; held: number }, t: Translate): string[] {
  return [
    t('desk.places.left', { left: places.left }),
    places.held > 0 ? t('desk.places.held', { held: places.held }) : null,
  ].filter((w): w is string => w !== null);
}

/** What a day is, in words: the day button's accessible name after its date. */
export function dayStatus(day: AvailabilityDay, capacity: number, t: Translate): string {
  if (day.closed) return `cerrada${day.reason ? `: ${day.reason}` : ''}`;
  const shown = day.bookable || hasSales(day);
  const sold = shown ? day.sold.map((s) => soldText(s, capacity)) : [];
  const state = !day.bookable ? 'no se reserva' : isFull(day, capacity) ? 'agotado' : null;
  const places = shown && day.bookable ? placesWords(dayPlaces(day, capacity), t).join(' · ') : null;
  return [state, ...sold, places].filter(Boolean).join('; ');
}

interface CalendarData {
  byDate: Map<string, AvailabilityDay>;
  capacity: number;
  t: Translate;
}
const CalendarContext = createContext<CalendarData>({ byDate: new Map(), capacity: 0, t: (id) => id });

interface AvailabilityCalendarProps {
  data: AvailabilityMonth | undefined;
  /** The month shown, yyyy-MM. */
  month: string;
  onMonthChange: (month: string) => void;
  selected: string | null;
  onSelect: (date: string) => void;
  /** Today in Mexico City. */
  today: string;
  busy: boolean;
}

export function AvailabilityCalendar({ data, month, onMonthChange, selected, onSelect, today, busy }: AvailabilityCalendarProps) {
  // While the next month loads the previous answer stays; only days of the month shown are read.
  const days = data?.month === month ? data.days : [];
  // The desk's catalogue says the places left and held (its words load with the page).
  const { t } = useT('desk');
  const context: CalendarData = { byDate: new Map(days.map((d) => [d.date, d])), capacity: data?.capacity ?? 0, t };
  return (
    <CalendarContext.Provider value={context}>
      <div aria-busy={busy || undefined} className="min-w-0 rounded-2xl border border-border bg-card p-2 shadow-card sm:p-4">
        <DayPicker
          mode="single"
          locale={es}
          weekStartsOn={1}
          today={localDate(today)}
          month={localDate(`${month}-01`)}
          onMonthChange={(first) => onMonthChange(isoOfLocalDate(first).slice(0, 7))}
          selected={selected ? localDate(selected) : undefined}
          onSelect={(_selected, day) => onSelect(isoOfLocalDate(day))}
          navLayout="around"
          formatters={{ formatCaption: (first) => formatMonth(isoOfLocalDate(first)) }}
          labels={{
            labelPrevious: () => 'Mes anterior',
            labelNext: () => 'Mes siguiente',
            labelGrid: (first) => `Disponibilidad de ${formatMonth(isoOfLocalDate(first))}`,
            labelDayButton: (date, modifiers) => {
              const iso = isoOfLocalDate(date);
              const day = context.byDate.get(iso);
              return [
                dayName(iso),
                modifiers.today ? 'hoy' : null,
                day ? dayStatus(day, context.capacity, t) : null,
                modifiers.selected ? 'seleccionada' : null,
              ]
                .filter(Boolean)
                .join('; ');
            },
          }}
          components={{ DayButton: AvailabilityDayButton, PreviousMonthButton, NextMonthButton }}
          classNames={{
            root: 'w-full',
            months: 'w-full',
            month: 'grid grid-cols-[auto_1fr_auto] items-center gap-2',
            month_caption: 'text-center',
            caption_label: 'font-display text-lg font-bold sm:text-xl',
            month_grid: 'col-span-3 w-full table-fixed border-separate border-spacing-0.5 sm:border-spacing-1',
            weekday: 'pb-1 text-xs font-semibold text-muted-foreground uppercase',
            day: 'h-full p-0 align-top',
          }}
        />
      </div>
    </CalendarContext.Provider>
  );
}

/**
 * A day: its number, then `Cerrada` with the reason, `Agotado`, or the places sold per start time,
 * and the places left and held (`3 libres`, `2 en pago`), the same words its name says.
 */
function AvailabilityDayButton({ day, modifiers, className, children: _number, ...props }: DayButtonProps) {
  const { byDate, capacity, t } = useContext(CalendarContext);
  const data = byDate.get(day.isoDate);
  const full = data ? !data.closed && data.bookable && isFull(data, capacity) : false;
  const showSold = data && !data.closed && (data.bookable || hasSales(data));
  const totalSold = data?.sold.reduce((n, s) => n + s.passengers, 0) ?? 0;
  return (
    <DayButton
      {...props}
      day={day}
      modifiers={modifiers}
      data-day={day.isoDate}
      aria-current={modifiers.today ? 'date' : undefined}
      className={cn(
        className,
        'flex h-full min-h-14 w-full flex-col items-start gap-0.5 overflow-hidden rounded-lg border p-1 text-left sm:min-h-24 sm:rounded-xl sm:p-1.5',
        'transition-colors focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring',
        data?.closed
          ? 'border-terracotta-200 bg-terracotta-50 hover:bg-terracotta-100'
          : full
            ? 'border-marigold-300 bg-marigold-50 hover:bg-marigold-100'
            : data?.bookable
              ? 'border-jade-200 bg-jade-50 hover:bg-jade-100'
              : 'border-transparent bg-muted/40 text-muted-foreground hover:bg-muted',
        modifiers.selected && 'ring-3 ring-primary ring-offset-1',
      )}
    >
      <span className={cn('text-sm font-bold tabular-nums', modifiers.today && 'underline decoration-2 underline-offset-4')}>
        {day.date.getDate()}
      </span>
      {data?.closed ? (
        <>
          {/* A phone's column fits no word: a lock there, the word from 640 px. */}
          <Lock className="size-3.5 text-destructive sm:hidden" aria-hidden="true" />
          <span className="hidden rounded bg-destructive px-1 text-xs leading-4 font-semibold text-white sm:inline">Cerrada</span>
          {data.reason ? (
            <span className="hidden w-full truncate text-xs text-terracotta-900 sm:block">{data.reason}</span>
          ) : null}
        </>
      ) : null}
      {full ? (
        <span className="hidden rounded bg-marigold-700 px-1 text-xs leading-4 font-semibold text-white sm:inline">Agotado</span>
      ) : null}
      {showSold ? (
        <>
          {/* A phone's column is too narrow for each start time: the day's total, the detail below. */}
          <span className={cn('text-[10px] leading-4 font-semibold tabular-nums sm:hidden', full && 'text-destructive')}>
            {totalSold}/{capacity * data.sold.length}
          </span>
          <span className="hidden w-full gap-0.5 sm:grid">
            {data.sold.map((s) => (
              <span
                key={s.startTime ?? 'dia'}
                className={cn('truncate text-xs tabular-nums', s.passengers >= capacity && 'font-semibold text-destructive')}
              >
                {s.startTime ? `${s.startTime} · ` : ''}
                {s.passengers}/{capacity}
              </span>
            ))}
          </span>
          {data.bookable ? <PlacesLines places={dayPlaces(data, capacity)} t={t} /> : null}
        </>
      ) : null}
    </DayButton>
  );
}

/** One line per figure, so each fits a phone's column; the held one stands out as not yet sold. */
function PlacesLines({ places, t }: { places: { left: number; held: number }; t: Translate }) {
  const [left, held] = placesWords(places, t);
  return (
    <span data-testid="day-places" className="grid w-full text-[10px] leading-3 sm:text-xs sm:leading-4">
      <span className={cn('font-semibold', places.left === 0 ? 'text-destructive' : 'text-jade-800')}>{left}</span>
      {held ? <span className="font-semibold text-marigold-800">{held}</span> : null}
    </span>
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
    <Button {...props} variant="outline" size="icon" disabled={Boolean(atEdge)}>
      <ChevronLeft aria-hidden="true" />
    </Button>
  );
}

function NextMonthButton({ 'aria-disabled': atEdge, tabIndex: _tabIndex, children: _chevron, ...props }: NextMonthButtonProps) {
  return (
    <Button {...props} variant="outline" size="icon" disabled={Boolean(atEdge)}>
      <ChevronRight aria-hidden="true" />
    </Button>
  );
}
