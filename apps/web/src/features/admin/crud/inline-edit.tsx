import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type Control, type FieldErrors as FormErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { FormField as BoundField } from '@/components/ui/field.tsx';
import { apiSend } from '@/lib/api.ts';
import { useServerFieldErrors } from '@/lib/forms.ts';
import { toast, type ToastOptions } from '@/lib/use-toast.ts';
import { adminPath, type AdminParams, type AdminResource } from './admin-resource.ts';
import { ROW_ACTIONS_ATTR, type RowEditing } from './columns.ts';
import { FieldInput, inputControl, type FormField } from './field-input.tsx';
import { validateResolver, type FieldErrors, type FormValues } from './form-values.ts';
import { useAdminMutation } from './use-admin-mutations.ts';

/** Editing a row in place (coupons and gift cards are edited in their row: docs/product.md §11.5, §11.6). */
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
  /** A toast for a failed client check, where docs/product.md asks for one (e.g. §11.6's credit). */
  invalidToast?: (errors: FieldErrors) => ToastOptions | null;
}

interface InlineEditToasts {
  updated: ToastOptions;
  saveError: (error: unknown) => ToastOptions;
}

// The messages by field, as a config's `invalidToast` reads them.
const messagesOf = (errors: FormErrors<FormValues>): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, String(error?.message ?? '')]));

/** Which row is being edited, with its values; gives the table its inputs and Guardar/Cancelar. */
export function useInlineEdit<Row extends { id: string }>(
  resource: AdminResource,
  config: InlineEditConfig<Row> | undefined,
  toasts: InlineEditToasts,
  params: AdminParams = {},
): { start: (row: Row) => void; editing: RowEditing | undefined } {
  const formId = useId();
  // The row being edited; its values and errors live in the form.
  const [row, setRow] = useState<Row | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<FormValues>({
    resolver: validateResolver((values) => (row && config ? config.validate(values, row) : null)),
  });
  const editable = row && config ? config.editable(row) : [];
  const showServerErrors = useServerFieldErrors(form, editable, saving);
  const save = useAdminMutation(resource, ({ id, body }: { id: string; body: unknown }) =>
    apiSend(config?.method ?? 'PUT', adminPath(resource, `/${encodeURIComponent(id)}`, params), body),
  );

  // The inputs and Guardar/Cancelar vanish when the edit ends: the focus goes back to the row's actions.
  const returnFocusTo = useRef<string | null>(null);
  useEffect(() => {
    const id = returnFocusTo.current;
    if (row || id === null) return;
    returnFocusTo.current = null;
    const cell = document.querySelector(`[${ROW_ACTIONS_ATTR}="${CSS.escape(id)}"]`);
    // The menu the edit was started from, else the row's first action.
    (cell?.querySelector<HTMLElement>('[aria-haspopup="menu"]') ?? cell?.querySelector<HTMLElement>('button'))?.focus();
  }, [row]);

  const start = (next: Row) => {
    if (!config) return;
    form.reset(config.toValues(next));
    setRow(next);
  };
  const finish = () => {
    returnFocusTo.current = row?.id ?? null;
    setRow(null);
  };
  const cancel = finish;

  async function submit(values: FormValues) {
    if (!row || !config) return;
    setSaving(true);
    try {
      await save.mutateAsync({ id: row.id, body: config.toBody(values, row) });
      toast(toasts.updated);
      finish();
    } catch (error) {
      // 400/409 name their fields (shown under the inputs); 403/422 explain themselves in the toast.
      showServerErrors(error);
      toast({ variant: 'destructive', ...toasts.saveError(error) });
    } finally {
      setSaving(false);
    }
  }

  function refused(errors: FormErrors<FormValues>) {
    const invalid = config?.invalidToast?.(messagesOf(errors));
    if (invalid) toast({ variant: 'destructive', ...invalid });
  }

  if (!row || !config) return { start, editing: undefined };

  const first = config.fields.find((field) => editable.includes(field.name))?.name;

  const editing: RowEditing = {
    id: row.id,
    input: (name) => {
      const field = config.fields.find((f) => f.name === name);
      if (!field || !editable.includes(name)) return null;
      return (
        <InlineInput
          key={name}
          field={field}
          control={form.control}
          formId={formId}
          disabled={saving}
          autoFocus={name === first}
          onCancel={cancel}
        />
      );
    },
    actions: (
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          if (saving) return event.preventDefault();
          void form.handleSubmit(submit, refused)(event);
        }}
        className="flex gap-2 max-md:*:flex-1 md:justify-end"
      >
        <Button type="submit" disabled={saving}>
          {saving ? 'Guardando...' : 'Guardar'}
        </Button>
        <Button type="button" variant="outline" disabled={saving} onClick={cancel}>
          Cancelar
        </Button>
      </form>
    ),
  };
  return { start, editing };
}

interface InlineInputProps {
  field: FormField;
  control: Control<FormValues>;
  formId: string;
  disabled: boolean;
  autoFocus: boolean;
  onCancel: () => void;
}

/** One input of the edited row: labelled by its field for assistive technology (the column header is only visual), error under it. */
function InlineInput({ field, control, formId, disabled, autoFocus, onCancel }: InlineInputProps) {
  return (
    <BoundField
      control={control}
      name={field.name}
      label={field.label}
      optional={field.optional}
      variant="inline"
      className="min-w-24"
    >
      {({ value, onChange, ...bound }) => (
        <FieldInput
          field={field}
          control={inputControl(bound)}
          value={value ?? null}
          disabled={disabled}
          onChange={onChange}
          extra={{
            form: formId,
            autoFocus,
            // Escape gives up the edit, as Enter saves it (the inputs belong to the row's form).
            onKeyDown: (event) => {
              if (event.key === 'Escape') onCancel();
            },
          }}
        />
      )}
    </BoundField>
  );
}
