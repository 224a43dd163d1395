import { Printer } from 'lucide-react';
import { pickupLabel, type PassengerManifest } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';

/**
 * The driver's list (docs/decisions/0233-pickups.md): the departure's bookings by pickup in route
 * order, each pickup a heading with its time, the meeting point last. `Imprimir recogidas`
 * prints this list alone (index.css: `data-print-only`).
 */
export function PickupGroups({ manifest }: { manifest: PassengerManifest }) {
  const groups = manifest.pickupGroups ?? [];
  if (!groups.some((g) => g.pickup)) return null;
  const byId = new Map(manifest.data.map((b) => [b.id, b]));
  const printAlone = () => {
    document.documentElement.dataset.printOnly = 'pickups';
    try {
      window.print();
    } finally {
      delete document.documentElement.dataset.printOnly;
    }
  };
  return (
    <section aria-labelledby="pickup-groups-heading" data-print-section="pickups" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="pickup-groups-heading" className="font-display text-xl font-bold">
          Recogidas: {manifest.departure.itemName}
        </h2>
        <Button data-print="hide" variant="outline" size="sm" onClick={printAlone}>
          <Printer aria-hidden="true" />
          Imprimir recogidas
        </Button>
      </div>
      {groups.map((g) => (
        <section key={g.pickup?.id ?? 'meeting'} className="grid gap-2 break-inside-avoid">
          <h3 className="text-lg font-semibold">
            {g.pickup ? pickupLabel(g.pickup) : 'Punto de encuentro'}
            <span className="font-normal text-muted-foreground"> · {g.passengers} pasajero(s)</span>
          </h3>
          <ul className="grid gap-1 text-sm">
            {g.bookingIds.map((id) => {
              const b = byId.get(id);
              if (!b) return null;
              return (
                <li key={id}>
                  <span className="font-mono font-semibold">{b.reference}</span> · {b.buyer ?? '—'}
                  {b.phone ? ` · ${b.phone}` : ''}
                  {b.passengerNames.length ? ` · ${b.passengerNames.join(', ')}` : ''}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </section>
  );
}
