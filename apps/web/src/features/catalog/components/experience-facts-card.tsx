import { AlarmClock, CalendarCheck, Clock, MapPin, Users } from 'lucide-react';
import { formatMXN, type Experience } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { BOOKING_SECTION_ID, CancellationPolicyNote } from '@/features/booking';
import { formatTime } from '@/lib/format-time.ts';
import { scrollToSection } from '@/lib/scroll-to-section.ts';
import { DetailFact } from './detail-fact.tsx';

/**
 * The side card of docs/product.md §2.6: price per person in MXN, duration, 'hasta N personas',
 * when and where to be (§6.10), 'Reservar Ahora'.
 */
export function ExperienceFactsCard({ experience }: { experience: Experience }) {
  return (
    <Card className="p-6 sm:p-7">
      <h2 className="text-sm font-bold tracking-widest text-jade-700 uppercase">Detalles de la experiencia</h2>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="font-display text-4xl font-bold text-terracotta-800">{formatMXN(experience.price)}</span>
        <span className="text-sm font-semibold text-muted-foreground">MXN por persona</span>
      </p>

      <dl className="mt-6 grid gap-5 border-t border-border pt-6">
        {experience.duration ? (
          <DetailFact icon={<Clock />} label="Duración">
            {experience.duration}
          </DetailFact>
        ) : null}
        {experience.max_capacity ? (
          <DetailFact icon={<Users />} label="Capacidad">
            {`hasta ${experience.max_capacity} personas`}
          </DetailFact>
        ) : null}
        {experience.start_times.length ? (
          <DetailFact icon={<AlarmClock />} label={experience.start_times.length > 1 ? 'Horas de inicio' : 'Hora de inicio'}>
            {experience.start_times.map((time, i) => (
              <span key={time}>
                {i > 0 ? ' · ' : null}
                <time dateTime={formatTime(time)}>{formatTime(time)}</time>
              </span>
            ))}
          </DetailFact>
        ) : null}
        {experience.meeting_point ? (
          <DetailFact icon={<MapPin />} label="Punto de encuentro">
            {experience.meeting_point}
            {experience.meeting_point_url ? (
              <a
                href={experience.meeting_point_url}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-1 block text-base font-semibold text-jade-800 underline underline-offset-4"
              >
                Ver en el mapa <span className="sr-only">(se abre en otra pestaña)</span>
              </a>
            ) : null}
          </DetailFact>
        ) : null}
      </dl>

      <Button size="lg" className="mt-7 w-full" onClick={() => scrollToSection(BOOKING_SECTION_ID)}>
        <CalendarCheck aria-hidden="true" />
        Reservar Ahora
      </Button>
      <CancellationPolicyNote hours={experience.free_cancellation_hours} className="mt-4" />
    </Card>
  );
}
