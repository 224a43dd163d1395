import { PAYMENT_MESSAGES } from '@hv/shared';
import { ApiRequestError } from '@/lib/api.ts';
import { toast } from '@/lib/use-toast.ts';

/** The server's message when it sent one of ours (invalid coupon or gift card, no places left), else null. */
export const serverMessage = (error: unknown) =>
  error instanceof ApiRequestError && !error.code.startsWith('http_') && error.code !== 'network_error' ? error.message : null;

/** The message the server gave for one field of the checkout (e.g. `giftCardSeries`), if any. */
export const serverFieldMessage = (error: unknown, field: string) =>
  error instanceof ApiRequestError ? (error.fields?.[field] ?? null) : null;

export function paymentErrorToast(description: string = PAYMENT_MESSAGES.paymentError) {
  toast({ variant: 'destructive', title: PAYMENT_MESSAGES.paymentErrorTitle, description });
}
