import { BRAND_NAME } from '@hv/shared';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n.tsx';
import { useFloatingButtonsHidden } from '@/lib/floating-clearance.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { useWhatsAppNumber } from '@/lib/use-public-config.ts';
import { whatsappChatUrl } from '@/lib/whatsapp.ts';
import { WhatsAppIcon } from './social-icons.tsx';
import { useTextEntryFocused } from './use-text-entry-focused.ts';

// Below Tailwind's `sm`: a phone, where the button sits over the lower part of the form being filled.
const PHONE_QUERY = '(max-width: 639px)';

/**
 * The floating contact button (docs/product.md §2.2): a WhatsApp chat with the operator, in a new tab. It steps
 * aside (hidden, out of the tab order) while the payment buttons are on screen, so it never
 * covers them on a phone, and on a phone while a form field has the focus: with the keyboard up,
 * the field being filled sits right where the button is (docs/decisions/0081).
 */
export function WhatsAppButton() {
  const { t } = useT();
  const number = useWhatsAppNumber();
  const phone = useMediaQuery(PHONE_QUERY);
  const typing = useTextEntryFocused();
  const hidden = useFloatingButtonsHidden() || (phone && typing);

  return (
    <a
      href={whatsappChatUrl(number, t('layout.whatsapp.greeting', { brand: BRAND_NAME }))}
      target="_blank"
      rel="noopener noreferrer"
      data-print="hide"
      aria-label={t('layout.whatsapp.label')}
      title={t('layout.whatsapp.label')}
      className={cn(
        'fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-[#1b8a4c] text-white shadow-card-hover ring-4 ring-white/70 transition hover:scale-105 hover:bg-[#157a42] outline-ring focus-visible:outline-3 focus-visible:outline-offset-2 motion-reduce:transition-none sm:right-6 sm:bottom-6 sm:size-14',
        hidden && 'invisible translate-y-4 opacity-0',
      )}
    >
      <WhatsAppIcon className="size-6 sm:size-7" />
    </a>
  );
}
