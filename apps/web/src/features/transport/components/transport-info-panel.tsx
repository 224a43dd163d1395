import { BadgeCheck, CalendarCheck, Clock, DoorOpen, ShieldCheck, type LucideIcon } from 'lucide-react';

// docs/product.md §2.3: exactly these five promises (§13: 24 h confirmation, free cancellation up to 48 h).
const CLAIMS: { text: string; Icon: LucideIcon }[] = [
  { text: 'Confirmación en menos de 24 horas', Icon: Clock },
  { text: 'Cancelación gratuita hasta 48 h antes', Icon: CalendarCheck },
  { text: 'Conductores certificados', Icon: BadgeCheck },
  { text: 'Seguro de viajero incluido', Icon: ShieldCheck },
  { text: 'Servicio puerta a puerta', Icon: DoorOpen },
];

export function TransportInfoPanel() {
  return (
    <div className="rounded-3xl bg-jade-800 p-6 text-white shadow-card sm:p-7">
      <h3 className="font-display text-2xl font-bold">Viaja tranquilo</h3>
      <p className="mt-1 text-sm text-jade-100">Cada renta de transporte incluye:</p>
      <ul className="mt-5 grid gap-3.5">
        {CLAIMS.map(({ text, Icon }) => (
          <li key={text} className="flex items-center gap-3 font-semibold">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-white/15 text-marigold-300">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
