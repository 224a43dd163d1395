import { pickupLabel, pickupTime, type Pickup } from '@hv/shared';
import { useT } from '@/lib/i18n.tsx';

interface PickupChoiceProps {
  pickups: Pickup[];
  /** The chosen start time ('HH:MM'), to say each pickup's time; '' before one is chosen. */
  startTime: string;
  /** The chosen pickup's id; '' is the meeting point. */
  value: string;
  onChange: (pickupId: string) => void;
}

/**
 * Where the traveller is picked up (docs/decisions/0233-pickups.md): the meeting point or one of
 * the experience's pickups, each with its time on the item's clock and its charge per person.
 */
export function PickupChoice({ pickups, startTime, value, onChange }: PickupChoiceProps) {
  const { t, locale, money, time: clock } = useT('booking');
  const withClock = (hhmm: string | null) => (hhmm ? clock(hhmm) : null);
  const option = (id: string, label: string, note: string | null) => (
    <label
      key={id || 'meeting'}
      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-input bg-white px-4 py-2 text-base has-[:checked]:border-jade-700 has-[:checked]:bg-jade-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
    >
      <input
        type="radio"
        name="pickupId"
        value={id}
        checked={value === id}
        onChange={() => onChange(id)}
        className="size-4 accent-jade-700"
      />
      <span className="grid">
        <span className="font-semibold">{label}</span>
        {note ? <span className="text-sm text-muted-foreground">{note}</span> : null}
      </span>
    </label>
  );
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{t('booking.pickup.legend')}</legend>
      <div className="grid gap-2">
        {option('', t('booking.form.meetingPoint'), null)}
        {pickups.map((p) =>
          option(
            p.id,
            // The time on the item's own clock, written the page's way (07:15 / 7:15 AM).
            pickupLabel({ ...p, time: withClock(pickupTime(startTime, p.minutesBefore)) }, locale),
            p.charge > 0 ? t('booking.pickup.charge', { amount: money(p.charge) }) : t('booking.pickup.free'),
          ),
        )}
      </div>
    </fieldset>
  );
}
