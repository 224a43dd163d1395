import { useCallback } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { TRANSPORT_MESSAGES, type VehicleType } from '@hv/shared';
import { ApiRequestError } from '@/lib/api.ts';
import { useT, type MessageId } from '@/lib/i18n.tsx';
import { TRANSPORT_FALLBACK_MESSAGE } from './transport-resolver.ts';

/** Each vehicle's name in the catalogues ('Sedán' / 'Sedan'). */
export const VEHICLE_NAMES: Record<VehicleType, MessageId> = {
  sedan: 'transport.vehicle.sedan',
  suv: 'transport.vehicle.suv',
  toyota: 'transport.vehicle.toyota',
  sprinter: 'transport.vehicle.sprinter',
};

/*
 * The shared transport schema (and the server) speak Spanish: their messages are fixed sentences
 * (TRANSPORT_MESSAGES). An English page shows each one's catalogue translation; a Spanish page shows
 * it as it is, and so does any page for a sentence not listed here.
 */
const MESSAGE_IDS: Record<string, MessageId> = {
  [TRANSPORT_MESSAGES.name]: 'transport.error.name',
  [TRANSPORT_MESSAGES.emailRequired]: 'transport.error.emailRequired',
  [TRANSPORT_MESSAGES.emailInvalid]: 'transport.error.emailInvalid',
  [TRANSPORT_MESSAGES.phoneRequired]: 'transport.error.phoneRequired',
  [TRANSPORT_MESSAGES.phoneInvalid]: 'transport.error.phoneInvalid',
  [TRANSPORT_MESSAGES.countryCode]: 'transport.error.countryCode',
  [TRANSPORT_MESSAGES.destination]: 'transport.error.destination',
  [TRANSPORT_MESSAGES.departureDate]: 'transport.error.departureDate',
  [TRANSPORT_MESSAGES.departurePast]: 'transport.error.departurePast',
  [TRANSPORT_MESSAGES.departureTime]: 'transport.error.departureTime',
  [TRANSPORT_MESSAGES.returnBeforeDeparture]: 'transport.error.returnBeforeDeparture',
  [TRANSPORT_MESSAGES.vehicleType]: 'transport.error.vehicleType',
  [TRANSPORT_MESSAGES.passengers]: 'transport.error.passengers',
  [TRANSPORT_MESSAGES.tooLong]: 'transport.error.tooLong',
  [TRANSPORT_FALLBACK_MESSAGE]: 'transport.error.fallback',
};

/** A shared transport message in the page's language. */
export function useTransportMessage(): (message: string) => string {
  const { locale, t } = useT();
  return useCallback(
    (message: string) => {
      const id = MESSAGE_IDS[message];
      return locale === 'es' || !id ? message : t(id);
    },
    [locale, t],
  );
}

/** `resolver`, its messages passed through `translate`. */
export function translatedResolver<T extends FieldValues, TOut>(
  resolver: Resolver<T, unknown, TOut>,
  translate: (message: string) => string,
): Resolver<T, unknown, TOut> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const error of Object.values(result.errors)) {
      if (error && typeof error.message === 'string') error.message = translate(error.message);
    }
    return result;
  };
}

/** A server refusal with its message and per-field messages passed through `translate`; anything else as it is. */
export function translatedApiError(error: unknown, translate: (message: string) => string): unknown {
  if (!(error instanceof ApiRequestError)) return error;
  const fields = error.fields && Object.fromEntries(Object.entries(error.fields).map(([k, m]) => [k, translate(m)]));
  return new ApiRequestError(error.status, error.code, translate(error.message), fields);
}
