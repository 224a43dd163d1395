import { ApiRequestError } from '@/lib/api.ts';
import { toast } from '@/lib/use-toast.ts';
import type { Translate } from '@/lib/shared-sentences.ts';

/** The server's message when it sent one of ours (invalid coupon or gift card, no places left), else null. */
export const serverMessage = (error: unknown) =>
  error instanceof ApiRequestError && !error.code.startsWith('http_') && error.code !== 'network_error' ? error.message : null;

/** The message the server gave for one field of the checkout (e.g. `giftCardSeries`), if any. */
export const serverFieldMessage = (error: unknown, field: string) =>
  error instanceof ApiRequestError ? (error.fields?.[field] ?? null) : null;

/** 'Error en el pago', with the server's reason or PayPal's general one. */
export function paymentErrorToast(t: Translate, description: string = t('booking.payment.error')) {
  toast({ variant: 'destructive', title: t('booking.payment.errorTitle'), description });
}
