import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ApiRequestError, apiSend } from '@/lib/api.ts';
import { toast, type ToastOptions } from '@/lib/use-toast.ts';
import { adminPath, type AdminParams, type AdminResource } from './admin-resource.ts';
import { ROW_ACTIONS_ATTR, type RowEditing } from './columns.ts';
import { FieldInput, type FormField } from './field-input.tsx';
import type { FieldErrors, FormValues } from './form-values.ts';
import { useAdminMutation } from './use-admin-mutations.ts';

/** Editing a row in place (SPEC §2: coupons and gift cards have "inline row editing"). */
export interface InlineEditConfig<Row> {
  /** Every field a row may edit; each column shows its own through `Column.edit`. */
  fields: FormField[];
  /** The fields this row may change now (by its status, the staff role...); the others stay as text. */
  editable: (row: Row) => readonly string[];
  toValues: (row: Row) => FormValues;
  /** Client-side check with the shared schema; errors show under the inputs and stop the save. */
  validate: (values: FormValues, row: Row) => FieldErrors | null;
  toBody: (values: FormValues, row: Row) => unknown;
  method: 'PUT' | 'PATCH';
  /** A toast for a failed client check, where the spec asks for one. */
  invalidToast?: (errors: FieldErrors) => ToastOptions | null;
}

interface InlineEditToasts {
  updated: ToastOptions;
  saveError: (error: unknown) => ToastOptions;
}

interface EditState<Row> {
  row: Row;
  values: FormValues;
  errors: FieldErrors;
  saving: boolean;
}

/** Which row is being edited, with its values; gives the table its inputs and Guardar/Cancelar. */
export function useInlineEdit<Row extends { id: string }>(
  resource: AdminResource,
  config: InlineEditConfig<Row> | undefined,
  toasts: InlineEditToasts,
  params: AdminParams = {},
): { start: (row: Row) => void; editing: RowEditing | undefined } {
  const formId = useId();
  const [state, setState] = useState<EditState<Row> | null>(null);
  const save = useAdminMutation(resource, ({ id, body }: { id: string; body: unknown }) =>
    apiSend(config?.method ?? 'PUT', adminPath(resource, `/${encodeURIComponent(id)}`, params), body),
  );

  // The inputs and Guardar/Cancelar vanish when the edit ends: the focus goes back to the row's actions.
  const returnFocusTo = useRef<string | null>(null);
  useEffect(() => {
    const id = returnFocusTo.current;
    if (state || id === null) return;
    returnFocusTo.current = null;
    const cell = document.querySelector(`[${ROW_ACTIONS_ATTR}="${CSS.escape(id)}"]`);
    // The menu the edit was started from, else the row's first action.
    (cell?.querySelector<HTMLElement>('[aria-haspopup="menu"]') ?? cell?.querySelector<HTMLElement>('button'))?.focus();
  }, [state]);

  const start = (row: Row) => config && setState({ row, values: config.toValues(row), errors: {}, saving: false });
  const finish = () => {
    returnFocusTo.current = state?.row.id ?? null;
    setState(null);
  };
  const cancel = finish;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!state || !config || state.saving) return;
    const { row, values } = state;
    const errors = config.validate(values, row);
    if (errors) {
      setState({ ...state, errors });
      const invalid = config.invalidToast?.(errors);
      if (invalid) toast({ variant: 'destructive', ...invalid });
      return;
    }
    setState({ ...state, saving: true });
    try {
      await save.mutateAsync({ id: row.id, body: config.toBody(values, row) });
      toast(toasts.updated);
      finish();
    } catch (error) {
      // 400/409 name their fields (shown under the inputs); 403/422 explain themselves in the toast.
      const fields = error instanceof ApiRequestError && error.fields ? error.fields : {};
      setState((prev) => prev && { ...prev, saving: false, errors: fields });
      toast({ variant: 'destructive', ...toasts.saveError(error) });
    }
  }

  if (!state || !config) return { start, editing: undefined };

  const editable = config.editable(state.row);
  const first = config.fields.find((field) => editable.includes(field.name))?.name;
  const set = (name: string, value: FormValues[string]) =>
    setState((prev) => {
      if (!prev) return prev;
      const { [name]: _gone, ...errors } = prev.errors;
      return { ...prev, values: { ...prev.values, [name]: value }, errors };
    });

  const editing: RowEditing = {
    id: state.row.id,
    input: (name) => {
      const field = config.fields.find((f) => f.name === name);
      if (!field || !editable.includes(name)) return null;
      return (
        <InlineInput
          key={name}
          field={field}
          formId={formId}
          value={state.values[name] ?? null}
          error={state.errors[name]}
          disabled={state.saving}
          autoFocus={name === first}
          onChange={(value) => set(name, value)}
          onCancel={cancel}
        />
      );
    },
    actions: (
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex gap-2 max-md:*:flex-1 md:justify-end">
        <Button type="submit" disabled={state.saving}>
          {state.saving ? 'Guardando...' : 'Guardar'}
        </Button>
        <Button type="button" variant="outline" disabled={state.saving} onClick={cancel}>
          Cancelar
        </Button>
      </form>
    ),
  };
  return { start, editing };
}

interface InlineInputProps {
  field: FormField;
  formId: string;
  value: FormValues[string];
  error: string | undefined;
  disabled: boolean;
  autoFocus: boolean;
  onChange: (value: FormValues[string]) => void;
  onCancel: () => void;
}

/** One input of the edited row: labelled by its field (the column header is only visual), error under it. */
function InlineInput({ field, formId, value, error, disabled, autoFocus, onChange, onCancel }: InlineInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid min-w-24 gap-1">
      <FieldInput
        field={field}
        control={{
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          'aria-required': field.optional ? undefined : true,
        }}
        value={value}
        disabled={disabled}
        onChange={onChange}
        extra={{
          form: formId,
          autoFocus,
          'aria-label': field.label,
          // Escape gives up the edit, as Enter saves it (the inputs belong to the row's form).
          onKeyDown: (event) => {
            if (event.key === 'Escape') onCancel();
          },
        }}
      />
      {error ? (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
