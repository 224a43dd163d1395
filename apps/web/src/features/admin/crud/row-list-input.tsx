import { useId, type ComponentProps, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import type { FieldInputControl } from './field-input-control.ts';

// An ordered list of rows edited inside a dialog (the traveller types, decision 0232; the pickups,
// decision 0240): one fieldset per row named by its name, Subir / Bajar / Quitar on each, Añadir
// below. Each row keeps its numbers as typed; the list's form rule in @hv/shared reads them.

/** What every row of such a list holds. */
export interface ListRow {
  /** A key no other row has: bookings point at it, so it never changes once saved. */
  id: string;
  name: string;
  /** The row's place in the list, renumbered on every change. */
  sortOrder: number;
}

/** A stored number as its row's input holds it; none is blank. */
export const numberText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** A key no row of the list has, `prefix-N`. */
function newRowId(rows: readonly ListRow[], prefix: string): string {
  const taken = new Set(rows.map((r) => r.id));
  let n = rows.length + 1;
  while (taken.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}

/** The words of a list: each screen's own (the pickups speak the desk's catalogue). */
export interface RowListLabels {
  /** A row's name while its name is blank, `n` counting from 1. */
  untitled: (n: number) => string;
  moveUp: (name: string) => string;
  moveDown: (name: string) => string;
  remove: (name: string) => string;
  add: string;
  /** Said while the list is empty; nothing when left out. */
  empty?: string;
}

/** One row as its fields edit it. */
export interface RowEditor<Row> {
  row: Row;
  disabled: boolean | undefined;
  /** The id of the row's input for `name`, unique on the page. */
  fieldId: (name: string) => string;
  edit: (change: Partial<Row>) => void;
  /** The form's ref, on the first row only: an error of the list moves the focus there. */
  firstRef: FieldInputControl['ref'];
}

/** What the dialog's form gives a list's input. */
export interface RowListFieldProps<Row> {
  control: FieldInputControl;
  label: string;
  value: Row[];
  disabled?: boolean;
  onChange: (rows: Row[]) => void;
}

interface RowListInputProps<Row extends ListRow> extends RowListFieldProps<Row> {
  labels: RowListLabels;
  /** How many rows the list may hold. */
  max: number;
  /** A new row: its blank fields, and the prefix of its id. */
  blank: Omit<Row, 'id' | 'sortOrder'>;
  idPrefix: string;
  /** A row's inputs, above its buttons. */
  fields: (editor: RowEditor<Row>) => ReactNode;
  /** What a row shows beside its buttons (the types' `Ocupa lugar`). */
  beside?: (editor: RowEditor<Row>) => ReactNode;
}

export function RowListInput<Row extends ListRow>({
  control,
  label,
  value,
  disabled,
  onChange,
  labels,
  max,
  blank,
  idPrefix,
  fields,
  beside,
}: RowListInputProps<Row>) {
  const { ref, 'aria-required': _required, id, ...group } = control;
  const base = useId();
  const set = (rows: Row[]) => onChange(rows.map((r, i) => ({ ...r, sortOrder: i })));
  const move = (i: number, by: -1 | 1) => {
    const rows = [...value];
    [rows[i], rows[i + by]] = [rows[i + by]!, rows[i]!];
    set(rows);
  };
  const add = () => set([...value, { ...blank, id: newRowId(value, idPrefix), sortOrder: value.length } as Row]);
  return (
    <div role="group" id={id} {...group} aria-label={label} className="grid gap-3">
      {value.length === 0 && labels.empty ? <p className="text-sm text-muted-foreground">{labels.empty}</p> : null}
      {value.map((row, i) => {
        const title = row.name.trim() || labels.untitled(i + 1);
        const editor: RowEditor<Row> = {
          row,
          disabled,
          fieldId: (name) => `${base}-${i}-${name}`,
          edit: (change) => set(value.map((r, j) => (j === i ? { ...r, ...change } : r))),
          firstRef: i === 0 ? ref : undefined,
        };
        const actions = [
          { key: 'up', name: labels.moveUp(title), Icon: ArrowUp, off: i === 0, act: () => move(i, -1) },
          { key: 'down', name: labels.moveDown(title), Icon: ArrowDown, off: i === value.length - 1, act: () => move(i, 1) },
          {
            key: 'remove',
            name: labels.remove(title),
            Icon: Trash2,
            off: false,
            act: () => set(value.filter((_, j) => j !== i)),
          },
        ];
        const buttons = actions.map(({ key, name, Icon, off, act }) => (
          <Button
            key={key}
            type="button"
            variant="outline"
            size="icon"
            aria-label={name}
            disabled={disabled || off}
            onClick={act}
          >
            <Icon aria-hidden="true" />
          </Button>
        ));
        return (
          <fieldset key={row.id} className="grid gap-3 rounded-xl border border-border p-3 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold">{title}</legend>
            {fields(editor)}
            {beside ? (
              <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2">
                {beside(editor)}
                <div className="flex gap-1">{buttons}</div>
              </div>
            ) : (
              <div className="flex justify-end gap-1 sm:col-span-2">{buttons}</div>
            )}
          </fieldset>
        );
      })}
      <Button type="button" variant="outline" className="w-fit" disabled={disabled || value.length >= max} onClick={add}>
        <Plus aria-hidden="true" />
        {labels.add}
      </Button>
    </div>
  );
}

/** The row's fields holding text. */
type TextKey<Row> = { [K in keyof Row]: Row[K] extends string ? K : never }[keyof Row] & string;

interface RowTextFieldProps<Row> extends Omit<ComponentProps<typeof Input>, 'id' | 'name' | 'value' | 'disabled' | 'onChange'> {
  editor: RowEditor<Row>;
  name: TextKey<Row>;
  label: string;
  /** A line under the input, which it describes. */
  hint?: string;
}

/** A labelled text input for one field of a row. */
export function RowTextField<Row>({ editor, name, label, hint, ...input }: RowTextFieldProps<Row>) {
  const id = editor.fieldId(name);
  const hintId = editor.fieldId(`${name}Hint`);
  const field = (
    <label className="grid gap-1 text-sm font-medium" htmlFor={id}>
      {label}
      <Input
        id={id}
        value={editor.row[name] as string}
        disabled={editor.disabled}
        aria-describedby={hint ? hintId : undefined}
        {...input}
        onChange={(e) => editor.edit({ [name]: e.target.value } as Partial<Row>)}
      />
    </label>
  );
  if (!hint) return field;
  return (
    <div className="grid gap-1">
      {field}
      <span id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </span>
    </div>
  );
}
