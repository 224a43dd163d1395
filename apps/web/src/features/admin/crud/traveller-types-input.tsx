import { useId } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { DEFAULT_TRAVELLER_TYPE, TRAVELLER_TYPE_LIMITS, type TravellerType } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import type { FieldInputControl } from './field-input-control.ts';

// The `Tipos de viajero` section of the experience and trip dialogs (issue 32,
// docs/decisions/0232-traveller-types-on-screens.md): one row per type, numbers kept as typed; the
// shared `travellerTypesFormRule` reads them, so the dialog and the server check the same way.

/** A type as its row's inputs hold it. */
export interface TravellerTypeRow {
  id: string;
  name: string;
  nameEn: string;
  price: string;
  minAge: string;
  maxAge: string;
  takesPlace: boolean;
  sortOrder: number;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/**
 * An item's stored types as rows, in staff's order. An item still on the one default `Persona`
 * shows none: it is priced at the item's price, which the dialog edits above (decision 0228).
 */
export function travellerTypeRows(stored: unknown): TravellerTypeRow[] {
  const types = Array.isArray(stored) ? (stored as TravellerType[]) : [];
  if (types.length === 1 && types[0]!.id === DEFAULT_TRAVELLER_TYPE.id) return [];
  return [...types]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((t, i) => ({
      id: t.id,
      name: t.name,
      nameEn: t.nameEn ?? '',
      price: text(t.price),
      minAge: text(t.minAge),
      maxAge: text(t.maxAge),
      takesPlace: t.takesPlace,
      sortOrder: i,
    }));
}

/** A key no row of the list has: bookings point at it, so it never changes once saved. */
function newTypeId(rows: readonly TravellerTypeRow[]): string {
  const taken = new Set(rows.map((r) => r.id));
  let n = rows.length + 1;
  while (taken.has(`tipo-${n}`)) n += 1;
  return `tipo-${n}`;
}

interface TravellerTypesInputProps {
  control: FieldInputControl;
  label: string;
  value: TravellerTypeRow[];
  disabled?: boolean;
  onChange: (rows: TravellerTypeRow[]) => void;
}

export function TravellerTypesInput({ control, label, value, disabled, onChange }: TravellerTypesInputProps) {
  const { ref, 'aria-required': _required, id, ...group } = control;
  const base = useId();
  const set = (rows: TravellerTypeRow[]) => onChange(rows.map((r, i) => ({ ...r, sortOrder: i })));
  const edit = (i: number, change: Partial<TravellerTypeRow>) => set(value.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const move = (i: number, by: -1 | 1) => {
    const rows = [...value];
    [rows[i], rows[i + by]] = [rows[i + by]!, rows[i]!];
    set(rows);
  };
  const add = () =>
    set([
      ...value,
      {
        id: newTypeId(value),
        name: '',
        nameEn: '',
        price: '',
        minAge: '',
        maxAge: '',
        takesPlace: true,
        sortOrder: value.length,
      },
    ]);
  return (
    <div role="group" id={id} {...group} aria-label={label} className="grid gap-3">
      {value.map((row, i) => {
        const title = row.name.trim() || `Tipo ${i + 1}`;
        const field = (name: string) => `${base}-${i}-${name}`;
        return (
          <fieldset key={row.id} className="grid gap-3 rounded-xl border border-border p-3 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold">{title}</legend>
            <label className="grid gap-1 text-sm font-medium" htmlFor={field('name')}>
              Nombre
              <Input
                id={field('name')}
                ref={i === 0 ? ref : undefined}
                value={row.name}
                disabled={disabled}
                maxLength={TRAVELLER_TYPE_LIMITS.name}
                onChange={(e) => edit(i, { name: e.target.value })}
              />
            </label>
            <label className="grid gap-1 text-sm font-medium" htmlFor={field('nameEn')}>
              Nombre en inglés
              <Input
                id={field('nameEn')}
                value={row.nameEn}
                disabled={disabled}
                maxLength={TRAVELLER_TYPE_LIMITS.name}
                onChange={(e) => edit(i, { nameEn: e.target.value })}
              />
            </label>
            <label className="grid gap-1 text-sm font-medium" htmlFor={field('price')}>
              Precio (MXN)
              <Input
                id={field('price')}
                inputMode="decimal"
                value={row.price}
                disabled={disabled}
                onChange={(e) => edit(i, { price: e.target.value })}
              />
            </label>
            <div className="grid grid-cols-2 gap-3">
              <label className="grid gap-1 text-sm font-medium" htmlFor={field('minAge')}>
                Edad mínima
                <Input
                  id={field('minAge')}
                  inputMode="numeric"
                  value={row.minAge}
                  disabled={disabled}
                  onChange={(e) => edit(i, { minAge: e.target.value })}
                />
              </label>
              <label className="grid gap-1 text-sm font-medium" htmlFor={field('maxAge')}>
                Edad máxima
                <Input
                  id={field('maxAge')}
                  inputMode="numeric"
                  value={row.maxAge}
                  disabled={disabled}
                  onChange={(e) => edit(i, { maxAge: e.target.value })}
                />
              </label>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2">
              <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium">
                <Checkbox
                  checked={row.takesPlace}
                  disabled={disabled}
                  onCheckedChange={(on) => edit(i, { takesPlace: on === true })}
                />
                Ocupa lugar
              </label>
              <div className="flex gap-1">
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={`Subir ${title}`}
                  disabled={disabled || i === 0}
                  onClick={() => move(i, -1)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={`Bajar ${title}`}
                  disabled={disabled || i === value.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={`Quitar ${title}`}
                  disabled={disabled}
                  onClick={() => set(value.filter((_, j) => j !== i))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </div>
          </fieldset>
        );
      })}
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        disabled={disabled || value.length >= TRAVELLER_TYPE_LIMITS.types}
        onClick={add}
      >
        <Plus aria-hidden="true" />
        Añadir tipo de viajero
      </Button>
    </div>
  );
}
