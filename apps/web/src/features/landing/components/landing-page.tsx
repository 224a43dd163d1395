import { BRAND_NAME } from '@hv/shared';
import { TransportSection } from '@/features/transport';
import { useT } from '@/lib/i18n.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useEmailConfirmedNotice } from '../hooks/use-email-confirmed-notice.ts';
import { HeroSection } from './hero-section.tsx';
import { ParallaxBackground } from './parallax-background.tsx';
import { PopularExperiences } from './popular-experiences.tsx';
import { ReviewsSection } from './reviews-section.tsx';

/**
 * The landing page (docs/product.md §2.3): `inicio`, `experiencias`, `renta-transporte` and `reviews`, over a
 * parallax backdrop.
 */
export function LandingPage() {
  const { t } = useT();
  useDocumentTitle(t('landing.title', { brand: BRAND_NAME }));
  useEmailConfirmedNotice();

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
