import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { FileText, LoaderCircle } from 'lucide-react';
import { INVOICE_ANCHOR, type BookingInvoice } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { invoiceFilePath, useBookingInvoice, useRequestInvoice } from '../api/booking-invoice.ts';

const InvoiceForm = lazy(() => import('./invoice-form.tsx'));

/**
 * `Factura` on the voucher of a paid booking (issue 33, decision 0221): ask for it until the last
 * day, then follow it — in process, issued with its folio and UUID and its PDF and XML, or refused
 * with the SAT's reason. A read-only link sees the state but may not ask. Reached at `#factura`
 * (from `/facturar`'s e-mail or `Mis reservas`, decision 0236), it comes into view with its form open.
 */
export function InvoiceSection({
  reference,
  token,
  email,
  readOnly,
}: {
  reference: string;
  token: string | null;
  email: string;
  readOnly: boolean;
}) {
  const { t, longDate } = useT('booking');
  const { user } = useAuth();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  const cameForIt = hash === `#${INVOICE_ANCHOR}`;
  const [open, setOpen] = useState(cameForIt);
  const query = useBookingInvoice(reference, token);
  const send = useRequestInvoice(reference, token).mutateAsync;
  const data: BookingInvoice | undefined = query.data;
  const shown = Boolean(data && (data.invoice || data.lastDate));
  // The section appears once its data has come, after the browser looked for the #anchor.
  useEffect(() => {
    if (cameForIt && shown) heading.current?.scrollIntoView?.({ block: 'start' });
  }, [cameForIt, shown]);
  if (!data || !shown) return null;
  const { invoice } = data;

  const request = (
    <>
      <p className="text-sm">{t('booking.invoice.offer', { lastDate: longDate(data.lastDate!) })}</p>
      {open ? (
        <Suspense fallback={<p className="text-sm text-muted-foreground">{t('booking.invoice.loadingForm')}</p>}>
          <InvoiceForm
            send={send}
            email={email}
            signedIn={Boolean(user)}
            onSent={() => {
              setOpen(false);
              heading.current?.focus();
            }}
          />
        </Suspense>
      ) : (
        <Button variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
          <FileText aria-hidden="true" />
          {t('booking.invoice.request')}
        </Button>
      )}
    </>
  );

  return (
    <Card
      id={INVOICE_ANCHOR}
      className="grid scroll-mt-20 gap-3 p-5 sm:p-7 print:hidden"
      role="region"
      aria-labelledby={headingId}
    >
      <h2 ref={heading} id={headingId} tabIndex={-1} className="font-display text-xl font-bold focus:outline-none">
        {t('booking.invoice.heading')}
      </h2>
      {invoice ? (
        <div role="status" className="grid gap-2 text-sm">
          {invoice.status === 'pending' ? (
            <p className="flex items-center gap-2">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              {t('booking.invoice.pending', { email: invoice.email })}
            </p>
          ) : invoice.status === 'issued' ? (
            <>
              <p className="font-semibold">
                {t('booking.invoice.issued', { series: invoice.series ?? '', folio: invoice.folio ?? '' })}
              </p>
              <p className="break-all text-muted-foreground">{t('booking.invoice.uuid', { uuid: invoice.uuid ?? '' })}</p>
              <div className="flex flex-wrap gap-3">
                {(['pdf', 'xml'] as const).map((format) => (
                  <Button key={format} asChild variant="outline">
                    <a href={invoiceFilePath(reference, token, format)} download>
                      <FileText aria-hidden="true" />
                      {t(format === 'pdf' ? 'booking.invoice.downloadPdf' : 'booking.invoice.downloadXml')}
                    </a>
                  </Button>
                ))}
              </div>
            </>
          ) : invoice.status === 'refused' ? (
            <p>{t('booking.invoice.refused', { reason: invoice.refusalReason ?? '' })}</p>
          ) : (
            <p>{t('booking.invoice.cancelled')}</p>
          )}
        </div>
      ) : null}
      {invoice && invoice.status !== 'refused' ? null : data.canRequest && !readOnly ? (
        // Asked for the first time, or again with corrected data after a refusal (decision 0231).
        request
      ) : data.canRequest ? (
        <p className="text-sm">{t('booking.invoice.offer', { lastDate: longDate(data.lastDate!) })}</p>
      ) : invoice ? null : (
        <p className="text-sm text-muted-foreground">{t('booking.invoice.closed', { lastDate: longDate(data.lastDate!) })}</p>
      )}
    </Card>
  );
}
