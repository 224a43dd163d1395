import { Users } from 'lucide-react';
import { VEHICLE_TYPES, type VehicleType } from '@hv/shared';
import { Carousel, CarouselContent, CarouselControls, CarouselItem } from '@/components/ui/carousel.tsx';
import { useT, type MessageId } from '@/lib/i18n.tsx';
import { VEHICLE_NAMES } from '../lib/transport-messages.ts';
import { VehicleArt } from './vehicle-art.tsx';

// docs/product.md §2.3: the vehicle carousel moves every 3 s.
export const VEHICLE_CAROUSEL_DELAY_MS = 3000;

const DESCRIPTIONS: Record<VehicleType, MessageId> = {
  sedan: 'transport.carousel.sedan',
  suv: 'transport.carousel.suv',
  toyota: 'transport.carousel.toyota',
  sprinter: 'transport.carousel.sprinter',
};

/** docs/product.md §2.3: the fleet with each vehicle's capacity, one slide at a time on phones. */
export function VehicleCarousel() {
  const { t } = useT('transport');
  return (
    <Carousel label={t('transport.carousel.label')} autoplayDelayMs={VEHICLE_CAROUSEL_DELAY_MS} slideCount={VEHICLE_TYPES.length}>
      <CarouselContent>
        {VEHICLE_TYPES.map((vehicle, index) => (
          <CarouselItem key={vehicle.value} index={index} className="sm:basis-1/2 lg:basis-full">
            <figure className="flex h-full flex-col rounded-3xl border border-border bg-gradient-to-b from-marigold-50 to-card p-5">
              <div className="flex flex-1 items-end justify-center px-2 pt-2 pb-3">
                <VehicleArt type={vehicle.value} className="max-w-72" />
              </div>
              <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span className="font-display text-xl font-bold text-terracotta-950">{t(VEHICLE_NAMES[vehicle.value])}</span>
                <span className="inline-flex items-center gap-1.5 rounded-full bg-jade-100 px-3 py-1 text-sm font-semibold text-jade-800">
                  <Users className="size-4" aria-hidden="true" />
                  {t('transport.carousel.capacity', { capacity: vehicle.capacity, unit: vehicle.unit })}
                </span>
                <span className="w-full pt-1 text-sm text-muted-foreground">{t(DESCRIPTIONS[vehicle.value])}</span>
              </figcaption>
            </figure>
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselControls itemName={t('transport.carousel.itemName')} className="mt-4" />
    </Carousel>
  );
}
