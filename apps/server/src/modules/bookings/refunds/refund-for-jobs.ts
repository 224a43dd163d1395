import type { StaffRefundInput } from '@hv/shared';
import { AppError } from '../../../lib/errors.ts';
import { ProviderError, type PaymentProvider } from '../../payment-providers/index.ts';
import type { PaymentDeps } from '../deps.ts';
import { refundBooking } from './staff-refund.ts';

/**
 * The one refund path for work that runs outside a request: a cancelled departure's refunds
 * (modules/desk, registered by app.ts). A refusal also names the provider's issue, under the
 * provider's name (fields.paypal for PayPal), for the progress list.
 */
export function refundForJobs(deps: PaymentDeps) {
  return async (bookingId: string, input: StaffRefundInput, by: { id: string } | null) => {
    const seen: { refusal?: ProviderError } = {};
    const watched = (provider: PaymentProvider): PaymentProvider => ({
      ...provider,
      refund: (payment, request) =>
        provider.refund(payment, request).catch((error: unknown) => {
          if (error instanceof ProviderError) seen.refusal = error;
          throw error;
        }),
    });
    const providers = { ...deps.providers, of: (name: string) => watched(deps.providers.of(name)) };
    try {
      // The job refunds as the staff member who queued it (decision 0196: actor `job`, by their id).
      return await refundBooking(
        { ...deps, providers, actor: { kind: 'job', name: 'departure-refund', id: by?.id ?? null } },
        bookingId,
        input,
        by,
      );
    } catch (error) {
      const refusal = seen.refusal;
      if (error instanceof AppError && refusal?.issue)
        throw new AppError(error.code, error.message, { ...error.fields, [refusal.provider]: refusal.issue });
      throw error;
    }
  };
}
