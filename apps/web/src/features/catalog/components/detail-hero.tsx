import type { ReactNode } from 'react';
import { DETAIL_HERO_IMAGE_SIZES } from '@hv/shared';
import { CoverImage } from '@/components/cover-image.tsx';

// Image column: full width on phones, about half of a 80rem container from `lg`.

interface DetailHeroProps {
  imageUrl: string | null;
  imageAlt: string;
  /** Back link, h1, description: whatever the page puts beside the photo. */
  children: ReactNode;
}

/** The top of an experience or trip page: text beside the cover photo, stacked on phones. */
export function DetailHero({ imageUrl, imageAlt, children }: DetailHeroProps) {
  return (
    <div className="bg-gradient-to-b from-terracotta-50 to-background">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 pt-6 pb-10 sm:px-6 lg:grid-cols-2 lg:gap-12 lg:px-8 lg:py-14">
        <div className="order-2 flex flex-col gap-5 lg:order-1">{children}</div>
        <div className="order-1 lg:order-2">
          <CoverImage
            src={imageUrl}
            alt={imageAlt}
            sizes={DETAIL_HERO_IMAGE_SIZES}
            width={1600}
            height={1067}
            priority
            className="aspect-[3/2] w-full rounded-3xl shadow-card-hover"
          />
        </div>
      </div>
    </div>
  );
}
