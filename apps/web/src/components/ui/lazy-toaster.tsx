import { lazy, Suspense, useState } from 'react';
import { useToast } from '@/lib/use-toast.ts';

// Most visits never show a toast: its code (Radix Toast and friends) arrives with the first one.
const Toaster = lazy(async () => ({ default: (await import('./toaster.tsx')).Toaster }));

/** Mounts the real toaster the first time a toast is raised, and keeps it from then on. */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
