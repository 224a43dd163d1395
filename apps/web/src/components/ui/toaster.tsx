import { useToast } from '@/lib/use-toast.ts';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast.tsx';

// docs/product.md §13: toasts close after 5000 ms, swipe away past 50 px, and F8 jumps to them.
const TOAST_DURATION_MS = 5000;
const TOAST_SWIPE_THRESHOLD_PX = 50;
const TOAST_HOTKEY = ['F8'];

export function Toaster() {
  const { toasts, dismiss } = useToast();

  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notificación"
    >
      {toasts.map(({ id, title, description, open, ...props }) => (
        <Toast
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
          {...props}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      {/* Radix announces the region as "Notificaciones ({hotkey})" in Spanish via this label. */}
      <ToastViewport data-print="hide" hotkey={TOAST_HOTKEY} label="Notificaciones ({hotkey})" />
    </ToastProvider>
  );
}
