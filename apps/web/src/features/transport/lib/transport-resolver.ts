import type { SaidKey, TransportRequest } from '@hv/shared';
import { lazySchemaResolver } from '@/lib/forms.ts';
import type { TransportFormValues } from './transport-form-values.ts';

// For the few rules the schema leaves without a message (a malformed optional date or time): a key of
// the shared catalogue, like the schema's own (docs/decisions/0197-messages-travel-as-keys.md).
export const TRANSPORT_FALLBACK_MESSAGE: SaidKey = 'transportRequest.checkField';

/**
 * The transport form's resolver: the schema (and zod with it) arrives when someone starts
 * filling in the form, which calls `preload` on first focus. The submit handler gets the
 * schema's output, the body the server expects (empty optional fields left out).
 */
export const transportResolver = lazySchemaResolver<TransportFormValues, TransportRequest>(
  async () => (await import('./transport-form-schema.ts')).transportFormSchema,
  { raw: false, fallbackMessage: TRANSPORT_FALLBACK_MESSAGE },
);
