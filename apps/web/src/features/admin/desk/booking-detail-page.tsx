import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { CalendarClock, ExternalLink, Mail, Undo2 } from 'lucide-react';
import { formatLongDate, formatMXN, type DeskBookingDetail } from '@hv/shared';
import { LoadingState } from '@/components/loading-state.tsx';
import { ApiRequestError } from '@/lib/api.ts';
import { toast } from '@/lib/use-toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { adminPaths } from '../admin-paths.ts';
import { useAdminMe } from '../shell/use-admin-me.ts';
import { BackLink } from './back-link.tsx';
import { RescheduleDialog } from '@/features/booking';
import { useDeskBooking, useRescheduleDeskBooking, useResendVoucher } from './desk-api.ts';
import { CheckInBadge, formatInstant, LinkWaitBadge, passengersLabel, StatusBadge } from './desk-format.tsx';
import { paidWithSeedsOnly, RefundDialog } from './refund-dialog.tsx';
import { BookingInvoice } from './booking-invoice.tsx';
import { RecordHistory } from '../audit/record-history.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid content-start gap-3 rounded-2xl border border-border bg-card p-5 shadow-card">
      <h2 className="font-display text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function moneyRows(b: DeskBookingDetail): [string, ReactNode][] {
  return [
    ['Subtotal', formatMXN(b.subtotal)],
    ...(b.discount > 0 ? [[`Cupón ${b.couponCode ?? ''}`.trim(), `−${formatMXN(b.discount)}`] as [string, ReactNode]] : []),
    ...(b.seedsSpent > 0 ? [[`Semillas (${b.seedsSpent})`, formatMXN(b.seedsAmount)] as [string, ReactNode]] : []),
    ...(b.giftCardAmount > 0
      ? [[`Gift card ${b.giftCardSeries ?? ''}`.trim(), formatMXN(b.giftCardAmount)] as [string, ReactNode]]
      : []),
    ...(b.manualPaymentMethod
      ? [[`Pagado en ${b.manualPaymentMethod.toLowerCase()}`, formatMXN(b.total - b.giftCardAmount)] as [string, ReactNode]]
      : b.paypalAmount > 0
        ? [['PayPal', formatMXN(b.paypalAmount)] as [string, ReactNode]]
        : []),
    ['Total', <strong key="t">{formatMXN(b.total)}</strong>],
    // What the operator keeps once money went back (decision 0204): the figure Reportes counts as net.
    ...(b.refundedAmount > 0
      ? [
          ['Reembolsado', `−${formatMXN(b.refundedAmount)}`] as [string, ReactNode],
          ['Pagado neto', <strong key="n">{formatMXN(b.total - b.refundedAmount)}</strong>] as [string, ReactNode],
        ]
      : []),
    ...(b.paypalOrderId ? [['Orden de PayPal', <code key="o">{b.paypalOrderId}</code>] as [string, ReactNode]] : []),
    ...(b.paypalCaptureId ? [['Cobro de PayPal', <code key="c">{b.paypalCaptureId}</code>] as [string, ReactNode]] : []),
    ...(b.manualNote ? [['Nota', b.manualNote] as [string, ReactNode]] : []),
  ];
}

/** One booking at the desk (docs/product.md §14.1): who, what, the money part by part, check-in and history. */
export default function BookingDetailPage() {
  const { id = '' } = useParams();
  const query = useDeskBooking(id);
  const b = query.data;
  const role = useAdminMe().data?.role;
  const [refunding, setRefunding] = useState(false);
  // A booking paid with seeds alone has nothing of money left, and is still cancelled here (decision 0242).
  const canRefund =
    (role === 'Administrador' || role === 'Coordinador') && b?.status === 'Pagada' && (b.refundable > 0 || paidWithSeedsOnly(b));
  // docs/product.md §15.3: staff move a paid experience booking to another date, whatever the policy.
  const [moving, setMoving] = useState(false);
  const move = useRescheduleDeskBooking(id);
  const canMove =
    (role === 'Administrador' || role === 'Coordinador') &&
    b?.status === 'Pagada' &&
    b.kind === 'experience' &&
    Boolean(b.itemId);
  // Decision 0163: the desk shows the voucher read-only and sends the traveller's own link to their e-mail.
  const resend = useResendVoucher(id);
  const resendVoucher = async () => {
    try {
      const { sentTo } = await resend.mutateAsync();
      toast({ title: 'Comprobante reenviado.', description: `Lo enviamos a ${sentTo}.` });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'No se pudo reenviar el comprobante.',
        description: error instanceof ApiRequestError ? error.message : 'Inténtalo de nuevo.',
      });
    }
  };
  useDocumentTitle(withBrand(b ? `Reserva ${b.reference}` : 'Reserva'));

  return (
    <section className="grid gap-6">
      <BackLink to={adminPaths.bookings}>Volver a Reservas</BackLink>
      {query.isPending ? <LoadingState message="Cargando la reserva..." /> : null}
      {query.error ? (
        <p role="alert" className="font-medium text-destructive">
          {query.error.message}
        </p>
      ) : null}
      {b ? (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-display text-2xl font-bold sm:text-3xl">
              Reserva <span className="font-mono">{b.reference}</span>
            </h1>
            <StatusBadge status={b.status} refundedAmount={b.refundedAmount} />
            {b.linkExpiresAt ? <LinkWaitBadge expiresAt={b.linkExpiresAt} /> : null}
            <CheckInBadge state={b.checkIn} />
            {b.source === 'manual' ? <span className="text-sm text-muted-foreground">Venta manual</span> : null}
          </div>
          <div className="flex flex-wrap gap-2">
            {b.voucherPath ? (
              <Button asChild variant="outline" size="sm">
                <a href={b.voucherPath} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden="true" />
                  Ver voucher (solo lectura)
                </a>
              </Button>
            ) : null}
            {b.status === 'Pagada' ? (
              <Button variant="outline" size="sm" disabled={resend.isPending} onClick={() => void resendVoucher()}>
                <Mail aria-hidden="true" />
                Reenviar comprobante
              </Button>
            ) : null}
            {b.paymentPath ? (
              <Button asChild variant="outline" size="sm">
                <a href={b.paymentPath} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden="true" />
                  Enlace de pago
                </a>
              </Button>
            ) : null}
            {canMove ? (
              <Button variant="outline" size="sm" onClick={() => setMoving(true)}>
                <CalendarClock aria-hidden="true" />
                Cambiar fecha
              </Button>
            ) : null}
            {canRefund ? (
              <Button variant="outline" size="sm" onClick={() => setRefunding(true)}>
                <Undo2 aria-hidden="true" />
                {paidWithSeedsOnly(b) ? 'Cancelar reserva' : 'Reembolsar'}
              </Button>
            ) : null}
          </div>
          {canRefund ? <RefundDialog booking={b} open={refunding} onOpenChange={setRefunding} /> : null}
          {canMove ? (
            <RescheduleDialog
              booking={{ ...b, kind: 'experience', itemId: b.itemId! }}
              open={moving}
              onOpenChange={setMoving}
              move={(input) => move.mutateAsync(input)}
              description="Mismo precio: no se mueve dinero. El voucher, el manifiesto y el calendario siguen a la nueva fecha, y le avisamos al viajero por correo."
            />
          ) : null}
          <div className="grid gap-4 lg:grid-cols-2">
            <Section title="Viajero">
              <Facts
                rows={[
                  ['Nombre', b.travellerName ?? '—'],
                  ['Correo', b.travellerEmail ? <a href={`mailto:${b.travellerEmail}`}>{b.travellerEmail}</a> : '—'],
                  ['Teléfono', b.travellerPhone ? <a href={`tel:${b.travellerPhone}`}>{b.travellerPhone}</a> : '—'],
                  ['Cuenta', b.accountEmail ?? 'Sin cuenta'],
                ]}
              />
            </Section>
            <Section title="Experiencia o viaje">
              <Facts
                rows={[
                  ['Qué', b.itemName],
                  ['Fecha', formatLongDate(b.date)],
                  ...(b.startTime ? [['Hora de inicio', `${b.startTime} h`] as [string, ReactNode]] : []),
                  ['Pasajeros', passengersLabel(b.passengers)],
                ]}
              />
              {b.passengerNames.length ? (
                <ol className="list-decimal pl-5 text-sm">
                  {b.passengerNames.map((name, i) => (
                    <li key={i}>{name}</li>
                  ))}
                </ol>
              ) : null}
            </Section>
            <Section title="Dinero">
              <Facts rows={moneyRows(b)} />
            </Section>
            <Section title="Factura">
              <BookingInvoice booking={b} canAct={role === 'Administrador' || role === 'Coordinador'} />
            </Section>
            <Section title="Semillas y presentación">
              <Facts
                rows={[
                  ['Semillas ganadas', String(b.seedsAwarded)],
                  ['Presentación', <CheckInBadge key="c" state={b.checkIn} />],
                  ...(b.checkedInAt
                    ? [
                        ['Registrada', `${formatInstant(b.checkedInAt)}${b.checkedInBy ? ` por ${b.checkedInBy}` : ''}`] as [
                          string,
                          ReactNode,
                        ],
                      ]
                    : []),
                ]}
              />
            </Section>
          </div>
          <Section title="Historial">
            <ol className="grid gap-2 text-sm">
              {b.events.map((e) => (
                <li key={`${e.at}-${e.label}`} className="grid gap-0.5 sm:grid-cols-[19rem_1fr]">
                  <time dateTime={e.at} className="text-muted-foreground">
                    {formatInstant(e.at)}
                  </time>
                  <span>{e.label}</span>
                </li>
              ))}
            </ol>
          </Section>
          {/* What staff changed on this booking, from the audit trail (docs/product.md §15.7). */}
          {role === 'Administrador' ? (
            <Section title="Cambios del personal">
              <RecordHistory kind="booking" id={b.id} />
            </Section>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
