import type { ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LazyToaster } from '@/components/ui/lazy-toaster.tsx';
import { AuthProvider } from './auth-provider.tsx';

/**
 * The app's providers around the router; the query cache is made by the caller, which hands it to the
 * routes too, and so is the i18n instance, already showing the page's language (lib/i18n.tsx).
 */
export function AppProviders({ queryClient, i18n, children }: { queryClient: QueryClient; i18n: I18n; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
        {/* Outside AuthProvider so a toast can show even while the session loads. */}
        <LazyToaster />
      </QueryClientProvider>
    </I18nProvider>
  );
}
