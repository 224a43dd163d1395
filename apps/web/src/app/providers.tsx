import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LazyToaster } from '@/components/ui/lazy-toaster.tsx';
import { AuthProvider } from './auth-provider.tsx';

/** The app's providers around the router; the query cache is made by the caller, which hands it to the routes too. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      {/* Outside AuthProvider so a toast can show even while the session loads. */}
      <LazyToaster />
    </QueryClientProvider>
  );
}
