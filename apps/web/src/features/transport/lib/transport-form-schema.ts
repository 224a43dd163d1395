import { todayInMexico, transportRequestSchema, type SaidKey } from '@hv/shared';

// A key of the shared catalogue, like the schema's own messages (docs/decisions/0197-messages-travel-as-keys.md).
const DEPARTURE_PAST: SaidKey = 'transportRequest.departurePast';

/*
 * Loaded on demand (transport-resolver.ts): the shared zod schema is the one the server uses,
 * but zod is too heavy for the landing page's first load.
 */

/**
 * The request as the server checks it, plus what the server checks beyond the schema: a
 * departure before today in Mexico City, said before sending.
 */
export const transportFormSchema = transportRequestSchema.safeExtend({
  departureDate: transportRequestSchema.shape.departureDate.refine((date) => date >= todayInMexico(), DEPARTURE_PAST),
});
