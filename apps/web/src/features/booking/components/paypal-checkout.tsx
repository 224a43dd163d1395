import { useEffect, useRef } from 'react';
import { FlaskConical, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useKeepClearOfFloatingButtons } from '@/lib/floating-clearance.ts';
import { useT } from '@/lib/i18n.tsx';
import { usePayPalSdk } from '../hooks/use-paypal-sdk.ts';
import type { PayPalButtonsOptions } from '../lib/paypal-sdk.ts';

type CheckoutHandlers = Omit<PayPalButtonsOptions, 'style'>;

/**
 * docs/product.md §6.1: PayPal's buttons in the vertical layout, with 'Cargando PayPal...' while its script
 * loads, and a 'Modo de prueba' notice when no real money moves (stand-in or sandbox). A script that
 * fails, or has not loaded in 15 s, says so with 'Reintentar'.
 */
export function PayPalCheckout({ handlers }: { handlers: CheckoutHandlers }) {
  const { config, paypal, isLoading, isError, error, retry } = usePayPalSdk();
  const { t } = useT('booking');
  const containerRef = useRef<HTMLDivElement>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  // On a phone the WhatsApp button would sit on top of PayPal's buttons.
  useKeepClearOfFloatingButtons(areaRef);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!paypal || !container) return;
    const buttons = paypal.Buttons({
      style: { layout: 'vertical' },
      createOrder: () => latest.current.createOrder(),
      onApprove: (data) => latest.current.onApprove(data),
      onCancel: (data) => latest.current.onCancel?.(data),
      onError: (err) => latest.current.onError?.(err),
    });
    buttons.render(container).catch((err: unknown) => {
      // Unmounted before PayPal finished drawing: nothing to report.
      if (container.isConnected) latest.current.onError?.(err);
    });
    return () => {
      void buttons.close?.().catch(() => {});
      container.replaceChildren();
    };
  }, [paypal]);

  // The message and 'Reintentar' replace each other with the loading line: keep keyboard focus on
  // whichever is shown after the visitor pressed 'Reintentar'.
  const retried = useRef(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!retried.current) return;
    if (isLoading) statusRef.current?.focus();
    else if (isError) retryRef.current?.focus();
    else retried.current = false;
  }, [isLoading, isError]);

  useEffect(() => {
    // Only the console: the checkout itself shows the message and 'Reintentar'.
    if (isError) console.error('No se pudo cargar PayPal', error);
  }, [isError, error]);

  return (
    <div ref={areaRef} className="grid gap-3">
      {config?.testMode ? (
        <p className="flex items-start gap-2 rounded-xl border border-turquoise-200 bg-turquoise-50 px-3 py-2 text-sm text-turquoise-900">
          <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="font-medium">{t('booking.paypal.testMode')}</span>
        </p>
      ) : null}
      {isLoading ? (
        <p
          ref={statusRef}
          tabIndex={-1}
          role="status"
          className="flex items-center justify-center gap-3 py-4 font-semibold text-muted-foreground focus:outline-none"
        >
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-terracotta-200 border-t-terracotta-600"
          />
          {t('booking.paypal.loading')}
        </p>
      ) : null}
      {isError ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm">
          <p>{t('booking.paypal.loadFailed')}</p>
          <Button
            ref={retryRef}
            variant="outline"
            size="md"
            onClick={() => {
              retried.current = true;
              retry();
            }}
          >
            <RotateCcw aria-hidden="true" />
            {t('booking.paypal.retry')}
          </Button>
        </div>
      ) : null}
      {/* PayPal draws its buttons (or iframes) in here; a white backdrop as PayPal asks. */}
      <div ref={containerRef} className="min-h-0 rounded-xl bg-white empty:hidden" />
    </div>
  );
}
