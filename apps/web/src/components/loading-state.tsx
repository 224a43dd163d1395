import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n.tsx';

interface LoadingStateProps {
  /** 'Cargando...' unless said otherwise. */
  message?: string;
  /** docs/product.md §2.1: while the session loads, the message covers the whole screen. */
  fullScreen?: boolean;
  className?: string;
}

/** A spinner with a visible message, announced politely to screen readers. */
export function LoadingState({ message, fullScreen = false, className }: LoadingStateProps) {
  const { t } = useT();
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-4 p-6 text-center',
        fullScreen ? 'min-h-dvh' : 'min-h-[50vh]',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-terracotta-200 border-t-terracotta-600"
      />
      <p className="text-lg font-semibold text-muted-foreground">{message ?? t('common.loading')}</p>
    </div>
  );
}
