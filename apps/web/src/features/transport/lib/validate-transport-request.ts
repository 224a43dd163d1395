import { todayInMexico, TRANSPORT_MESSAGES, transportRequestSchema, type TransportRequest } from '@hv/shared';
import { isTransportField, type TransportFieldErrors, type TransportFormValues } from './transport-form-values.ts';

/*
 * Loaded on demand (see load-transport-validator.ts): the shared zod schema is the one the
 * server uses, but zod is too heavy for the landing page's first load.
 */

export type TransportValidation = { ok: true; data: TransportRequest } | { ok: false; errors: TransportFieldErrors };

const SPANISH_MESSAGES = new Set<string>(Object.values(TRANSPORT_MESSAGES));
// For the few rules the schema leaves without a message (a malformed optional date or time).
const FALLBACK_MESSAGE = 'Revisa este dato.';

export function validateTransportRequest(values: TransportFormValues, today = todayInMexico()): TransportValidation {
  const parsed = transportRequestSchema.safeParse(values);
  const errors: TransportFieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isTransportField(field) && !errors[field]) {
        errors[field] = SPANISH_MESSAGES.has(issue.message) ? issue.message : FALLBACK_MESSAGE;
      }
    }
  }
  // The server refuses a departure before today in Mexico City; say so before sending.
  if (!errors.departureDate && values.departureDate && values.departureDate < today) {
    errors.departureDate = TRANSPORT_MESSAGES.departurePast;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: parsed.data };
}
