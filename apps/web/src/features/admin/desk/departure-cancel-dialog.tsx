import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  departureCancelSchema,
  formatLongDate,
  formatMXN,
  type DepartureCancelPreview,
  type DepartureCancelProgress,
  type DepartureKey,
} from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { DialogFormActions, TitledDialog } from '@/components/ui/dialog.tsx';
import { FormField, FormRootError } from '@/components/ui/field.tsx';
import { Textarea } from '@/components/ui/input.tsx';
import { apiGet, apiSend } from '@/lib/api.ts';
import { schemaResolver, useServerErrors } from '@/lib/forms.ts';
import { adminPaths } from '../admin-paths.ts';
import { useAdminMe } from '../shell/use-admin-me.ts';

// `Cancelar salida` (docs/product.md §15.4): an Administrador or a Coordinador cancels a whole
// departure with a reason; the server refunds every paid booking on it, one job each, and closes
// the date (an experience) or cancels the trip. The progress panel follows the refunds.

const resolver = schemaResolver<{ reason: string }>(departureCancelSchema.pick({ reason: true }));
const SERVER_FIELDS = ['reason'] as const;

const keyQuery = (d: DepartureKey) => {
  const params = new URLSearchParams({ kind: d.kind, id: d.id, date: d.date });
  if (d.startTime) params.set('startTime', d.startTime);
  return params.toString();
};

export const departureCancelKeys = {
  preview: (d: DepartureKey) => ['admin', 'desk', 'departure-cancel', 'preview', keyQuery(d)] as const,
  progress: (batch: string) => ['admin', 'desk', 'departure-cancel', batch] as const,
};

/** Only they may cancel a departure (the server says the same). */
export function useCanCancelDepartures(): boolean {
  const role = useAdminMe().data?.role;
  return role === 'Administrador' || role === 'Coordinador';
}

function useCancelPreview(d: DepartureKey, enabled: boolean) {
  return useQuery({
    queryKey: departureCancelKeys.preview(d),
    queryFn: ({ signal }) => apiGet<DepartureCancelPreview>(`/api/admin/departures/cancel/preview?${keyQuery(d)}`, { signal }),
    enabled,
  });
}

/** Refreshes every second while refunds are under way; stops once none is. */
export function useCancelProgress(batch: string) {
  return useQuery({
    queryKey: departureCancelKeys.progress(batch),
    queryFn: ({ signal }) =>
      apiGet<DepartureCancelProgress>(`/api/admin/departures/cancel/${encodeURIComponent(batch)}`, { signal }),
    refetchInterval: (query) => (query.state.data?.finished ? false : 1000),
    retry: false,
  });
}

export function useRetryFailedRefunds(batch: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<{ retried: number }>('POST', `/api/admin/departures/cancel/${encodeURIComponent(batch)}/retry`, {}),
    onSettled: () => client.invalidateQueries({ queryKey: departureCancelKeys.progress(batch) }),
  });
}

interface DepartureCancelDialogProps {
  departure: DepartureKey;
  /** 'Kayak en Bacalar, sábado 5 de diciembre de 2026, 09:00 h' */
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The cancellation went through: its batch of refunds. */
  onCancelled: (batch: string) => void;
}

export function DepartureCancelDialog({ departure, label, open, onOpenChange, onCancelled }: DepartureCancelDialogProps) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancelar salida"
      description={
        <>
          {label}.{' '}
          {departure.kind === 'trip'
            ? 'El viaje pasará a Cancelado.'
            : 'La fecha se cerrará: nadie podrá reservarla, ni en el sitio ni en una venta manual.'}{' '}
          Cada reserva pagada se reembolsa completa y el viajero recibe un correo con el motivo.
        </>
      }
    >
      {open ? <CancelForm departure={departure} onCancel={() => onOpenChange(false)} onCancelled={onCancelled} /> : null}
    </TitledDialog>
  );
}

function CancelForm({
  departure,
  onCancel,
  onCancelled,
}: {
  departure: DepartureKey;
  onCancel: () => void;
  onCancelled: (batch: string) => void;
}) {
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' }, resolver });
  const preview = useCancelPreview(departure, true);
  const client = useQueryClient();
  const showServerErrors = useServerErrors(form, SERVER_FIELDS, 'No se pudo cancelar la salida. Inténtalo de nuevo.');
  const busy = form.formState.isSubmitting;
  const p = preview.data;

  const submit = async ({ reason }: { reason: string }) => {
    try {
      const done = await apiSend<{ batch: string }>('POST', '/api/admin/departures/cancel', {
        ...departure,
        reason: reason.trim(),
      });
      await client.invalidateQueries({ queryKey: ['admin', 'desk'] });
      onCancelled(done.batch);
    } catch (error) {
      showServerErrors(error);
    }
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <section aria-label="Qué se reembolsa" className="grid gap-1 rounded-xl bg-muted/50 p-3 text-sm">
        {p ? (
          <p className="font-semibold">
            {p.bookings === 1 ? '1 reserva pagada' : `${p.bookings} reservas pagadas`} · Total a reembolsar {formatMXN(p.total)}
          </p>
        ) : (
          <p className="text-muted-foreground">{preview.error ? preview.error.message : 'Contando las reservas pagadas...'}</p>
        )}
      </section>
      <FormField control={form.control} name="reason" label="Motivo" hint="Cada viajero lo leerá en el correo del reembolso.">
        {(field) => <Textarea {...field} maxLength={500} disabled={busy} />}
      </FormField>
      <FormRootError message={form.formState.errors.root?.message} />
      <DialogFormActions
        busy={busy}
        onCancel={onCancel}
        cancelLabel="Volver"
        submitLabel="Cancelar salida y reembolsar"
        busyLabel="Cancelando..."
        submitDisabled={!p}
      />
    </form>
  );
}

/** The `Cancelar salida` button and its dialog, for those who may use it. */
export function DepartureCancelAction(props: Omit<DepartureCancelDialogProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  if (!useCanCancelDepartures()) return null;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Cancelar salida
      </Button>
      <DepartureCancelDialog
        {...props}
        open={open}
        onOpenChange={setOpen}
        onCancelled={(batch) => {
          setOpen(false);
          props.onCancelled(batch);
        }}
      />
    </>
  );
}

/**
 * In `Cerrar fecha` of an experience (its id in the page's route): when the date has paid
 * bookings, closing it leaves them as they are; this offers the cancellation that refunds them.
 */
export function CloseDateCancelOffer({ date }: { date: string }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const departure: DepartureKey = { kind: 'experience', id, date };
  const preview = useCancelPreview(departure, useCanCancelDepartures() && Boolean(id));
  const p = preview.data;
  if (!p || p.bookings === 0) return null;
  const manifest = `${adminPaths.manifest}?${keyQuery(departure)}`;
  return (
    <section aria-label="Reservas pagadas de ese día" className="grid gap-2 rounded-xl bg-muted/50 p-3 text-sm">
      <p>
        Ese día tiene {p.bookings === 1 ? '1 reserva pagada' : `${p.bookings} reservas pagadas`} ({formatMXN(p.total)}). Cerrar la
        fecha no las reembolsa: para avisar a los viajeros y devolverles su dinero, cancela la salida.
      </p>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
          Cancelar la salida y reembolsar
        </Button>
      </div>
      <DepartureCancelDialog
        departure={departure}
        label={`Todas las reservas del ${formatLongDate(date)}`}
        open={open}
        onOpenChange={setOpen}
        onCancelled={(batch) => void navigate(`${manifest}&cancelacion=${encodeURIComponent(batch)}`)}
      />
    </section>
  );
}
