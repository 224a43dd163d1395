import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '@/lib/i18n.tsx';
import { useNearViewport } from '@/lib/use-near-viewport.ts';
import type { BookableItem } from '../lib/bookable-item.ts';
import { todayInMexico } from '../lib/booking-dates.ts';
import { fieldsOf, readBookingStart, type BookingStart } from '../lib/booking-start.ts';
import { useBookingFormCode } from './booking-form-code.ts';
import { BookingStartForm } from './booking-start-form.tsx';

/** 'Reservar Ahora' scrolls here (docs/product.md §2.6, §2.7). */
export const BOOKING_SECTION_ID = 'reservar';

/**
 * 'Reserva tu Lugar' (docs/product.md §6.1) on the experience and trip detail pages. It arrives as
 * the booking's first step in plain HTML, usable before any code
 * (docs/decisions/0243-the-booking-start-in-the-html.md); the booking form replaces it, with what
 * was chosen there, once its code has come and the section is near — but never under the
 * traveller's fingers: while the first step holds the focus, only `Continuar` hands over.
 */
export function BookingSection({ item }: { item: BookableItem }) {
  const { t } = useT();
  const code = useBookingFormCode();
  const [nearRef, near] = useNearViewport<HTMLDivElement>();
  const startForm = useRef<HTMLFormElement>(null);
  const [inUse, setInUse] = useState(false);
  const [continued, setContinued] = useState(false);
  const [start, setStart] = useState<BookingStart | null>(null);
  const ready = code !== null && code !== 'failed' && (near || continued) && (!inUse || continued);

  useEffect(() => {
    // Read just before the first step goes: what it holds now (chosen here, or sent and rendered).
    if (ready && !start) setStart(readBookingStart(item, fieldsOf(startForm.current), todayInMexico(), continued));
  }, [ready, start, item, continued]);

  const onContinue = (event: FormEvent<HTMLFormElement>) => {
    // Without the form's code the browser sends the step (the page comes back with it chosen).
    if (code === 'failed') return;
    event.preventDefault();
    setContinued(true);
  };

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
      {/* The first step works without JavaScript; paying needs it. */}
      <noscript>
        <p className="mt-4 rounded-2xl bg-white/80 p-4 font-semibold">{t('booking.section.noscript')}</p>
      </noscript>
      {start && code && code !== 'failed' ? (
        <code.BookingForm item={item} start={start} />
      ) : (
        // The booking form's own height, so nothing jumps when it replaces the first step (decision 0209).
        <div ref={nearRef} className="mt-6 min-h-[34rem] sm:min-h-[26rem]">
          <BookingStartForm
            ref={startForm}
            item={item}
            sectionId={BOOKING_SECTION_ID}
            onContinue={onContinue}
            onFocusChange={setInUse}
          />
        </div>
      )}
    </section>
  );
}
