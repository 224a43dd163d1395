import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { formatMXN, refundOutsideSchema, type PendingRefund, type RefundOutsideInput } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { DialogFormActions } from '@/components/ui/dialog.tsx';
import { FormField, FormRootError } from '@/components/ui/field.tsx';
import { Input, Textarea } from '@/components/ui/input.tsx';
import { schemaResolver, useServerErrors } from '@/lib/forms.ts';
import { adminPaths } from '../admin-paths.ts';
import { formatInstant } from './desk-format.tsx';
import { DeskQueuePage, type DeskQueueWords } from './desk-queue-page.tsx';
import { usePendingRefunds, useRefundOutside, useRetryRefund } from './refund-queue-api.ts';

const WORDS: DeskQueueWords = {
  title: 'Reembolsos pendientes',
  intro:
    'Reembolsos que el proveedor de pago rechazó o no respondió. Reinténtalos o registra el dinero devuelto fuera del sitio.',
  loading: 'Cargando reembolsos pendientes...',
  loadError: 'No se pudieron cargar los reembolsos pendientes.',
  empty: 'No hay reembolsos pendientes.',
};

const KIND_LABEL: Record<PendingRefund['kind'], string> = {
  departure: 'Salida cancelada',
  'late-capture': 'Pago recibido después de cancelar la salida',
};

/**
 * `Reembolsos pendientes` (issue 29 item 2, docs/decisions/0203): each refund the server gave up
 * on, with why; `Reintentar` runs it again now and says what happened; `Reembolsado fuera del
 * sitio` records money given back in cash or by transfer and closes it.
 */
export default function RefundQueuePage() {
  const query = usePendingRefunds();
  return (
    <DeskQueuePage words={WORDS} query={query}>
      {(refund) => <PendingRefundCard key={refund.id} refund={refund} />}
    </DeskQueuePage>
  );
}

function PendingRefundCard({ refund }: { refund: PendingRefund }) {
  const retry = useRetryRefund();
  const [outcome, setOutcome] = useState<string | null>(null);
  const [outside, setOutside] = useState(false);
  const headingId = `reembolso-${refund.id}`;

  const onRetry = async () => {
    setOutcome(null);
    try {
      setOutcome((await retry.mutateAsync(refund.id)).message);
    } catch (error) {
      setOutcome(error instanceof Error ? error.message : 'No se pudo reintentar. Inténtalo de nuevo.');
    }
  };

  return (
    <li aria-labelledby={headingId} className="grid content-start gap-2 rounded-2xl border border-border bg-card p-4 shadow-card">
      <h2 id={headingId} className="font-semibold">
        <Link to={adminPaths.booking(refund.bookingId)} className="font-mono underline underline-offset-4">
          {refund.reference}
        </Link>{' '}
        · {refund.traveller ?? 'Sin nombre'} · {formatMXN(refund.amount)}
      </h2>
      <p className="text-sm">{refund.itemName}</p>
      <p className="text-sm text-muted-foreground">
        {KIND_LABEL[refund.kind]}
        {refund.reason ? ` · Motivo: ${refund.reason}` : ''}
      </p>
      {refund.error ? <p className="text-sm font-semibold text-destructive">Falló: {refund.error}</p> : null}
      {refund.failedAt ? <p className="text-sm text-muted-foreground">{formatInstant(refund.failedAt)}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void onRetry()} disabled={retry.isPending}>
          {retry.isPending ? 'Reintentando...' : 'Reintentar'}
        </Button>
        <Button type="button" variant="outline" onClick={() => setOutside((open) => !open)} aria-expanded={outside}>
          Reembolsado fuera del sitio
        </Button>
      </div>
      <p role="status" className="text-sm font-semibold">
        {outcome}
      </p>
      {outside ? <OutsideForm refund={refund} onCancel={() => setOutside(false)} /> : null}
    </li>
  );
}

interface OutsideValues {
  amount: string;
  note: string;
}

const resolver = schemaResolver<OutsideValues, RefundOutsideInput>(refundOutsideSchema, { raw: false });
const SERVER_FIELDS = ['amount', 'note'] as const;

function OutsideForm({ refund, onCancel }: { refund: PendingRefund; onCancel: () => void }) {
  const form = useForm<OutsideValues, unknown, RefundOutsideInput>({
    defaultValues: { amount: refund.amount.toFixed(2), note: '' },
    resolver,
  });
  const record = useRefundOutside(refund.id);
  const showServerErrors = useServerErrors(form, SERVER_FIELDS, 'No se pudo registrar. Inténtalo de nuevo.');
  const busy = form.formState.isSubmitting;
  const submit = async (body: RefundOutsideInput) => {
    try {
      await record.mutateAsync(body);
    } catch (error) {
      showServerErrors(error);
    }
  };
  return (
    <form
      noValidate
      aria-label={`Reembolsado fuera del sitio ${refund.reference}`}
      className="grid gap-3 rounded-xl bg-muted/50 p-3"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <FormField control={form.control} name="amount" label="Monto devuelto" hint={`Hasta ${formatMXN(refund.amount)}.`}>
        {(field) => <Input {...field} inputMode="decimal" autoComplete="off" disabled={busy} />}
      </FormField>
      <FormField
        control={form.control}
        name="note"
        label="Nota"
        hint="Cómo se devolvió: efectivo, transferencia, quién lo entregó."
      >
        {(field) => <Textarea {...field} maxLength={500} disabled={busy} />}
      </FormField>
      <FormRootError message={form.formState.errors.root?.message} />
      <DialogFormActions
        busy={busy}
        onCancel={onCancel}
        cancelLabel="Cancelar"
        submitLabel="Registrar"
        busyLabel="Registrando..."
      />
    </form>
  );
}
