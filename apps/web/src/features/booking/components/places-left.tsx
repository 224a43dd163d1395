import { UserCheck, Users } from 'lucide-react';
import type { Availability } from '@hv/shared';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n.tsx';

interface PlacesLeftProps {
  availability: Availability | undefined;
  isLoading: boolean;
  passengers: number;
}

/** Places still free on the chosen date (paid bookings count against max_capacity). */
export function PlacesLeft({ availability, isLoading, passengers }: PlacesLeftProps) {
  const { t } = useT('booking');
  let text: string | null = null;
  let warn = false;
  if (isLoading) text = t('booking.places.checking');
  else if (availability) {
    const { placesLeft } = availability;
    warn = placesLeft < passengers;
    text =
      warn || placesLeft <= 0
        ? t('booking.places.left', { count: Math.max(0, placesLeft) })
        : t('booking.places.available', { count: placesLeft });
  }
  // Decision 0229: a departure below its minimum says what it needs, until it is reached.
  const minimum = !isLoading ? availability?.minimumToRun : null;
  return (
    <>
      <p
        role="status"
        className={cn(
          'flex min-h-5 items-start gap-2 text-sm',
          warn ? 'font-semibold text-destructive' : 'text-muted-foreground',
        )}
      >
        {text ? (
          <>
            <Users className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {text}
          </>
        ) : null}
      </p>
      {minimum ? <MinimumToRun count={minimum} /> : null}
    </>
  );
}

/** `Se confirma con N personas` (decision 0229): the place list's line and the voucher's. */
export function MinimumToRun({ count }: { count: number }) {
  const { t } = useT('booking');
  return (
    <p className="flex items-start gap-2 text-sm font-semibold text-terracotta-800">
      <UserCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t('booking.places.minimumToRun', { count })}
    </p>
  );
}

/** True when the chosen date cannot take this many passengers (known only once availability answered). */
export function exceedsPlaces(availability: Availability | undefined, passengers: number): boolean {
  return availability !== undefined && availability.placesLeft < passengers;
}
