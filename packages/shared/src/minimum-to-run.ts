import { z } from 'zod';
import { BOOKING_KINDS } from './payments-constants.ts';

// Minimum to run (docs/decisions/0229-minimum-to-run.md): the desk's `Salidas en riesgo` and its
// `Confirmar salida`. The staff area speaks Spanish (as the departure cancellation's messages).

export const MINIMUM_MESSAGES = {
  confirmed: 'Salida confirmada: se mantiene aunque no llegue al mínimo.',
  notFound: 'No encontramos esa salida.',
} as const;

/** GET /api/admin/departures/at-risk: one departure below its minimum whose decision time is ahead. */
export const departureAtRiskSchema = z.object({
  kind: z.enum(BOOKING_KINDS),
  itemId: z.string(),
  itemName: z.string(),
  date: z.string(),
  startTime: z.string().nullable(),
  passengers: z.number().int(),
  minimum: z.number().int(),
  /** The instant it is decided (ISO); the screen writes it on the item's clock. */
  decisionAt: z.string(),
  timeZone: z.string(),
});
export type DepartureAtRisk = z.infer<typeof departureAtRiskSchema>;
export const departuresAtRiskSchema = z.object({ data: z.array(departureAtRiskSchema) });
export type DeparturesAtRisk = z.infer<typeof departuresAtRiskSchema>;
