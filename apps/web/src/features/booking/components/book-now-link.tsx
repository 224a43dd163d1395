import { CalendarCheck } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n.tsx';
import { scrollToSection } from '@/lib/scroll-to-section.ts';
import { BOOKING_SECTION_ID } from './booking-section.tsx';

/**
 * 'Reservar Ahora' (docs/product.md §2.6): a real link to the booking section, so a tap made
 * while the page's code is still loading jumps there with the browser alone
 * (docs/decisions/0209-a-page-that-answers-before-its-code.md); once the code runs, it scrolls
 * smoothly and moves focus there instead.
 */
export function BookNowLink({ className }: { className?: string }) {
  const { t } = useT();
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the browser's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    scrollToSection(BOOKING_SECTION_ID);
  };
  return (
    <Button asChild size="lg" className={className}>
      <a href={`#${BOOKING_SECTION_ID}`} onClick={go}>
        <CalendarCheck aria-hidden="true" />
        {t('catalog.bookNow')}
      </a>
    </Button>
  );
}
