import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { travellerTypeName, type TravellerType } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n.tsx';
import { placesTaken, type TravellerCounts } from '../lib/traveller-counts.ts';

interface Props {
  types: TravellerType[];
  counts: TravellerCounts;
  /** Places a booking may take (an infant on a lap takes none). */
  maxPlaces: number;
  onChange: (counts: TravellerCounts) => void;
}

/**
 * `Viajeros` (issue 32, decision 0237): how many of each type the item sells, each with its price
 * and ages. At least one traveller takes a place, and the places stay within the booking's maximum.
 */
export function TravellerTypeSteppers({ types, counts, maxPlaces, onChange }: Props) {
  const { t, locale, money } = useT('booking');
  const headingId = useId();
  const places = placesTaken(types, counts);
  return (
    <div role="group" aria-labelledby={headingId} className="grid content-start gap-2">
      <span id={headingId} className="text-sm font-semibold text-foreground">
        {t('booking.types.label')}
      </span>
      <ul className="grid gap-2">
        {types.map((type) => {
          const name = travellerTypeName(locale, type);
          const value = counts[type.id] ?? 0;
          const canRemove = value > 0 && !(type.takesPlace && places <= 1);
          const canAdd = !type.takesPlace || places < maxPlaces;
          const set = (next: number) => onChange({ ...counts, [type.id]: next });
          return (
            <li key={type.id} className="flex items-center justify-between gap-3 rounded-xl border border-border px-3 py-2">
              <div className="grid min-w-0">
                <span className="font-semibold">{name}</span>
                <span className="text-sm text-muted-foreground tabular-nums">
                  {type.price > 0 ? money(type.price) : t('booking.types.free')}
                  {type.takesPlace ? '' : ` · ${t('booking.types.noPlace')}`}
                </span>
              </div>
              <div className="flex shrink-0 items-center gap-1.5">
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={t('booking.types.remove', { name })}
                  disabled={!canRemove}
                  onClick={() => set(value - 1)}
                >
                  <Minus aria-hidden="true" />
                </Button>
                <output
                  aria-live="polite"
                  aria-label={t('booking.types.count', { name, count: value })}
                  className="min-w-8 text-center font-display text-2xl font-bold tabular-nums"
                >
                  {value}
                </output>
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={t('booking.types.add', { name })}
                  disabled={!canAdd}
                  onClick={() => set(value + 1)}
                >
                  <Plus aria-hidden="true" />
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted-foreground">{t('booking.stepper.max', { max: maxPlaces })}</p>
    </div>
  );
}
