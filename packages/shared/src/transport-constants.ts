/*
 * Transport constants without zod: the landing page shows the vehicles and messages on first
 * load, and importing them from transport.ts would bring zod (and the schemas) along.
 */

// docs/product.md §10: vehicle types and their capacities.
export const VEHICLE_TYPES = [
  { value: 'sedan', label: 'Sedán', capacity: 4, unit: 'personas' },
  { value: 'suv', label: 'SUV', capacity: 7, unit: 'personas' },
  { value: 'toyota', label: 'Toyota Hiace', capacity: 14, unit: 'pasajeros' },
  { value: 'sprinter', label: 'Mercedes Sprinter', capacity: 19, unit: 'personas' },
] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number]['value'];

export const TRANSPORT_MESSAGES = {
  name: 'El nombre es obligatorio.',
  emailRequired: 'El correo es obligatorio.',
  emailInvalid: 'El correo no es válido.',
  phoneRequired: 'El teléfono es obligatorio.',
  phoneInvalid: 'Escribe solo números (de 7 a 15 dígitos).',
  countryCode: 'El código de país debe ser numérico (1 a 4 dígitos).',
  destination: 'El destino es obligatorio.',
  departureDate: 'La fecha de salida es obligatoria.',
  departurePast: 'La fecha de salida no puede ser anterior a hoy.',
  departureTime: 'La hora de salida es obligatoria.',
  returnBeforeDeparture: 'La fecha de regreso no puede ser anterior a la salida.',
  vehicleType: 'Elige un tipo de vehículo.',
  passengers: 'Indica cuántas personas viajan (de 1 a 60).',
  tooLong: 'El texto es demasiado largo.',
  success: '¡Solicitud Enviada!',
  successDescription: 'Hemos recibido tu solicitud de transporte. Te contactaremos pronto para confirmar los detalles.',
} as const;

/** docs/product.md §10: the phone is the code and the number joined with a space, trimmed. */
export function joinPhone(code: string | undefined, number: string): string {
  return `${code ?? ''} ${number}`.trim();
}
