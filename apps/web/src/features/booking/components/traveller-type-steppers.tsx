import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { placesOf, TRAVELLER_TYPE_LIMITS, travellerTypeName, type TravellerCounts, type TravellerType } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n.tsx';

// Issue 32 (docs/decisions/0232-traveller-types-on-screens.md): an item selling several traveller
// types asks how many of each instead of one number of passengers. Places (the types that take
// one) stay between 1 and the item's maximum; a type that takes none (an infant) adds no place.

/** The counts of an item's types: one of the first place-taking type, none of the others. */
export function initialTravellerCounts(types: readonly TravellerType[]): TravellerCounts {
  const first = types.find((t) => t.takesPlace);
  return types.map((t) => ({ typeId: t.id, count: t.id === first?.id ? 1 : 0 }));
}

/** Each type's count with what the form needs of its type. */
export const countedLines = (types: readonly TravellerType[], counts: TravellerCounts) =>
  types.map((t) => ({ ...t, typeId: t.id, count: counts.find((c) => c.typeId === t.id)?.count ?? 0 }));

/** What the form shows as the total before the server prices it: Σ count × price, in centavos. */
export const typesTotal = (types: readonly TravellerType[], counts: TravellerCounts): number =>
  countedLines(types, counts).reduce((sum, l) => sum + Math.round(l.price * 100) * l.count, 0) / 100;

interface TravellerTypeSteppersProps {
  types: readonly TravellerType[];
  counts: TravellerCounts;
  /** The most places one booking takes. */
  maxPlaces: number;
  onChange: (counts: TravellerCounts) => void;
}

export function TravellerTypeSteppers({ types, counts, maxPlaces, onChange }: TravellerTypeSteppersProps) {
  const { t, locale, money } = useT('booking');
  const base = useId();
  const lines = countedLines(types, counts);
  const places = placesOf(lines);
  const everyone = lines.reduce((sum, l) => sum + l.count, 0);
  const step = (typeId: string, delta: number) =>
    onChange(lines.map((l) => ({ typeId: l.typeId, count: l.typeId === typeId ? Math.max(0, l.count + delta) : l.count })));
  return (
    <div className="grid content-start gap-3 sm:col-span-2">
      <span id={`${base}-title`} className="text-sm font-semibold text-foreground">
        {t('booking.stepper.label')}
      </span>
      <ul aria-labelledby={`${base}-title`} className="grid gap-3">
        {lines.map((line) => {
          const name = travellerTypeName(locale, line);
          const labelId = `${base}-${line.typeId}`;
          const canRemove = line.count > 0 && !(line.takesPlace && places <= 1);
          const canAdd = everyone < TRAVELLER_TYPE_LIMITS.count && (!line.takesPlace || places < maxPlaces);
          return (
            <li key={line.typeId} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <span id={labelId} className="min-w-0 text-sm font-medium">
                {t('booking.types.type', { name, price: money(line.price) })}
              </span>
              <div role="group" aria-labelledby={labelId} className="flex items-center gap-2">
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={t('booking.types.remove', { name })}
                  disabled={!canRemove}
                  onClick={() => step(line.typeId, -1)}
                >
                  <Minus aria-hidden="true" />
                </Button>
                <output aria-live="polite" className="min-w-10 text-center font-display text-2xl font-bold tabular-nums">
                  {line.count}
                </output>
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={t('booking.types.add', { name })}
                  disabled={!canAdd}
                  onClick={() => step(line.typeId, 1)}
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
