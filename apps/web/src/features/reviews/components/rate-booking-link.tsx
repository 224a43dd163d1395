import { Link } from 'react-router';
import { Star } from 'lucide-react';
import { REVIEW_ANCHOR, reviewRefusal, todayInMexico } from '@hv/shared';
import { buttonVariants } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n.tsx';
import { useMyReviewedBookings } from '../api/my-reviewed-bookings.ts';

interface RateableBooking {
  id: string;
  reference: string;
  status: string;
  date: string;
}

/** `Calificar` in 'Mis reservas' (docs/product.md §15.6): a past paid booking without a review, to its voucher's form. */
export function RateBookingLink({ userId, booking }: { userId: string; booking: RateableBooking }) {
  const { t, paths } = useT();
  const reviewed = useMyReviewedBookings(userId);
  if (!reviewed.data || reviewed.data.has(booking.id)) return null;
  if (reviewRefusal(booking, todayInMexico()) !== null) return null;
  return (
    <Link
      to={`${paths.booking(booking.reference)}#${REVIEW_ANCHOR}`}
      className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
      aria-label={t('reviews.rateLink.label', { reference: booking.reference })}
    >
      <Star aria-hidden="true" />
      {t('reviews.rateLink.text')}
    </Link>
  );
}
