import { BadgeCheck, CalendarCheck, Clock, DoorOpen, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useT, type MessageId } from '@/lib/i18n.tsx';

// docs/product.md §2.3: exactly these five promises (§13: 24 h confirmation, free cancellation up to 48 h).
const CLAIMS: { text: MessageId; Icon: LucideIcon }[] = [
  { text: 'transport.info.confirmation', Icon: Clock },
  { text: 'transport.info.cancellation', Icon: CalendarCheck },
  { text: 'transport.info.drivers', Icon: BadgeCheck },
  { text: 'transport.info.insurance', Icon: ShieldCheck },
  { text: 'transport.info.doorToDoor', Icon: DoorOpen },
];

export function TransportInfoPanel() {
  const { t } = useT('transport');
  return (
    <div className="rounded-3xl bg-jade-800 p-6 text-white shadow-card sm:p-7">
      <h3 className="font-display text-2xl font-bold">{t('transport.info.title')}</h3>
      <p className="mt-1 text-sm text-jade-100">{t('transport.info.intro')}</p>
      <ul className="mt-5 grid gap-3.5">
        {CLAIMS.map(({ text, Icon }) => (
          <li key={text} className="flex items-center gap-3 font-semibold">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-white/15 text-marigold-300">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            {t(text)}
          </li>
        ))}
      </ul>
    </div>
  );
}
