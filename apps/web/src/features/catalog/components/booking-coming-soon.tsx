import { MessageCircle } from 'lucide-react';

/** 'Reservar Ahora' scrolls here (SPEC §2); the booking form will replace the message. */
export const BOOKING_SECTION_ID = 'reservar';

export function BookingComingSoon() {
  return (
    <section
      id={BOOKING_SECTION_ID}
      aria-labelledby="reservar-titulo"
      tabIndex={-1}
      className="scroll-mt-24 rounded-3xl border border-marigold-200 bg-marigold-50 p-6 focus:outline-none sm:p-8"
    >
      <h2 id="reservar-titulo" className="font-display text-2xl font-bold sm:text-3xl">
        Reserva tu Lugar
      </h2>
      {/* booking form: issue 6 */}
      <p className="mt-4 flex items-start gap-3 leading-relaxed text-foreground">
        <MessageCircle className="mt-0.5 size-5 shrink-0 text-jade-700" aria-hidden="true" />
        <span>Muy pronto podrás reservar en línea. Escríbenos por WhatsApp para apartar tu lugar.</span>
      </p>
    </section>
  );
}
