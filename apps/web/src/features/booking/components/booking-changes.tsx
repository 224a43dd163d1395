import { useId, useState } from 'react';
import { CalendarClock, XCircle } from 'lucide-react';
import {
  AFTER_SALE_MESSAGES,
  formatLongDateTime,
  formatMXN,
  type BookingKind,
  type BookingStatus,
  type TravellerCancellation,
} from '@hv/shared';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ApiRequestError } from '@/lib/api.ts';
import { toast } from '@/lib/use-toast.ts';
import { useCancelBooking, useRescheduleBooking } from '../api/booking-changes.ts';
import { todayInMexico } from '../lib/booking-dates.ts';
import { RescheduleDialog } from './reschedule-dialog.tsx';

// docs/product.md §15.3: on the voucher and in 'Mis reservas', a paid booking offers
// `Cambiar fecha` and `Cancelar reserva` while its item's policy allows; after that, the buttons
// are off with the reason and the way to reach a person.

export interface ChangeableBooking {
  reference: string;
  status: BookingStatus;
  kind: BookingKind | null;
  itemId: string | null;
  startTimes: string[];
  date: string;
  startTime: string | null;
  cancellation: TravellerCancellation;
}

/** WhatsApp with the booking's reference already written. */
export const bookingWhatsAppHref = (digits: string, reference: string) =>
  `https://wa.me/${digits}?text=${encodeURIComponent(`Hola, tengo la reserva ${reference}.`)}`;

/** Where each part of the refund goes back, as the traveller reads it. */
export function refundLines(refund: TravellerCancellation['refund']): string[] {
  return [
    ...(refund.paypal > 0 ? [`${formatMXN(refund.paypal)} a tu cuenta de PayPal o a la tarjeta con que pagaste`] : []),
    ...(refund.giftCard > 0 ? [`${formatMXN(refund.giftCard)} a tu gift card`] : []),
    ...(refund.outside > 0 ? [`${formatMXN(refund.outside)} por el mismo medio con que pagaste`] : []),
  ];
}

export function BookingChanges({
  booking,
  token,
  whatsappHref,
}: {
  booking: ChangeableBooking;
  /** The voucher's signed link token, for a booking made without an account. */
  token: string | null;
  /** A wa.me link with the reference, for when the policy no longer allows changes. */
  whatsappHref: string | null;
}) {
  const reasonId = useId();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [moveOpen, setMoveOpen] = useState(false);
  const cancel = useCancelBooking(booking.reference, token);
  const reschedule = useRescheduleBooking(booking.reference, token);
  // Only a paid booking still to come: after its day there is nothing left to change.
  if (booking.status !== 'Pagada' || booking.date < todayInMexico()) return null;
  const { allowed, until, reason, refund } = booking.cancellation;
  const movable = allowed && booking.kind === 'experience' && booking.itemId !== null;

  const confirmCancel = async () => {
    try {
      const done = await cancel.mutateAsync();
      setCancelOpen(false);
      toast({
        title: 'Reserva cancelada.',
        description: `Te devolvimos ${formatMXN(done.amount)}. Te enviamos los detalles por correo.`,
      });
    } catch (error) {
      setCancelOpen(false);
      toast({
        variant: 'destructive',
        title: 'No se pudo cancelar la reserva.',
        description: error instanceof ApiRequestError ? error.message : 'Inténtalo de nuevo en unos minutos.',
      });
    }
  };

  return (
    <div className="grid gap-2" data-print="hide">
      {allowed && until ? (
        <p className="text-sm">
          Puedes cancelar sin costo o cambiar la fecha hasta el <strong>{formatLongDateTime(until)}</strong>.
        </p>
      ) : (
        <p id={reasonId} className="text-sm text-muted-foreground">
          {reason}{' '}
          {whatsappHref ? (
            <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary underline">
              {AFTER_SALE_MESSAGES.askUs}
              <span className="sr-only"> (se abre en otra pestaña)</span>
            </a>
          ) : (
            AFTER_SALE_MESSAGES.askUs
          )}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {booking.kind === 'experience' ? (
          <Button
            variant="outline"
            disabled={!movable}
            aria-describedby={movable ? undefined : reasonId}
            onClick={() => setMoveOpen(true)}
          >
            <CalendarClock aria-hidden="true" />
            Cambiar fecha
          </Button>
        ) : null}
        <Button
          variant="outline"
          disabled={!allowed}
          aria-describedby={allowed ? undefined : reasonId}
          onClick={() => setCancelOpen(true)}
        >
          <XCircle aria-hidden="true" />
          Cancelar reserva
        </Button>
      </div>

      <AlertDialog open={cancelOpen} onOpenChange={(open) => !cancel.isPending && setCancelOpen(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>¿Cancelar la reserva {booking.reference}?</AlertDialogTitle>
            <AlertDialogDescription>
              Te devolveremos {formatMXN(refund.total)}, todo lo que pagaste. La reserva se cancela y sus lugares quedan libres.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <section aria-label="A dónde vuelve el dinero" className="grid gap-1 rounded-xl bg-muted/50 p-3 text-sm">
            <h3 className="font-semibold">A dónde vuelve el dinero</h3>
            <ul className="list-disc pl-5">
              {refundLines(refund).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={cancel.isPending}>Volver</AlertDialogCancel>
            <Button disabled={cancel.isPending} onClick={() => void confirmCancel()}>
              {cancel.isPending ? 'Cancelando...' : 'Sí, cancelar reserva'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      {movable ? (
        <RescheduleDialog
          booking={{ ...booking, kind: 'experience', itemId: booking.itemId! }}
          open={moveOpen}
          onOpenChange={setMoveOpen}
          move={(input) => reschedule.mutateAsync(input)}
          description="Elige otro fin de semana con lugares. El precio no cambia y te enviamos el voucher con la nueva fecha."
        />
      ) : null}
    </div>
  );
}
