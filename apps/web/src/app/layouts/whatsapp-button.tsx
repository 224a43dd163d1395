import { useRef } from 'react';
import { BRAND_NAME } from '@hv/shared';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n.tsx';
import { useFloatingButtonsHidden } from '@/lib/floating-clearance.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { useWhatsAppNumber } from '@/lib/use-public-config.ts';
import { whatsappChatUrl } from '@/lib/whatsapp.ts';
import { WhatsAppIcon } from './social-icons.tsx';
import { useCoversControl } from './use-covers-control.ts';
import { useTextEntryFocused } from './use-text-entry-focused.ts';

// Below Tailwind's `sm`: a phone, where the button sits over the lower part of the form being filled.
const PHONE_QUERY = '(max-width: 639px)';

/**
 * The floating contact button (docs/product.md §2.2): a WhatsApp chat with the operator, in a new tab. It steps
 * aside (hidden, out of the tab order) while the payment buttons are on screen, so it never
 * covers them on a phone, and on a phone while a form field has the focus: with the keyboard up,
 * the field being filled sits right where the button is (docs/decisions/0081). Besides, it steps aside
 * whenever any control — a field, a button, a link — lies under it (docs/decisions/0182).
 */
export function WhatsAppButton() {
  const { t } = useT();
  const number = useWhatsAppNumber();
  const phone = useMediaQuery(PHONE_QUERY);
  const typing = useTextEntryFocused();
  // Its place on screen, measured on a wrapper that never moves (the button slides down as it hides).
  const place = useRef<HTMLDivElement>(null);
  const covers = useCoversControl(place);
  const hidden = useFloatingButtonsHidden() || (phone && typing) || covers;

  return (
    <div
      ref={place}
      data-print="hide"
      className="pointer-events-none fixed right-4 bottom-4 z-30 size-12 sm:right-6 sm:bottom-6 sm:size-14"
    >
      <a
        href={whatsappChatUrl(number, t('layout.whatsapp.greeting', { brand: BRAND_NAME }))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('layout.whatsapp.label')}
        title={t('layout.whatsapp.label')}
        className={cn(
          'pointer-events-auto inline-flex size-full items-center justify-center rounded-full bg-[#1b8a4c] text-white shadow-card-hover ring-4 ring-white/70 transition hover:scale-105 hover:bg-[#157a42] outline-ring focus-visible:outline-3 focus-visible:outline-offset-2 motion-reduce:transition-none',
          hidden && 'invisible translate-y-4 opacity-0',
        )}
      >
        <WhatsAppIcon className="size-6 sm:size-7" />
      </a>
    </div>
  );
}
