import { useEffect, useState } from 'react';
import { Clock } from 'lucide-react';
import { useT } from '@/lib/i18n.tsx';

/** 'M:SS' of a remaining time in milliseconds (rounded up, so 10:00 shows until a second passes). */
export function formatRemaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Above PayPal's buttons once the order exists: how long the server holds the traveller's places
 * (`Te guardamos 2 lugares durante 10:00`), counted down to the server's `holdExpiresAt`, and
 * plainly when it ran out (docs/decisions/0213-places-held-while-paying.md).
 */
export function HoldCountdown({ expiresAt, passengers }: { expiresAt: string; passengers: number }) {
  const { t } = useT('booking');
  const end = new Date(expiresAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  const ended = now >= end;
  useEffect(() => {
    if (ended) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ended]);

  if (ended)
    return (
      <p role="status" className="rounded-xl border border-marigold-300 bg-marigold-50 px-3 py-2 text-sm font-medium">
        {t('booking.hold.ended')}
      </p>
    );
  // A timer is not read out at every second; the sentence is there for whoever looks.
  return (
    <p role="timer" className="flex items-center gap-2 text-sm font-medium text-jade-800">
      <Clock className="size-4 shrink-0" aria-hidden="true" />
      {t('booking.hold.running', { count: passengers, time: formatRemaining(end - now) })}
    </p>
  );
}
