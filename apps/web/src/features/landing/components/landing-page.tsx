import { BRAND_NAME } from '@hv/shared';
import { TransportSection } from '@/features/transport';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { HeroSection } from './hero-section.tsx';
import { ParallaxBackground } from './parallax-background.tsx';
import { PopularExperiences } from './popular-experiences.tsx';
import { ReviewsSection } from './reviews-section.tsx';

/**
 * The landing page (docs/product.md §2.3): `inicio`, `experiencias`, `renta-transporte` and `reviews`, over a
 * parallax backdrop.
 */
export function LandingPage() {
  useDocumentTitle(`${BRAND_NAME} | Experiencias y viajes por México`);

  return (
    <div className="relative isolate">
      <ParallaxBackground />
      <HeroSection />
      <PopularExperiences />
      <TransportSection />
      <ReviewsSection />
    </div>
  );
}
