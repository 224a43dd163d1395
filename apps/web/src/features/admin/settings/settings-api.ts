import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FiscalSettings, PayLaterSettings, WaitlistSettings } from '@hv/shared';
import { apiGet, apiSend } from '@/lib/api.ts';

// `Ajustes` (issue 31, docs/decisions/0224-ajustes-screen-for-staff-settings.md): what staff set,
// one endpoint per section. Paying later: installment plans and cash terms (decision 0216).

const PAY_LATER_PATH = '/api/admin/settings/pay-later';
const payLaterKey = ['admin', 'settings', 'pay-later'] as const;

export function usePayLaterSettings() {
  return useQuery({
    queryKey: payLaterKey,
    queryFn: ({ signal }) => apiGet<PayLaterSettings>(PAY_LATER_PATH, { signal }),
  });
}

export function useSavePayLaterSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: PayLaterSettings) => apiSend<PayLaterSettings>('PUT', PAY_LATER_PATH, next),
    onSuccess: (saved) => queryClient.setQueryData(payLaterKey, saved),
  });
}

// The operator's fiscal data for its CFDIs (issue 33, docs/decisions/0226-refunds-of-invoices-and-the-global-invoice.md).
const FISCAL_PATH = '/api/admin/settings/fiscal';
const fiscalKey = ['admin', 'settings', 'fiscal'] as const;

export function useFiscalSettings() {
  return useQuery({
    queryKey: fiscalKey,
    queryFn: ({ signal }) => apiGet<FiscalSettings>(FISCAL_PATH, { signal }),
  });
}

export function useSaveFiscalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: FiscalSettings) => apiSend<FiscalSettings>('PUT', FISCAL_PATH, next),
    onSuccess: (saved) => queryClient.setQueryData(fiscalKey, saved),
  });
}

// How long a waitlist invitation holds its places (docs/decisions/0235-waitlist.md): read by staff, changed by the Administrador.
const WAITLIST_PATH = '/api/admin/settings/waitlist';
const waitlistKey = ['admin', 'settings', 'waitlist'] as const;

export function useWaitlistSettings() {
  return useQuery({
    queryKey: waitlistKey,
    queryFn: ({ signal }) => apiGet<WaitlistSettings>(WAITLIST_PATH, { signal }),
  });
}

export function useSaveWaitlistSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: WaitlistSettings) => apiSend<WaitlistSettings>('PUT', WAITLIST_PATH, next),
    onSuccess: (saved) => queryClient.setQueryData(waitlistKey, saved),
  });
}
