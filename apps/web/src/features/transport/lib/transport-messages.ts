import { TRANSPORT_MESSAGES, type VehicleType } from '@hv/shared';
import type { MessageId } from '@/lib/i18n.tsx';
import { useSharedSentences, type SentenceTable } from '@/lib/shared-sentences.ts';
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

const TRANSPORT_SENTENCES: SentenceTable = { sentences: Object.entries(MESSAGE_IDS) };

/** The shared transport sentences in the page's language (lib/shared-sentences.ts). */
export const useTransportWords = () => useSharedSentences(TRANSPORT_SENTENCES);
