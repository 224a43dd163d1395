import { Suspense, useId } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { PICKUP_LIMITS, type Pickup } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n.tsx';
import type { FieldInputControl } from './field-input-control.ts';

// The `Puntos de recogida` section of the experience dialog (issue 32,
// docs/decisions/0240-pickups-admin-mail-and-types-in-reports.md): one row per pickup point in the
// van's route order, numbers kept as typed; the shared `pickupsFormRule` reads them, so the dialog
// and the server refuse the same rows with the same words. Its words: the desk's catalogue.

/** A pickup point as its row's inputs hold it. */
export interface PickupRow {
  id: string;
  name: string;
  nameEn: string;
  minutesBefore: string;
  charge: string;
  sortOrder: number;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** An experience's stored pickups as rows, in staff's order. */
export function pickupRows(stored: unknown): PickupRow[] {
  const pickups = Array.isArray(stored) ? (stored as Pickup[]) : [];
  return [...pickups]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((p, i) => ({
      id: p.id,
      name: p.name,
      nameEn: p.nameEn ?? '',
      minutesBefore: text(p.minutesBefore),
      charge: p.charge ? text(p.charge) : '',
      sortOrder: i,
    }));
}

/** A key no row of the list has: bookings keep the pickup they chose by it, so it never changes once saved. */
function newPickupId(rows: readonly PickupRow[]): string {
  const taken = new Set(rows.map((r) => r.id));
  let n = rows.length + 1;
  while (taken.has(`recogida-${n}`)) n += 1;
  return `recogida-${n}`;
}

interface PickupsInputProps {
  control: FieldInputControl;
  label: string;
  value: PickupRow[];
  disabled?: boolean;
  onChange: (rows: PickupRow[]) => void;
}

export function PickupsInput(props: PickupsInputProps) {
  // The desk's catalogue arrives on first use; the rest of the dialog does not wait for it.
  return (
    <Suspense fallback={null}>
      <PickupRows {...props} />
    </Suspense>
  );
}

function PickupRows({ control, label, value, disabled, onChange }: PickupsInputProps) {
  const { t } = useT('desk');
  const { ref, 'aria-required': _required, id, ...group } = control;
  const base = useId();
  const set = (rows: PickupRow[]) => onChange(rows.map((r, i) => ({ ...r, sortOrder: i })));
  const edit = (i: number, change: Partial<PickupRow>) => set(value.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const move = (i: number, by: -1 | 1) => {
    const rows = [...value];
    [rows[i], rows[i + by]] = [rows[i + by]!, rows[i]!];
    set(rows);
  };
  const add = () =>
    set([...value, { id: newPickupId(value), name: '', nameEn: '', minutesBefore: '', charge: '', sortOrder: value.length }]);
  return (
    <div role="group" id={id} {...group} aria-label={label} className="grid gap-3">
      {value.length === 0 ? <p className="text-sm text-muted-foreground">{t('desk.pickups.none')}</p> : null}
      {value.map((row, i) => {
        const title = row.name.trim() || t('desk.pickups.untitled', { n: i + 1 });
        const field = (name: string) => `${base}-${i}-${name}`;
        return (
          <fieldset key={row.id} className="grid gap-3 rounded-xl border border-border p-3 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold">{title}</legend>
            <label className="grid gap-1 text-sm font-medium" htmlFor={field('name')}>
              {t('desk.pickups.name')}
              <Input
                id={field('name')}
                ref={i === 0 ? ref : undefined}
                value={row.name}
                disabled={disabled}
                maxLength={PICKUP_LIMITS.name}
                onChange={(e) => edit(i, { name: e.target.value })}
              />
            </label>
            <label className="grid gap-1 text-sm font-medium" htmlFor={field('nameEn')}>
              {t('desk.pickups.nameEn')}
              <Input
                id={field('nameEn')}
                value={row.nameEn}
                disabled={disabled}
                maxLength={PICKUP_LIMITS.name}
                onChange={(e) => edit(i, { nameEn: e.target.value })}
              />
            </label>
            <label className="grid gap-1 text-sm font-medium" htmlFor={field('minutesBefore')}>
              {t('desk.pickups.minutesBefore')}
              <Input
                id={field('minutesBefore')}
                inputMode="numeric"
                value={row.minutesBefore}
                disabled={disabled}
                onChange={(e) => edit(i, { minutesBefore: e.target.value })}
              />
            </label>
            <div className="grid gap-1">
              <label className="grid gap-1 text-sm font-medium" htmlFor={field('charge')}>
                {t('desk.pickups.charge')}
                <Input
                  id={field('charge')}
                  inputMode="decimal"
                  value={row.charge}
                  disabled={disabled}
                  aria-describedby={field('chargeHint')}
                  onChange={(e) => edit(i, { charge: e.target.value })}
                />
              </label>
              <span id={field('chargeHint')} className="text-xs text-muted-foreground">
                {t('desk.pickups.chargeHint')}
              </span>
            </div>
            <div className="flex justify-end gap-1 sm:col-span-2">
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={t('desk.pickups.moveUp', { name: title })}
                disabled={disabled || i === 0}
                onClick={() => move(i, -1)}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={t('desk.pickups.moveDown', { name: title })}
                disabled={disabled || i === value.length - 1}
                onClick={() => move(i, 1)}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={t('desk.pickups.remove', { name: title })}
                disabled={disabled}
                onClick={() => set(value.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        disabled={disabled || value.length >= PICKUP_LIMITS.pickups}
        onClick={add}
      >
        <Plus aria-hidden="true" />
        {t('desk.pickups.add')}
      </Button>
    </div>
  );
}
