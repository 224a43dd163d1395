import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CircleCheck, Copy, ExternalLink, MessageCircle, Plus } from 'lucide-react';
import { formatLongDate, formatLongDateTime, formatMXN } from '@hv/shared';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/lib/use-toast.ts';
import { whatsappChatUrl } from '@/lib/whatsapp.ts';
import { adminPaths } from '../admin-paths.ts';
import { StatusBadge } from './desk-format.tsx';
import type { Sold } from './manual-sale-form.tsx';

/** The WhatsApp message that carries the payment link to the customer. */
export function paymentLinkMessage(sold: Sold, url: string): string {
  const firstName = sold.contactName.split(/\s+/)[0] ?? '';
  return (
    `Hola${firstName ? ` ${firstName}` : ''}, este es el enlace para pagar tu reserva ${sold.result.reference} ` +
    `de ${sold.itemName} (${formatLongDate(sold.date)}) en Hormiga Viajera, por ${formatMXN(sold.result.total)}: ${url}`
  );
}

/**
 * After a manual sale (docs/product.md §14.6): its reference and status, and for a payment link
 * the full link with `Copiar enlace` and `Enviar por WhatsApp`; a link to the booking's page.
 */
export function ManualSaleResultPanel({ sold, onAnother }: { sold: Sold; onAnother: () => void }) {
  const { result } = sold;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  // The form that had the focus is gone: the outcome takes it.
  useEffect(() => headingRef.current?.focus(), []);
  const paymentUrl = result.paymentPath ? `${window.location.origin}${result.paymentPath}` : null;
  const voucherUrl = result.voucherPath ? `${window.location.origin}${result.voucherPath}` : null;

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Enlace copiado.', description: 'Pégalo en el mensaje para el cliente.' });
    } catch {
      // No clipboard (an insecure page, a refused permission): select it for a manual copy.
      linkRef.current?.select();
      toast({
        variant: 'destructive',
        title: 'No se pudo copiar el enlace.',
        description: 'Está seleccionado: cópialo con Ctrl+C.',
      });
    }
  }

  return (
    <section
      aria-labelledby="venta-registrada"
      className="grid max-w-3xl gap-6 rounded-2xl border border-border bg-card p-5 shadow-card sm:p-7"
    >
      <div className="grid gap-2">
        <h2
          id="venta-registrada"
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 font-display text-2xl font-bold focus:outline-none"
        >
          <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-jade-700" />
          {paymentUrl ? 'Reserva creada: falta el pago' : 'Venta registrada'}
        </h2>
        <p className="text-muted-foreground">
          {paymentUrl
            ? `Envía el enlace a ${sold.contactName || 'el cliente'}: paga con PayPal y recibe su confirmación por correo.`
            : sold.contactEmail
              ? `Pagada en ${sold.method === 'Transferencia' ? 'transferencia' : 'efectivo'}. Enviamos la confirmación a ${sold.contactEmail}.`
              : `Pagada en ${sold.method === 'Transferencia' ? 'transferencia' : 'efectivo'}. Sin correo: no se envió confirmación; comparte el voucher.`}
        </p>
        {paymentUrl && result.linkExpiresAt ? (
          // The link holds the places until it expires (decision 0205).
          <p>
            {result.linkEmailedTo ? `Le enviamos el enlace a ${result.linkEmailedTo}. ` : ''}
            {`Los lugares quedan guardados hasta el ${formatLongDateTime(result.linkExpiresAt)}; después se liberan.`}
          </p>
        ) : null}
      </div>

      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="grid gap-1">
          <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Referencia</dt>
          <dd className="font-mono text-3xl font-bold tracking-widest text-terracotta-800">{result.reference}</dd>
        </div>
        <div className="grid content-start gap-1">
          <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Estado</dt>
          <dd>
            <StatusBadge status={result.status} />
          </dd>
        </div>
        <div className="grid content-start gap-1">
          <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Total</dt>
          <dd className="text-xl font-bold tabular-nums">{formatMXN(result.total)}</dd>
        </div>
      </dl>

      {paymentUrl ? (
        <div className="grid gap-3">
          <label htmlFor="enlace-de-pago" className="text-sm font-semibold">
            Enlace de pago
          </label>
          <Input id="enlace-de-pago" ref={linkRef} readOnly value={paymentUrl} onFocus={(event) => event.target.select()} />
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void copy(paymentUrl)}>
              <Copy aria-hidden="true" />
              Copiar enlace
            </Button>
            {sold.phoneDigits ? (
              <a
                href={whatsappChatUrl(sold.phoneDigits, paymentLinkMessage(sold, paymentUrl))}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: 'accent' })}
              >
                <MessageCircle aria-hidden="true" />
                Enviar por WhatsApp <span className="sr-only">(se abre en otra pestaña)</span>
              </a>
            ) : null}
          </div>
        </div>
      ) : voucherUrl ? (
        <p>
          <a
            href={voucherUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            Ver el voucher <span className="sr-only">(se abre en otra pestaña)</span>
          </a>
        </p>
      ) : null}

      <div className="flex flex-wrap gap-3 border-t border-border pt-5">
        <Link to={adminPaths.booking(result.id)} className={buttonVariants({ variant: 'outline' })}>
          Ver la reserva
        </Link>
        <Button variant="ghost" onClick={onAnother}>
          <Plus aria-hidden="true" />
          Registrar otra venta
        </Button>
      </div>
    </section>
  );
}
