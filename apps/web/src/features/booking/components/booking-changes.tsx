import { useId, useState, type ReactNode } from 'react';
import { CalendarClock, XCircle } from 'lucide-react';
import { todayIn, type BookingKind, type BookingStatus, type ExperienceDateRule, type TravellerCancellation } from '@hv/shared';
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
import { Message, useT } from '@/lib/i18n.tsx';
import { toast } from '@/lib/use-toast.ts';
import { useCancelBooking, useRescheduleBooking } from '../api/booking-changes.ts';
import { formatDateTime } from '../lib/booking-dates.ts';
import { useSaid, type Translate } from '@/lib/shared-sentences.ts';
import { RescheduleDialog } from './reschedule-dialog.tsx';

// docs/product.md §15.3: on the voucher and in 'Mis reservas', a paid booking offers
// `Cambiar fecha` and `Cancelar reserva` while its item's policy allows; after that, the buttons
// are off with the reason and the way to reach a person.

export interface ChangeableBooking {
  reference: string;
  /** Seeds the booking spent (decision 0238): cancelling gives them all back. */
  seedsSpent?: number;
  status: BookingStatus;
  kind: BookingKind | null;
  itemId: string | null;
  startTimes: string[];
  date: string;
  startTime: string | null;
  /** The item's IANA zone (docs/decisions/0200-a-time-zone-per-item.md); Mexico City's when not sent. */
  timeZone?: string;
  cancellation: TravellerCancellation;
  /** The experience's weekdays and seasons: `Cambiar fecha` offers only its dates (decision 0208). */
  dateRule?: ExperienceDateRule;
}

/** WhatsApp with the booking's reference already written, in the page's language. */
export const bookingWhatsAppHref = (digits: string, reference: string, t: Translate) =>
  `https://wa.me/${digits}?text=${encodeURIComponent(t('booking.changes.whatsappText', { reference }))}`;

/** Where each part of the refund goes back, as the traveller reads it. */
export function refundLines(
  refund: TravellerCancellation['refund'],
  { t, money }: { t: Translate; money: (amount: number) => string },
): string[] {
  return [
    ...(refund.paypal > 0 ? [t('booking.changes.refundPayPal', { amount: money(refund.paypal) })] : []),
    ...(refund.giftCard > 0 ? [t('booking.changes.refundGiftCard', { amount: money(refund.giftCard) })] : []),
    ...(refund.outside > 0 ? [t('booking.changes.refundOutside', { amount: money(refund.outside) })] : []),
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
  const { locale, t, money } = useT('booking');
  const words = useSaid();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [moveOpen, setMoveOpen] = useState(false);
  const cancel = useCancelBooking(booking.reference, token);
  const reschedule = useRescheduleBooking(booking.reference, token);
  // Only a paid booking still to come: after its day there is nothing left to change.
  if (booking.status !== 'Pagada' || booking.date < todayIn(booking.timeZone)) return null;
  const { allowed, until, reason, refund } = booking.cancellation;
  const movable = allowed && booking.kind === 'experience' && booking.itemId !== null;
  const seeds = booking.seedsSpent ?? 0;
  // Why not, in Spanish from the server; an English page says it from what the policy says.
  // A sentence the table knows (a booking paid inside the window, ADR 0198) is said as it is.
  const said = reason ? words.text(reason) : null;
  const why =
    locale === 'es' || allowed
      ? reason
      : said !== reason
        ? said
        : until
          ? t('booking.changes.windowClosed', { until: formatDateTime(until, locale, booking.timeZone) })
          : t('booking.changes.notRefundable');

  const confirmCancel = async () => {
    try {
      const done = await cancel.mutateAsync();
      setCancelOpen(false);
      toast({
        title: t('booking.changes.cancelledTitle'),
        description: t('booking.changes.cancelledText', { amount: money(done.amount) }),
      });
    } catch (error) {
      setCancelOpen(false);
      toast({
        variant: 'destructive',
        title: t('booking.changes.cancelFailedTitle'),
        description: error instanceof ApiRequestError ? words.refusal(error) : t('booking.changes.tryLater'),
      });
    }
  };

  return (
    // 'cambios': where the confirmation e-mail's `Cambiar fecha` and `Cancelar reserva` links land (ADR 0199).
    <div id="cambios" className="grid scroll-mt-24 gap-2" data-print="hide">
      {allowed && until ? (
        <p className="text-sm">
          <Message
            id="booking.changes.freeUntil"
            values={{ until: formatDateTime(until, locale, booking.timeZone) }}
            components={{ 0: <strong /> }}
          />
        </p>
      ) : (
        <p id={reasonId} className="text-sm text-muted-foreground">
          {why}{' '}
          {whatsappHref ? (
            <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary underline">
              {t('booking.changes.askUs')}
              <span className="sr-only"> {t('booking.changes.newTab')}</span>
            </a>
          ) : (
            t('booking.changes.askUs')
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
            {t('booking.changes.move')}
          </Button>
        ) : null}
        <Button
          variant="outline"
          disabled={!allowed}
          aria-describedby={allowed ? undefined : reasonId}
          onClick={() => setCancelOpen(true)}
        >
          <XCircle aria-hidden="true" />
          {t('booking.changes.cancel')}
        </Button>
      </div>

      <CancelBookingDialog
        reference={booking.reference}
        open={cancelOpen}
        onOpenChange={setCancelOpen}
        pending={cancel.isPending}
        description={
          refund.total <= 0 && seeds > 0
            ? t('booking.changes.confirmTextSeeds', { count: seeds })
            : t('booking.changes.confirmText', { amount: money(refund.total) })
        }
        onConfirm={() => void confirmCancel()}
      >
        <section aria-label={t('booking.changes.whereMoney')} className="grid gap-1 rounded-xl bg-muted/50 p-3 text-sm">
          <h3 className="font-semibold">{t('booking.changes.whereMoney')}</h3>
          <ul className="list-disc pl-5">
            {[
              ...refundLines(refund, { t, money }),
              ...(seeds > 0 ? [t('booking.changes.refundSeeds', { count: seeds })] : []),
            ].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </CancelBookingDialog>

      {movable ? (
        <RescheduleDialog
          booking={{ ...booking, kind: 'experience', itemId: booking.itemId! }}
          open={moveOpen}
          onOpenChange={setMoveOpen}
          move={(input) => reschedule.mutateAsync(input)}
          description={t('booking.changes.moveDescription')}
        />
      ) : null}
    </div>
  );
}

/** `¿Cancelar la reserva …?` with `Volver` and `Sí, cancelar reserva`: a paid booking's (with where the money goes) and one awaiting its cash payment's. */
export function CancelBookingDialog({
  reference,
  open,
  onOpenChange,
  pending,
  description,
  onConfirm,
  children,
}: {
  reference: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The cancel is on its way: the dialog stays open and its buttons wait. */
  pending: boolean;
  description: string;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  const { t } = useT('booking');
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('booking.changes.confirmTitle', { reference })}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('booking.changes.back')}</AlertDialogCancel>
          <Button disabled={pending} onClick={onConfirm}>
            {pending ? t('booking.changes.cancelling') : t('booking.changes.confirmCancel')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
