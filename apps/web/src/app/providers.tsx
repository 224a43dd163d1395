import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { LazyToaster } from '@/components/ui/lazy-toaster.tsx';
import { AuthProvider } from './auth-provider.tsx';
import { createQueryClient } from './query-client.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  // One client per app instance (not per render), created lazily.
  const [queryClient] = useState(createQueryClient);

  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      {/* Outside AuthProvider so a toast can show even while the session loads. */}
      <LazyToaster />
    </QueryClientProvider>
  );
}
