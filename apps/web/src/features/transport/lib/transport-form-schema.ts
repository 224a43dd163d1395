import { todayInMexico, TRANSPORT_MESSAGES, transportRequestSchema } from '@hv/shared';

/*
 * Loaded on demand (transport-resolver.ts): the shared zod schema is the one the server uses,
 * but zod is too heavy for the landing page's first load.
 */

/**
 * The request as the server checks it, plus what the server checks beyond the schema: a
 * departure before today in Mexico City, said before sending.
 */
export const transportFormSchema = transportRequestSchema.safeExtend({
  departureDate: transportRequestSchema.shape.departureDate.refine(
    (date) => date >= todayInMexico(),
    TRANSPORT_MESSAGES.departurePast,
  ),
});
