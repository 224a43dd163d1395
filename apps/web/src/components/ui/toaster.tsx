import { useT } from '@/lib/i18n.tsx';
import { useToast } from '@/lib/use-toast.ts';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast.tsx';

// docs/product.md §13: toasts close after 5000 ms, swipe away past 50 px, and F8 jumps to them.
const TOAST_DURATION_MS = 5000;
const TOAST_SWIPE_THRESHOLD_PX = 50;
const TOAST_HOTKEY = ['F8'];

export function Toaster() {
  const { toasts, dismiss } = useToast();
  const { t } = useT();

  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t('ui.toast.label')}
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
      {/* Radix names the region "Notificaciones (F8)" from this label: its own placeholder, passed through. */}
      <ToastViewport data-print="hide" hotkey={TOAST_HOTKEY} label={t('ui.toast.region', { hotkey: '{hotkey}' })} />
    </ToastProvider>
  );
}
