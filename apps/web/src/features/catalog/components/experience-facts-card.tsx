import type { ReactNode } from 'react';
import { CalendarCheck, Clock, Users } from 'lucide-react';
import { formatMXN, type Experience } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { scrollToSection } from '@/lib/scroll-to-section.ts';
import { BOOKING_SECTION_ID } from './booking-coming-soon.tsx';

/** SPEC §2 side card: price per person in MXN, duration, 'hasta N personas', 'Reservar Ahora'. */
export function ExperienceFactsCard({ experience }: { experience: Experience }) {
  return (
    <Card className="p-6 sm:p-7">
      <h2 className="text-sm font-bold tracking-widest text-jade-700 uppercase">Detalles de la experiencia</h2>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="font-display text-4xl font-bold text-terracotta-800">{formatMXN(experience.price)}</span>
        <span className="text-sm font-semibold text-muted-foreground">MXN por persona</span>
      </p>

      <dl className="mt-6 grid gap-5 border-t border-border pt-6">
        {experience.duration ? <Fact icon={<Clock />} label="Duración" value={experience.duration} /> : null}
        {experience.max_capacity ? (
          <Fact icon={<Users />} label="Capacidad" value={`hasta ${experience.max_capacity} personas`} />
        ) : null}
      </dl>

      <Button size="lg" className="mt-7 w-full" onClick={() => scrollToSection(BOOKING_SECTION_ID)}>
        <CalendarCheck aria-hidden="true" />
        Reservar Ahora
      </Button>
    </Card>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase [&_svg]:size-4 [&_svg]:text-jade-700">
        <span aria-hidden="true" className="inline-flex">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 pl-6 text-lg font-semibold">{value}</dd>
    </div>
  );
}
