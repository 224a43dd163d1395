import { useId } from 'react';
import { BUSINESS_TIME_ZONE, type PassengerPresence } from '@hv/shared';
import { Switch } from '@/components/ui/switch.tsx';
import { usePassengerCheckIn } from './desk-api.ts';

const clock = new Intl.DateTimeFormat('es-MX', { timeZone: BUSINESS_TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const formatTime = (iso: string) => clock.format(new Date(iso));

/**
 * Each passenger of a booking as a switch named after them (decision 0190): on is `Presentado`,
 * off `Sin registrar`; a second device's time shows beside the first.
 */
export function PassengerCheckInList({ bookingId, people }: { bookingId: string; people: PassengerPresence[] }) {
  const mark = usePassengerCheckIn();
  const base = useId();
  return (
    <ul className="grid gap-1">
      {people.map((p) => {
        const id = `${base}-${p.index}`;
        const present = p.checkedInAt !== null;
        return (
          <li key={p.index} className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-0.5">
            <Switch
              id={id}
              checked={present}
              disabled={mark.isPending}
              onCheckedChange={(on) => mark.mutate({ bookingId, index: p.index, present: on })}
              data-print="hide"
            />
            <label htmlFor={id} className="cursor-pointer font-medium">
              {p.name}
            </label>
            <span className={present ? 'text-sm font-semibold text-jade-700' : 'text-sm text-muted-foreground'}>
              {present ? `Presentado · ${formatTime(p.checkedInAt!)}` : 'Sin registrar'}
              {p.alsoCheckedInAt ? ` (otro dispositivo: ${formatTime(p.alsoCheckedInAt)})` : ''}
            </span>
          </li>
        );
      })}
      {mark.error ? (
        <li role="alert" className="text-sm font-medium text-destructive">
          {mark.error.message}
        </li>
      ) : null}
    </ul>
  );
}
