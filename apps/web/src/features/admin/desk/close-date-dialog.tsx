import { useForm } from 'react-hook-form';
import { closeDateSchema } from '@hv/shared';
import { DialogFormActions, TitledDialog } from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { schemaResolver } from '@/lib/forms.ts';
import { dayName } from './availability-calendar.tsx';
import { CloseDateCancelOffer } from './departure-cancel-dialog.tsx';

const resolver = schemaResolver<{ reason: string }>(closeDateSchema.pick({ reason: true }));

interface CloseDateDialogProps {
  /** The date being closed, or null when the dialog is shut. */
  date: string | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => Promise<void>;
}

/** `Cerrar fecha` (docs/product.md §14.5): an optional reason, then nobody can book the date. */
export function CloseDateDialog({ date, onOpenChange, onConfirm }: CloseDateDialogProps) {
  return (
    <TitledDialog
      open={date !== null}
      onOpenChange={onOpenChange}
      title="Cerrar fecha"
      description={
        <>
          Nadie podrá reservar el {date ? dayName(date) : ''}, ni en el sitio ni en una venta manual. Las reservas ya pagadas de
          ese día no cambian.
        </>
      }
    >
      {date ? <CloseDateCancelOffer date={date} /> : null}
      {date ? <CloseDateForm onCancel={() => onOpenChange(false)} onConfirm={onConfirm} /> : null}
    </TitledDialog>
  );
}

function CloseDateForm({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: (reason: string) => Promise<void> }) {
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' }, resolver });
  const busy = form.formState.isSubmitting;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => void form.handleSubmit(({ reason }) => onConfirm(reason.trim()))(event)}
    >
      <FormField control={form.control} name="reason" label="Motivo" optional hint="Por ejemplo: feriado, clima, mantenimiento.">
        {(field) => <Input {...field} maxLength={200} autoComplete="off" disabled={busy} />}
      </FormField>
      <DialogFormActions
        busy={busy}
        onCancel={onCancel}
        cancelLabel="Cancelar"
        submitLabel="Cerrar fecha"
        busyLabel="Cerrando..."
      />
    </form>
  );
}
