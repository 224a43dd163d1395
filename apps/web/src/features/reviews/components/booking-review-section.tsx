import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { REVIEW_ANCHOR } from '@hv/shared';
import { Card } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n.tsx';
import { toast } from '@/lib/use-toast.ts';
import { useBookingReview, usePublishReview } from '../api/booking-review.ts';
import { ReviewForm } from './review-form.tsx';
import { ReviewItem } from './review-item.tsx';

/**
 * The voucher page's `resena` section (docs/product.md §15.6): `Califica tu experiencia` once the
 * date has passed and no review exists, then the review written. Nothing for a booking that
 * cannot be rated (refunded); a note before the date. The review-request e-mail links here.
 */
export function BookingReviewSection({
  reference,
  token,
  readOnly = false,
}: {
  reference: string;
  token: string | null;
  /** The viewer may read the booking but not review it (decision 0163): the review written, if any, and no form. */
  readOnly?: boolean;
}) {
  const { t } = useT();
  const state = useBookingReview(reference, token);
  const publish = usePublishReview(reference, token);
  const sectionRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const ready = state.isSuccess;

  // The e-mail's `#resena` arrives before the section exists: go to it once it does.
  useEffect(() => {
    if (ready && hash === `#${REVIEW_ANCHOR}`) sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash]);

  if (!state.data || state.data.refusal === 'not_paid') return null;
  const { review, refusal } = state.data;
  if (readOnly && !review) return null;
  const title = review ? t('reviews.booking.yourReview') : t('reviews.booking.rateTitle');

  return (
    <section
      id={REVIEW_ANCHOR}
      ref={sectionRef}
      aria-labelledby={`${REVIEW_ANCHOR}-titulo`}
      className="scroll-mt-24 print:hidden"
      data-print="hide"
    >
      <Card className="grid gap-4 p-5 sm:p-7">
        <h2 id={`${REVIEW_ANCHOR}-titulo`} className="font-display text-xl font-bold">
          {title}
        </h2>
        {review ? (
          <>
            <p className="text-sm text-muted-foreground">{t('reviews.booking.thanks')}</p>
            <ReviewItem review={review} />
          </>
        ) : refusal === 'not_yet' ? (
          <p className="text-sm text-muted-foreground">{t('reviews.booking.notYet')}</p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{t('reviews.booking.intro')}</p>
            <ReviewForm
              onPublish={async (input) => {
                const published = await publish.mutateAsync(input);
                toast({ title: t('reviews.booking.published') });
                return published;
              }}
            />
          </>
        )}
      </Card>
    </section>
  );
}
