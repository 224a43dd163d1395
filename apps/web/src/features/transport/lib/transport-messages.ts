import type { VehicleType } from '@hv/shared';
import type { MessageId } from '@/lib/i18n.tsx';

/** Each vehicle's name in the catalogues ('Sedán' / 'Sedan'). */
export const VEHICLE_NAMES: Record<VehicleType, MessageId> = {
  sedan: 'transport.vehicle.sedan',
  suv: 'transport.vehicle.suv',
  toyota: 'transport.vehicle.toyota',
  sprinter: 'transport.vehicle.sprinter',
};
