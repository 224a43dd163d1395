import { Link } from 'react-router';
import { Users } from 'lucide-react';
import { formatLongDate, todayInMexico, type Departure } from '@hv/shared';
import { LoadingState } from '@/components/loading-state.tsx';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { cn } from '@/lib/cn.ts';
import { adminPaths } from '../admin-paths.ts';
import { departureQuery, useDepartures } from './desk-api.ts';
import { DepartureCancelledNote } from './desk-format.tsx';

const TITLE = 'Salidas';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** "Hoy", "Mañana", else the long date with its weekday. */
function dayLabel(date: string, today: string): string {
  const long = new Intl.DateTimeFormat('es-MX', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
  const prefix = date === today ? 'Hoy, ' : date === addDays(today, 1) ? 'Mañana, ' : '';
  return `${prefix}${long} ${formatLongDate(date)}`;
}

function byDay(departures: Departure[]): [string, Departure[]][] {
  const days = new Map<string, Departure[]>();
  for (const d of departures) days.set(d.date, [...(days.get(d.date) ?? []), d]);
  return [...days.entries()];
}

/** `Salidas` (docs/product.md §14.2): the coming 31 days of departures, by day, today and tomorrow first. */
export default function DeparturesPage() {
  useDocumentTitle(withBrand(TITLE));
  const today = todayInMexico();
  const query = useDepartures(today);
  return (
    <section className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="font-display text-2xl font-bold sm:text-3xl">{TITLE}</h1>
        <p className="text-muted-foreground">
          Las salidas de los próximos 31 días con reservas pagadas, los viajes programados y las salidas canceladas. Abre una para
          ver su manifiesto.
        </p>
      </div>
      {query.isPending ? <LoadingState message="Cargando salidas..." /> : null}
      {query.error ? (
        <p role="alert" className="font-medium text-destructive">
          No se pudieron cargar las salidas. {query.error.message}
        </p>
      ) : null}
      {query.data && query.data.data.length === 0 ? (
        <p className="text-muted-foreground">No hay salidas con reservas en los próximos 31 días.</p>
      ) : null}
      {byDay(query.data?.data ?? []).map(([date, departures]) => (
        <section key={date} aria-labelledby={`dia-${date}`} className="grid gap-3">
          <h2 id={`dia-${date}`} className="font-display text-lg font-bold first-letter:uppercase">
            {dayLabel(date, today)}
          </h2>
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {departures.map((d) => (
              <DepartureCard key={`${d.kind}-${d.itemId}-${d.startTime}`} departure={d} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

function DepartureCard({ departure: d }: { departure: Departure }) {
  const belowMinimum = d.minimum !== null && d.passengers < d.minimum;
  const full = d.passengers >= d.capacity;
  return (
    <li className="grid content-start gap-2 rounded-2xl border border-border bg-card p-4 shadow-card">
      <Link
        to={`${adminPaths.manifest}?${departureQuery(d)}`}
        className="font-semibold underline-offset-4 hover:text-primary hover:underline"
      >
        {d.startTime ? `${d.startTime} h · ` : ''}
        {d.itemName}
      </Link>
      <p className="inline-flex items-center gap-1.5 text-sm">
        <Users className="size-4" aria-hidden="true" />
        <span className="tabular-nums">
          {d.passengers} de {d.capacity} lugares
        </span>
        {full ? <span className="font-semibold text-destructive"> · Agotada</span> : null}
      </p>
      <p className={cn('text-sm', belowMinimum ? 'font-semibold text-destructive' : 'text-muted-foreground')}>
        {d.minimum === null
          ? 'Sin mínimo de grupo'
          : belowMinimum
            ? `Mínimo no alcanzado (${d.passengers} de ${d.minimum})`
            : `Mínimo alcanzado (${d.minimum})`}
      </p>
      <p className="text-sm text-muted-foreground">
        {d.bookings} reserva(s) · {d.checkedIn} presentada(s)
      </p>
      {d.cancelled ? <DepartureCancelledNote cancelled={d.cancelled} /> : null}
    </li>
  );
}
