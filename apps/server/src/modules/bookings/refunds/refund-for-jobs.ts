import type { StaffRefundInput } from '@hv/shared';
import { AppError } from '../../../lib/errors.ts';
import { PayPalApiError, type PayPalClient } from '../../payment-providers/index.ts';
import type { PaymentDeps } from '../deps.ts';
import { refundBooking } from './staff-refund.ts';

/**
 * The one refund path for work that runs outside a request: a cancelled departure's refunds
 * (modules/desk, registered by app.ts). A refusal also names PayPal's issue (fields.paypal), for
 * the progress list.
 */
export function refundForJobs(deps: PaymentDeps & { paypal: PayPalClient }) {
  const { paypal } = deps;
  return async (bookingId: string, input: StaffRefundInput, by: { id: string }) => {
    const seen: { refusal?: PayPalApiError } = {};
    const watched: PayPalClient = {
      ...paypal,
      refundCapture: (captureId, request) =>
        paypal.refundCapture(captureId, request).catch((error: unknown) => {
          if (error instanceof PayPalApiError) seen.refusal = error;
          throw error;
        }),
    };
    try {
      return await refundBooking({ ...deps, paypal: watched }, bookingId, input, by);
    } catch (error) {
      const issue = seen.refusal?.issue ?? seen.refusal?.paypalName;
      if (error instanceof AppError && issue) throw new AppError(error.code, error.message, { ...error.fields, paypal: issue });
      throw error;
    }
  };
}
