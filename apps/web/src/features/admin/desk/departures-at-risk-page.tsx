import { useState } from 'react';
import { Link } from 'react-router';
import { Users } from 'lucide-react';
import { formatLongDate, type DepartureAtRisk, type DepartureKey } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { LoadingState } from '@/components/loading-state.tsx';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { adminPaths } from '../admin-paths.ts';
import { DepartureCancelAction } from './departure-cancel-dialog.tsx';
import { DepartureCancelProgress } from './departure-cancel-progress.tsx';
import { useConfirmDeparture, useDeparturesAtRisk } from './departures-at-risk-api.ts';
import { departureQuery } from './desk-api.ts';

const TITLE = 'Salidas en riesgo';

/** The decision instant on the item's clock: 'jueves 10 de diciembre, 09:00 h (America/Cancun)'. */
export function decisionLabel(d: Pick<DepartureAtRisk, 'decisionAt' | 'timeZone'>): string {
  const text = new Intl.DateTimeFormat('es-MX', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: d.timeZone,
  }).format(new Date(d.decisionAt));
  return `${text} h (${d.timeZone})`;
}

const keyOf = (d: DepartureAtRisk): DepartureKey => ({
  kind: d.kind,
  id: d.itemId,
  date: d.date,
  ...(d.kind === 'experience' && d.startTime ? { startTime: d.startTime } : {}),
});

/**
 * `Salidas en riesgo` (docs/decisions/0229-minimum-to-run.md): each departure below its minimum
 * whose decision time is ahead; at that time it is cancelled and refunded unless it reached its
 * minimum or someone confirmed it here.
 */
export default function DeparturesAtRiskPage() {
  useDocumentTitle(withBrand(TITLE));
  const query = useDeparturesAtRisk();
  const [batch, setBatch] = useState<string | null>(null);
  return (
    <section className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="font-display text-2xl font-bold sm:text-3xl">{TITLE}</h1>
        <p className="text-muted-foreground">
          Salidas que aún no llegan a su mínimo de pasajeros. A la hora de decisión se cancelan y se reembolsan solas, salvo que
          lleguen al mínimo o las confirmes.
        </p>
      </div>
      {batch ? <DepartureCancelProgress batch={batch} /> : null}
      {query.isPending ? <LoadingState message="Cargando salidas en riesgo..." /> : null}
      {query.error ? (
        <p role="alert" className="font-medium text-destructive">
          No se pudieron cargar las salidas en riesgo. {query.error.message}
        </p>
      ) : null}
      {query.data && query.data.data.length === 0 ? <p className="text-muted-foreground">No hay salidas en riesgo.</p> : null}
      {query.data && query.data.data.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {query.data.data.map((d) => (
            <AtRiskCard key={`${d.kind}-${d.itemId}-${d.date}-${d.startTime}`} departure={d} onCancelled={setBatch} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function AtRiskCard({ departure: d, onCancelled }: { departure: DepartureAtRisk; onCancelled: (batch: string) => void }) {
  const confirm = useConfirmDeparture();
  const when = `${formatLongDate(d.date)}${d.startTime ? `, ${d.startTime} h` : ''}`;
  return (
    <li className="grid content-start gap-2 rounded-2xl border border-border bg-card p-4 shadow-card">
      <Link
        to={`${adminPaths.manifest}?${departureQuery(d)}`}
        className="font-semibold underline-offset-4 hover:text-primary hover:underline"
      >
        {d.itemName}
      </Link>
      <p className="text-sm first-letter:uppercase">{when}</p>
      <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-destructive">
        <Users className="size-4" aria-hidden="true" />
        <span className="tabular-nums">
          {d.passengers} de {d.minimum} personas mínimas
        </span>
      </p>
      <p className="text-sm text-muted-foreground">
        Se decide el <span className="text-foreground">{decisionLabel(d)}</span>
      </p>
      {confirm.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          No se pudo confirmar la salida. {confirm.error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 pt-1">
        <Button size="sm" disabled={confirm.isPending} onClick={() => confirm.mutate(keyOf(d))}>
          {confirm.isPending ? 'Confirmando...' : 'Confirmar salida'}
        </Button>
        <DepartureCancelAction departure={keyOf(d)} label={`${d.itemName}, ${when}`} onCancelled={onCancelled} />
      </div>
    </li>
  );
}
