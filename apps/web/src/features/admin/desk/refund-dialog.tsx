import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import {
  formatMXN,
  positiveRefundAmount,
  staffRefundSchema,
  type DeskBookingDetail,
  type StaffRefundInput,
  type StaffRefundResult,
} from '@hv/shared';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { DialogFormActions, TitledDialog } from '@/components/ui/dialog.tsx';
import { FormField, FormRootError } from '@/components/ui/field.tsx';
import { Input, Textarea } from '@/components/ui/input.tsx';
import { apiSend } from '@/lib/api.ts';
import { schemaResolver, useServerErrors } from '@/lib/forms.ts';
import { toast } from '@/lib/use-toast.ts';

// `Reembolsar` at the desk (docs/product.md §15): an Administrador or a Coordinador gives back
// part or all of a paid booking, with a reason the traveller's e-mail quotes. The server splits
// it (PayPal's part first, then the gift card's) and refuses more than is left. A partial refund
// may also take off passengers who no longer travel (issue 29 item 3, docs/decisions/0210): they
// leave the manifest and free their places; the server refuses every passenger or one checked in.

interface RefundValues {
  amount: string;
  reason: string;
}

// Money goes back: more than $0.00 (the API takes 0 only for a booking paid with seeds alone).
const resolver = schemaResolver<RefundValues, StaffRefundInput>(staffRefundSchema.extend({ amount: positiveRefundAmount }), {
  raw: false,
});
const reasonResolver = schemaResolver<{ reason: string }, Pick<StaffRefundInput, 'reason'>>(
  staffRefundSchema.pick({ reason: true }),
  { raw: false },
);

/** Paid with seeds alone (decision 0242): nothing of money to give back, only its seeds. */
export const paidWithSeedsOnly = (b: DeskBookingDetail) => b.status === 'Pagada' && b.refundable === 0 && b.seedsSpent > 0;
const SERVER_FIELDS = ['amount', 'reason'] as const;

export function useRefundBooking(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffRefundInput) =>
      apiSend<StaffRefundResult>('POST', `/api/admin/bookings/${encodeURIComponent(id)}/refund`, body),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'desk'] }),
  });
}

/** What is still refundable of each part, PayPal's (or the money paid outside the site) first. */
function refundableParts(b: DeskBookingDetail) {
  const card = Math.min(b.giftCardAmount, b.refundable);
  return { money: Math.round((b.refundable - card) * 100) / 100, card };
}

/** Where `amount` goes back, in the server's order: the money part first, then the gift card. */
export function refundDestination(b: DeskBookingDetail, amount: number): string[] {
  if (!(amount > 0)) return [];
  const left = refundableParts(b);
  const money = Math.min(amount, left.money);
  const card = Math.round((amount - money) * 100) / 100;
  const moneyWhere = b.manualPaymentMethod
    ? `se devuelve fuera del sitio (${b.manualPaymentMethod.toLowerCase()})`
    : 'vuelve a PayPal';
  return [
    ...(money > 0 ? [`${formatMXN(money)} ${moneyWhere}`] : []),
    ...(card > 0 ? [`${formatMXN(card)} vuelve a la gift card${b.giftCardSeries ? ` ${b.giftCardSeries}` : ''}`] : []),
  ];
}

interface RefundDialogProps {
  booking: DeskBookingDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function RefundDialog({ booking, open, onOpenChange }: RefundDialogProps) {
  const seedsOnly = paidWithSeedsOnly(booking);
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        <>
          {seedsOnly ? 'Cancelar la reserva' : 'Reembolsar la reserva'} {booking.reference}
        </>
      }
      description={
        seedsOnly
          ? `Se pagó solo con semillas: no hay dinero que devolver. Cancelarla le devuelve las ${booking.seedsSpent} semillas al viajero y libera sus lugares y el cupón. Le enviamos un correo con el motivo.`
          : `Queda por reembolsar ${formatMXN(booking.refundable)}. Un reembolso total cancela la reserva: libera sus lugares y el cupón, y retira las semillas. Le enviamos un correo al viajero con el motivo.`
      }
    >
      {open && seedsOnly ? <SeedsOnlyCancelForm booking={booking} onDone={() => onOpenChange(false)} /> : null}
      {open && !seedsOnly ? <RefundForm booking={booking} onDone={() => onOpenChange(false)} /> : null}
    </TitledDialog>
  );
}

/** A booking paid with seeds alone: a refund of 0 with its reason gives every seed back (decision 0242). */
function SeedsOnlyCancelForm({ booking, onDone }: { booking: DeskBookingDetail; onDone: () => void }) {
  const form = useForm<{ reason: string }, unknown, Pick<StaffRefundInput, 'reason'>>({
    defaultValues: { reason: '' },
    resolver: reasonResolver,
  });
  const refund = useRefundBooking(booking.id);
  const showServerErrors = useServerErrors(form, ['reason'] as const, 'No se pudo cancelar. Inténtalo de nuevo.');
  const busy = form.formState.isSubmitting;
  const submit = async ({ reason }: Pick<StaffRefundInput, 'reason'>) => {
    try {
      await refund.mutateAsync({ amount: 0, reason });
      toast({
        title: 'Reserva cancelada.',
        description: `Devolvimos ${booking.seedsSpent} semillas al viajero. Le avisamos por correo.`,
      });
      onDone();
    } catch (error) {
      showServerErrors(error);
    }
  };
  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <FormField control={form.control} name="reason" label="Motivo" hint="El viajero lo leerá en el correo.">
        {(field) => <Textarea {...field} maxLength={500} disabled={busy} />}
      </FormField>
      <FormRootError message={form.formState.errors.root?.message} />
      <DialogFormActions
        busy={busy}
        onCancel={onDone}
        cancelLabel="Volver"
        submitLabel="Cancelar la reserva y devolver las semillas"
        busyLabel="Cancelando..."
      />
    </form>
  );
}

function RefundForm({ booking, onDone }: { booking: DeskBookingDetail; onDone: () => void }) {
  const form = useForm<RefundValues, unknown, StaffRefundInput>({
    defaultValues: { amount: booking.refundable.toFixed(2), reason: '' },
    resolver,
  });
  const refund = useRefundBooking(booking.id);
  const showServerErrors = useServerErrors(form, SERVER_FIELDS, 'No se pudo reembolsar. Inténtalo de nuevo.');
  const amount = Number(useWatch({ control: form.control, name: 'amount' }));
  const where = refundDestination(booking, amount);
  const busy = form.formState.isSubmitting;
  // Indexes in booking.passengerNames: names may repeat, so each box is one passenger.
  const [leaving, setLeaving] = useState<number[]>([]);
  const names = booking.passengerNames;

  const submit = async (body: StaffRefundInput) => {
    const removePassengers = leaving.map((i) => names[i]!);
    try {
      const done = await refund.mutateAsync(removePassengers.length ? { ...body, removePassengers } : body);
      toast({
        title: done.status === 'Reembolsada' ? 'Reserva reembolsada.' : 'Reembolso registrado.',
        description: `Se reembolsaron ${formatMXN(done.amount)}. Avisamos al viajero por correo.`,
      });
      onDone();
    } catch (error) {
      showServerErrors(error);
    }
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <FormField control={form.control} name="amount" label="Monto a reembolsar" hint={`Hasta ${formatMXN(booking.refundable)}.`}>
        {(field) => <Input {...field} inputMode="decimal" autoComplete="off" disabled={busy} />}
      </FormField>
      <FormField control={form.control} name="reason" label="Motivo" hint="El viajero lo leerá en el correo del reembolso.">
        {(field) => <Textarea {...field} maxLength={500} disabled={busy} />}
      </FormField>
      {names.length > 1 ? (
        <PassengersLeaving
          names={names}
          leaving={leaving}
          disabled={busy}
          onChange={(index, on) => setLeaving((now) => (on ? [...now, index] : now.filter((i) => i !== index)))}
        />
      ) : null}
      <section aria-label="A dónde vuelve el dinero" className="grid gap-1 rounded-xl bg-muted/50 p-3 text-sm">
        <h3 className="font-semibold">A dónde vuelve el dinero</h3>
        {where.length ? (
          <ul className="list-disc pl-5">
            {where.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">Escribe un monto para ver a dónde vuelve.</p>
        )}
        {amount > 0 && Math.abs(amount - booking.refundable) < 0.005 ? (
          <p>Es todo lo que queda: la reserva quedará Reembolsada.</p>
        ) : null}
      </section>
      <FormRootError message={form.formState.errors.root?.message} />
      <DialogFormActions
        busy={busy}
        onCancel={onDone}
        cancelLabel="Cancelar"
        submitLabel="Confirmar reembolso"
        busyLabel="Reembolsando..."
      />
    </form>
  );
}

/** The booking's passengers, to tick those who no longer travel (decision 0210). */
function PassengersLeaving(props: {
  names: string[];
  leaving: number[];
  disabled: boolean;
  onChange: (index: number, on: boolean) => void;
}) {
  const id = useId();
  const everyone = props.leaving.length >= props.names.length;
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-semibold">¿Quién ya no viaja?</legend>
      <p className="text-sm text-muted-foreground">
        Marca a quien ya no viaja: sale de la reserva y del manifiesto, y su lugar vuelve a la venta.
      </p>
      {props.names.map((name, index) => (
        <div key={`${index}-${name}`} className="flex min-h-11 items-center gap-3">
          <Checkbox
            id={`${id}-${index}`}
            checked={props.leaving.includes(index)}
            disabled={props.disabled}
            onCheckedChange={(state) => props.onChange(index, state === true)}
          />
          <label htmlFor={`${id}-${index}`} className="text-sm">
            {name}
          </label>
        </div>
      ))}
      {everyone ? (
        <p role="alert" className="text-sm text-destructive">
          Si nadie viaja, reembolsa la reserva completa en lugar de quitar a todos.
        </p>
      ) : null}
    </fieldset>
  );
}
