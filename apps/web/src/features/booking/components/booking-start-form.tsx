import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { LoaderCircle } from 'lucide-react';
import { BOOKING_START_PARAMS, travellerTypeName, travellerTypeParam } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { Select } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n.tsx';
import type { BookableItem } from '../lib/bookable-item.ts';
import { formatDayOfMonth, formatFullDate, formatMonth, todayInMexico } from '../lib/booking-dates.ts';
import { byMonth, countOptions, readBookingStart, startDates } from '../lib/booking-start.ts';
import { typesToChoose } from '../lib/traveller-counts.ts';

interface BookingStartFormProps {
  item: BookableItem;
  /** The section's id: `Continuar` sent before the page's code has run comes back to it. */
  sectionId: string;
  /** After the page's code has run: `Continuar` hands over to the booking form instead of sending. */
  onContinue?: (event: FormEvent<HTMLFormElement>) => void;
  onFocusChange?: (inside: boolean) => void;
  ref?: Ref<HTMLFormElement>;
}

/**
 * The booking's first step in the page's own HTML (docs/decisions/0243-the-booking-start-in-the-html.md):
 * how many travel, the date and the start time as plain selects that work before any code has
 * come. `Continuar` sent then reloads the page with them in its address (`?fecha=…&viajeros=…`),
 * rendered chosen; once the form's code is here, the booking form takes them over. Meanwhile the
 * section still says `Cargando la reserva…`.
 */
export function BookingStartForm({ item, sectionId, onContinue, onFocusChange, ref }: BookingStartFormProps) {
  const { t, locale, time } = useT();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const today = todayInMexico();
  // What was sent before the page's code ran is shown chosen (the server renders it too).
  const sent = readBookingStart(item, (name) => searchParams.get(name), today, false);
  const types = typesToChoose(item.travellerTypes);
  const dates = startDates(item, today);
  if (item.fixedDate && item.fixedDate < today) return <p className="leading-relaxed">{t('booking.start.departed')}</p>;

  return (
    <form
      ref={ref}
      method="get"
      action={`${pathname}#${sectionId}`}
      onSubmit={onContinue}
      onFocus={() => onFocusChange?.(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onFocusChange?.(false);
      }}
      // On a phone the floating WhatsApp button sits at the right; before the page's code runs it
      // cannot step aside, so the controls keep clear of it (docs/decisions/0182).
      className="grid gap-6 max-sm:pr-9"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        {types.length ? (
          <fieldset>
            <legend className="mb-1.5 text-sm font-semibold">{t('booking.start.travellers')}</legend>
            <div className="grid grid-cols-2 gap-3">
              {types.map((type, i) => (
                <StartSelect
                  key={type.id}
                  // Side by side, a type whose name wraps keeps its select on the line of its neighbour's.
                  className="content-between"
                  label={travellerTypeName(locale, type)}
                  name={travellerTypeParam(i + 1)}
                  defaultValue={String(sent.counts?.[type.id] ?? 0)}
                >
                  <Counts from={0} item={item} />
                </StartSelect>
              ))}
            </div>
          </fieldset>
        ) : (
          <StartSelect
            label={t('booking.start.travellers')}
            name={BOOKING_START_PARAMS.travellers}
            defaultValue={String(sent.passengers)}
          >
            <Counts from={1} item={item} />
          </StartSelect>
        )}
        {item.fixedDate ? (
          <p className={`${FIELD_CLASS} text-sm font-semibold`}>
            {t('booking.start.tripDate')}
            <time dateTime={item.fixedDate} className="flex min-h-11 items-center font-normal">
              {formatFullDate(item.fixedDate, locale)}
            </time>
          </p>
        ) : (
          <StartSelect
            label={t('booking.start.date')}
            name={BOOKING_START_PARAMS.date}
            defaultValue={sent.date ?? ''}
            hint={t('booking.start.nextDates')}
          >
            <option value="">{t('booking.start.chooseDate')}</option>
            {byMonth(dates).map(([month, days]) => (
              <optgroup key={month} label={formatMonth(`${month}-01`, locale)}>
                {days.map((day) => (
                  <option key={day} value={day}>
                    {formatDayOfMonth(day, locale)}
                  </option>
                ))}
              </optgroup>
            ))}
          </StartSelect>
        )}
      </div>
      {item.startTimes.length > 1 ? (
        <StartSelect
          className="sm:max-w-xs"
          label={t('booking.start.time')}
          name={BOOKING_START_PARAMS.time}
          defaultValue={sent.startTime ?? ''}
        >
          <option value="">{t('booking.start.chooseTime')}</option>
          {item.startTimes.map((start) => (
            <option key={start} value={start}>
              {time(start)}
            </option>
          ))}
        </StartSelect>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <Button type="submit" size="lg">
          {t('booking.start.continue')}
        </Button>
        <p role="status" className="flex items-center gap-2 font-semibold text-jade-800">
          <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          {t('booking.section.loading')}
        </p>
      </div>
    </form>
  );
}

const FIELD_CLASS = 'grid min-w-0 content-start gap-1.5';

/** A labelled select of the first step; its value is sent under `name`. */
function StartSelect({
  label,
  name,
  defaultValue,
  hint,
  className,
  children,
}: {
  label: string;
  name: string;
  defaultValue: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={cn(FIELD_CLASS, className)}>
      <label htmlFor={id} className="text-sm font-semibold text-foreground">
        {label}
      </label>
      <Select id={id} name={name} defaultValue={defaultValue} aria-describedby={hint ? `${id}-hint` : undefined}>
        {children}
      </Select>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The counts on offer, from `from` to the item's maximum. */
function Counts({ item, from }: { item: BookableItem; from: number }) {
  return countOptions(item, from).map((n) => (
    <option key={n} value={n}>
      {n}
    </option>
  ));
}
