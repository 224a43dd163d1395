import { lazy } from 'react';
import { LoaderCircle } from 'lucide-react';
import { RenderWhenNear } from '@/components/render-when-near.tsx';
import { useT } from '@/lib/i18n.tsx';
import type { BookableItem } from '../lib/bookable-item.ts';

// The form, its calendar and the payment code are their own chunk: the detail page's first
// load carries only this heading. Its download starts as soon as this module runs in the browser
// (the page's code, before hydration), so it comes while the page hydrates instead of after the tap
// on 'Reservar Ahora' (docs/decisions/0218-the-booking-form-within-four-seconds.md); it still
// renders only as the visitor heads here.
export const loadBookingForm = () => import('./booking-form.tsx');
if (typeof window !== 'undefined') void loadBookingForm();
const BookingForm = lazy(async () => ({ default: (await loadBookingForm()).BookingForm }));

/** 'Reservar Ahora' scrolls here (docs/product.md §2.6, §2.7). */
export const BOOKING_SECTION_ID = 'reservar';

/** 'Reserva tu Lugar' (docs/product.md §6.1) on the experience and trip detail pages. */
export function BookingSection({ item }: { item: BookableItem }) {
  const { t } = useT();
  return (
    <section
      id={BOOKING_SECTION_ID}
      aria-labelledby="reservar-titulo"
      tabIndex={-1}
      className="scroll-mt-24 rounded-3xl border border-marigold-200 bg-marigold-50 p-5 focus:outline-none sm:p-8"
    >
      <h2 id="reservar-titulo" className="font-display text-2xl font-bold sm:text-3xl">
        {t('booking.section.title')}
      </h2>
      {/* The page reads without JavaScript (it arrives rendered); booking and paying need it. */}
      <noscript>
        <p className="mt-4 rounded-2xl bg-white/80 p-4 font-semibold">{t('booking.section.noscript')}</p>
      </noscript>
      {/*
        Until its code arrives the section says what it is, in the form's own height
        (docs/decisions/0209-a-page-that-answers-before-its-code.md): a tap on 'Reservar Ahora'
        lands on words, not on an empty box, and nothing jumps when the form replaces them.
      */}
      <RenderWhenNear
        placeholderClassName="mt-6 flex min-h-[34rem] items-start sm:min-h-[26rem]"
        placeholder={
          <p role="status" className="flex items-center gap-2 font-semibold text-jade-800">
            <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            {t('booking.section.loading')}
          </p>
        }
      >
        <BookingForm item={item} />
      </RenderWhenNear>
    </section>
  );
}
