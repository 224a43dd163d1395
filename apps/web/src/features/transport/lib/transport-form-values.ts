// The transport form's fields (docs/product.md §10), with the schema's camelCase names.
export const TRANSPORT_FIELDS = [
  'name',
  'email',
  'phoneCountryCode',
  'phoneNumber',
  'destination',
  'departureDate',
  'departureTime',
  'returnDate',
  'returnTime',
  'vehicleType',
  'passengers',
  'itinerary',
  'specialRequests',
] as const;
export type TransportField = (typeof TRANSPORT_FIELDS)[number];

/** What the inputs hold: always strings, '' when empty. */
export type TransportFormValues = Record<TransportField, string>;

// Mexico's dialling code, pre-filled: most travellers write from a Mexican number.
export const DEFAULT_COUNTRY_CODE = '52';

export function emptyTransportForm(): TransportFormValues {
  return {
    name: '',
    email: '',
    phoneCountryCode: DEFAULT_COUNTRY_CODE,
    phoneNumber: '',
    destination: '',
    departureDate: '',
    departureTime: '',
    returnDate: '',
    returnTime: '',
    vehicleType: '',
    passengers: '',
    itinerary: '',
    specialRequests: '',
  };
}
