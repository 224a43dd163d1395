import { useQuery } from '@tanstack/react-query';
import { useT } from '@/lib/i18n.tsx';
import { usePaymentsConfig } from '../api/get-payments-config.ts';
import { loadPayPalSdk, paypalScriptOptions } from '../lib/paypal-sdk.ts';

/**
 * The payments config, then PayPal's SDK script (or the server's stand-in) — requested only
 * when the checkout first shows, never with the page — in the page's language.
 */
export function usePayPalSdk() {
  const config = usePaymentsConfig();
  const { locale } = useT();
  const options = config.data ? paypalScriptOptions(config.data, locale) : null;
  const sdk = useQuery({
    queryKey: ['payments', 'sdk', options] as const,
    queryFn: () => loadPayPalSdk(options!),
    enabled: options !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    // window.paypal is the SDK's own object: keep it as is.
    structuralSharing: false,
  });

  const isError = config.isError || sdk.isError;
  return {
    config: config.data,
    paypal: sdk.data,
    isLoading: !isError && (config.isPending || sdk.isPending),
    isError,
    error: config.error ?? sdk.error,
    retry: () => void (config.isError ? config.refetch() : sdk.refetch()),
  };
}
