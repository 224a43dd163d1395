import { useId, type FormEvent, type Ref } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { LoaderCircle } from 'lucide-react';
import { BOOKING_START_PARAMS, travellerTypeName, travellerTypeParam } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { Select } from '@/components/ui/input.tsx';
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
  const id = useId();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const today = todayInMexico();
  // What was sent before the page's code ran is shown chosen (the server renders it too).
  const sent = readBookingStart(item, (name) => searchParams.get(name), today, false);
  const types = typesToChoose(item.travellerTypes);
  const dates = startDates(item, today);
  const fieldClass = 'grid min-w-0 content-start gap-1.5 text-sm font-semibold text-foreground';
  // Side by side, a type whose name wraps keeps its select on the line of its neighbour's.
  const typeFieldClass = 'grid min-w-0 content-between gap-1.5 text-sm font-semibold text-foreground';

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
                <label key={type.id} className={typeFieldClass}>
                  {travellerTypeName(locale, type)}
                  <Select
                    className="font-normal"
                    name={travellerTypeParam(i + 1)}
                    defaultValue={String(sent.counts?.[type.id] ?? 0)}
                  >
                    {countOptions(item, 0).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </Select>
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <label className={fieldClass}>
            {t('booking.start.travellers')}
            <Select className="font-normal" name={BOOKING_START_PARAMS.travellers} defaultValue={String(sent.passengers)}>
              {countOptions(item, 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          </label>
        )}
        {item.fixedDate ? (
          <p className={fieldClass}>
            {t('booking.start.tripDate')}
            <time dateTime={item.fixedDate} className="flex min-h-11 items-center font-normal">
              {formatFullDate(item.fixedDate, locale)}
            </time>
          </p>
        ) : (
          <label className={fieldClass}>
            {t('booking.start.date')}
            <Select
              className="font-normal"
              name={BOOKING_START_PARAMS.date}
              defaultValue={sent.date ?? ''}
              aria-describedby={`${id}-dates`}
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
            </Select>
            <span id={`${id}-dates`} className="text-xs font-normal text-muted-foreground">
              {t('booking.start.nextDates')}
            </span>
          </label>
        )}
      </div>
      {item.startTimes.length > 1 ? (
        <label className={`${fieldClass} sm:max-w-xs`}>
          {t('booking.start.time')}
          <Select className="font-normal" name={BOOKING_START_PARAMS.time} defaultValue={sent.startTime ?? ''}>
            <option value="">{t('booking.start.chooseTime')}</option>
            {item.startTimes.map((start) => (
              <option key={start} value={start}>
                {time(start)}
              </option>
            ))}
          </Select>
        </label>
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
