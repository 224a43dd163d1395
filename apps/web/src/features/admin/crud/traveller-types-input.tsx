import { DEFAULT_TRAVELLER_TYPE, TRAVELLER_TYPE_LIMITS, type TravellerType } from '@hv/shared';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { numberText, RowListInput, RowTextField, type RowListFieldProps } from './row-list-input.tsx';

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
      price: numberText(t.price),
      minAge: numberText(t.minAge),
      maxAge: numberText(t.maxAge),
      takesPlace: t.takesPlace,
      sortOrder: i,
    }));
}

const labels = {
  untitled: (n: number) => `Tipo ${n}`,
  moveUp: (name: string) => `Subir ${name}`,
  moveDown: (name: string) => `Bajar ${name}`,
  remove: (name: string) => `Quitar ${name}`,
  add: 'Añadir tipo de viajero',
};

export function TravellerTypesInput(props: RowListFieldProps<TravellerTypeRow>) {
  return (
    <RowListInput
      {...props}
      labels={labels}
      max={TRAVELLER_TYPE_LIMITS.types}
      blank={{ name: '', nameEn: '', price: '', minAge: '', maxAge: '', takesPlace: true }}
      idPrefix="tipo"
      fields={(editor) => (
        <>
          <RowTextField editor={editor} name="name" label="Nombre" ref={editor.firstRef} maxLength={TRAVELLER_TYPE_LIMITS.name} />
          <RowTextField editor={editor} name="nameEn" label="Nombre en inglés" maxLength={TRAVELLER_TYPE_LIMITS.name} />
          <RowTextField editor={editor} name="price" label="Precio (MXN)" inputMode="decimal" />
          <div className="grid grid-cols-2 gap-3">
            <RowTextField editor={editor} name="minAge" label="Edad mínima" inputMode="numeric" />
            <RowTextField editor={editor} name="maxAge" label="Edad máxima" inputMode="numeric" />
          </div>
        </>
      )}
      beside={({ row, disabled, edit }) => (
        <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium">
          <Checkbox checked={row.takesPlace} disabled={disabled} onCheckedChange={(on) => edit({ takesPlace: on === true })} />
          Ocupa lugar
        </label>
      )}
    />
  );
}
