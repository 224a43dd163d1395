import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogFormActions, TitledDialog } from '@/components/ui/dialog.tsx';
import { FormField as BoundField } from '@/components/ui/field.tsx';
import { ApiRequestError } from '@/lib/api.ts';
import { cn } from '@/lib/cn.ts';
import { useServerFieldErrors } from '@/lib/forms.ts';
import { FieldInput, inputControl, type FormField } from './field-input.tsx';
import { validateResolver, type FieldErrors, type FormValues } from './form-values.ts';

export type DialogMode = 'create' | 'edit';

export type { FormField } from './field-input.tsx';

/**
 * The server names a wrong row's input (`pickups.0.charge`); the dialog shows a list of rows as one
 * field, so the message goes under the list (`pickups`) unless the server named the list itself.
 */
export function onListFields(error: unknown): unknown {
  if (!(error instanceof ApiRequestError) || !error.fields) return error;
  const fields = { ...error.fields };
  for (const [key, message] of Object.entries(error.fields)) fields[key.split('.')[0]!] ??= message;
  return new ApiRequestError(error.status, error.code, error.message, fields, error.said, error.fieldKeys);
}

/** Editing never requires a new cover: said after the field's own hint (the types accepted). */
const KEEP_IMAGE_HINT = 'Déjalo vacío para conservar la imagen actual.';
const joinHints = (...hints: (string | undefined)[]) => hints.filter(Boolean).join(' ');

interface EntityDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: DialogMode;
  title: string;
  description?: string;
  fields: FormField[];
  initialValues: FormValues;
  /** Client-side check with the shared schema; field errors stop the submit. */
  validate: (values: FormValues) => FieldErrors | null;
  /** Saves; a rejected ApiRequestError with `fields` shows them under the inputs. */
  onSubmit: (values: FormValues) => Promise<void>;
  /** Called for any failure, to show the screen's toast. */
  onError?: (error: unknown) => void;
  className?: string;
}

/** The one create/edit dialog (docs/architecture.md §17): the same form for both modes. */
export function EntityDialog({ open, onOpenChange, className, title, description, ...form }: EntityDialogProps) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      className={cn('max-w-2xl', className)}
      title={title}
      description={description}
    >
      {/* Mounted only while open, so every opening starts from the given values. */}
      {open ? <EntityForm {...form} onCancel={() => onOpenChange(false)} /> : null}
    </TitledDialog>
  );
}

type EntityFormProps = Pick<EntityDialogProps, 'mode' | 'fields' | 'initialValues' | 'validate' | 'onSubmit' | 'onError'> & {
  onCancel: () => void;
};

function EntityForm({ mode, fields, initialValues, validate, onSubmit, onError, onCancel }: EntityFormProps) {
  const visible = fields.filter((field) => !(field.createOnly && mode === 'edit'));
  const form = useForm<FormValues>({ defaultValues: initialValues, resolver: validateResolver(validate) });
  // Only while the checked values are being saved: an invalid field must stay focusable.
  const [saving, setSaving] = useState(false);
  const showServerErrors = useServerFieldErrors(
    form,
    visible.map((field) => field.name),
    saving,
  );

  async function save(values: FormValues) {
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (error) {
      showServerErrors(onListFields(error));
      onError?.(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {visible.map((field) => {
          // A switch is always on or off: it needs neither "*" nor "(opcional)".
          const optional = field.optional || field.kind === 'switch' || (field.kind === 'image' && mode === 'edit');
          const locked = field.lockedOnEdit && mode === 'edit';
          return (
            <BoundField
              key={field.name}
              control={form.control}
              name={field.name}
              label={field.label}
              optional={optional}
              markOptional={field.kind !== 'switch'}
              hint={field.kind === 'image' && mode === 'edit' ? joinHints(field.hint, KEEP_IMAGE_HINT) : field.hint}
              className={cn((field.wide || field.kind === 'textarea') && 'sm:col-span-2')}
            >
              {({ value, onChange, ...bound }) => (
                <FieldInput
                  field={field}
                  control={inputControl(bound)}
                  value={value ?? null}
                  disabled={saving || locked}
                  onChange={onChange}
                />
              )}
            </BoundField>
          );
        })}
      </div>
      <DialogFormActions
        busy={saving}
        onCancel={onCancel}
        cancelLabel="Cancelar"
        submitLabel="Guardar"
        busyLabel="Guardando..."
      />
    </form>
  );
}
