import { lazy, Suspense, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileText, RotateCcw } from 'lucide-react';
import type { DeskBookingDetail, TaxProfileInput } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { loadInvoiceForm } from '@/features/booking';
import { ApiRequestError, apiSend } from '@/lib/api.ts';
import { toast } from '@/lib/use-toast.ts';

// A booking's factura at the desk (issue 33, decision 0231): `Facturada` with its folio and UUID
// and its files, or Facturapi's refusal with `Reintentar` (Administrador and Coordinador; the
// server sends a refused invoice again once per refusal). The desk is Spanish-only. Staff ask for
// it on the traveller's behalf with the voucher's own form (decision 0236); an Administrador also
// past the last day (the server decides).

const InvoiceForm = lazy(loadInvoiceForm);

const STATUS_WORDS = {
  pending: 'Factura en proceso',
  issued: 'Facturada',
  refused: 'Factura rechazada',
  cancelled: 'Factura cancelada',
};

/** The invoice's files with the voucher's read-only link, which the desk already holds (decision 0163). */
function filePath(b: DeskBookingDetail, format: 'pdf' | 'xml') {
  const token = b.voucherPath ? new URL(b.voucherPath, 'http://x').searchParams.get('t') : null;
  return `/api/bookings/${b.reference}/invoice.${format}${token ? `?t=${encodeURIComponent(token)}` : ''}`;
}

export function BookingInvoice({ booking: b, canAct }: { booking: DeskBookingDetail; canAct: boolean }) {
  const client = useQueryClient();
  const retry = useMutation({
    mutationFn: () => apiSend<unknown>('POST', `/api/admin/bookings/${encodeURIComponent(b.id)}/invoice/retry`),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'desk'] }),
  });
  const invoice = b.invoice;
  if (!invoice)
    return b.invoiceable && canAct ? (
      <RequestOnBehalf booking={b} />
    ) : (
      <p className="text-sm text-muted-foreground">{b.invoiceable ? 'Sin factura pedida.' : 'Sin factura.'}</p>
    );

  const onRetry = async () => {
    try {
      await retry.mutateAsync();
      toast({ title: 'Factura enviada de nuevo.', description: 'Facturapi la timbrará en unos momentos.' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'No se pudo reintentar la factura.',
        description: error instanceof ApiRequestError ? error.message : 'Inténtalo de nuevo.',
      });
    }
  };

  return (
    <div className="grid gap-2 text-sm">
      <p className="font-semibold">
        {STATUS_WORDS[invoice.status]}
        {invoice.status === 'issued' ? `: serie ${invoice.series ?? ''}, folio ${invoice.folio ?? ''}` : ''}
      </p>
      <p>
        {invoice.legalName} · {invoice.taxId}
      </p>
      {invoice.uuid ? <p className="break-all text-muted-foreground">UUID {invoice.uuid}</p> : null}
      {invoice.status === 'refused' ? <p className="text-destructive">Motivo: {invoice.refusalReason}</p> : null}
      <div className="flex flex-wrap gap-2">
        {invoice.status === 'issued'
          ? (['pdf', 'xml'] as const).map((format) => (
              <Button key={format} asChild variant="outline" size="sm">
                <a href={filePath(b, format)} download>
                  <FileText aria-hidden="true" />
                  {format.toUpperCase()} de la factura
                </a>
              </Button>
            ))
          : null}
        {invoice.status === 'refused' && canAct ? (
          <Button variant="outline" size="sm" disabled={retry.isPending} onClick={() => void onRetry()}>
            <RotateCcw aria-hidden="true" />
            Reintentar
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** `Pedir factura`: the customer's tax data, checked as on the voucher, sent as the staff member's request. */
function RequestOnBehalf({ booking: b }: { booking: DeskBookingDetail }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const send = (profile: TaxProfileInput) =>
    apiSend<unknown>('POST', `/api/admin/bookings/${encodeURIComponent(b.id)}/invoice`, profile);
  if (!open)
    return (
      <div className="grid gap-2 text-sm">
        <p className="text-muted-foreground">Sin factura pedida.</p>
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setOpen(true)}>
          <FileText aria-hidden="true" />
          Pedir factura
        </Button>
      </div>
    );
  return (
    <Suspense fallback={<p className="text-sm text-muted-foreground">Cargando el formulario...</p>}>
      <InvoiceForm
        email={b.travellerEmail ?? ''}
        signedIn={false}
        send={send}
        onSent={() => {
          setOpen(false);
          toast({ title: 'Factura pedida.', description: 'Facturapi la timbrará en unos momentos.' });
          void client.invalidateQueries({ queryKey: ['admin', 'desk'] });
        }}
      />
    </Suspense>
  );
}
