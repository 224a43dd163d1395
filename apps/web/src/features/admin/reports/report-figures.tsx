import { useId, type ReactNode } from 'react';
import { formatLongDate, formatMXN, TRANSPORT_STATUS_LABELS, TRANSPORT_STATUSES, type Report } from '@hv/shared';
import { cn } from '@/lib/cn.ts';
import { formatCount } from './report-format.ts';
import { SalesChart } from './sales-chart.tsx';
import { TravellersByType } from './travellers-by-type.tsx';

type Ranked = Report['top_experiences'][number];

function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('grid content-start gap-3 rounded-2xl border border-border bg-card p-4 shadow-card sm:p-5', className)}
    >
      <h2 id={id} className="font-display text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="grid content-start gap-1 rounded-2xl border border-border bg-card p-3 shadow-card sm:p-4">
      <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
      <dd className="font-display text-xl font-bold tabular-nums [overflow-wrap:anywhere] sm:text-3xl">{value}</dd>
      {note ? <dd className="text-xs text-muted-foreground">{note}</dd> : null}
    </div>
  );
}

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

function TopList({ rows, empty }: { rows: Ranked[]; empty: string }) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ol className="grid gap-2">
      {rows.map((row, i) => (
        <li key={row.id} className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-3 rounded-xl bg-muted/60 px-3 py-2">
          <span className="font-bold text-muted-foreground tabular-nums">{i + 1}.</span>
          <span className="min-w-0">
            <span className="block font-semibold [overflow-wrap:anywhere]">{row.name}</span>
            <span className="block text-xs text-muted-foreground">
              {plural(row.bookings, 'reserva', 'reservas')} · {plural(row.passengers, 'pasajero', 'pasajeros')}
            </span>
          </span>
          <span className="text-sm font-semibold whitespace-nowrap tabular-nums">{formatMXN(row.revenue)}</span>
        </li>
      ))}
    </ol>
  );
}

const NO_SALES = 'No hubo reservas pagadas en este periodo.';

/** Every figure of one report: totals, the monthly chart, top items, coupons and transport requests. */
export function ReportFigures({ report }: { report: Report }) {
  const { coupons, transport_requests: transport } = report;
  return (
    <div className="grid gap-6">
      <section aria-labelledby="report-summary">
        <h2 id="report-summary" className="sr-only">
          Resumen del periodo
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label="Ventas" value={formatMXN(report.sales)} note="Reservas aún pagadas, sin lo reembolsado" />
          <Figure label="Reservas pagadas" value={formatCount(report.paid_bookings)} />
          <Figure label="Pasajeros" value={formatCount(report.passengers)} />
          <Figure label="Ticket promedio" value={formatMXN(report.average_ticket)} />
          <Figure label="Cupones canjeados" value={formatCount(coupons.redemptions)} />
          <Figure label="Descuento otorgado" value={formatMXN(coupons.discount)} />
          <Figure label="Semillas otorgadas" value={formatCount(report.seeds_awarded)} />
          <Figure label="Pagado con Gift Cards" value={formatMXN(report.gift_card_amount)} />
        </dl>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Dinero por método de pago" className="p-3">
          <MethodTable report={report} />
        </Panel>
        <Panel title="Corte de caja" className="p-3">
          <CashBox rows={report.cash_box} />
        </Panel>
      </div>

      <section className="rounded-2xl border border-border bg-card p-4 shadow-card sm:p-5">
        <SalesChart months={report.sales_by_month} />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Experiencias más vendidas">
          <TopList rows={report.top_experiences} empty={NO_SALES} />
        </Panel>
        <Panel title="Viajes más vendidos">
          <TopList rows={report.top_trips} empty={NO_SALES} />
        </Panel>
        <TravellersByType rows={report.travellers_by_type} />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Cupones">
          {coupons.by_code.length === 0 ? (
            <p className="text-sm text-muted-foreground">No se canjearon cupones en este periodo.</p>
          ) : (
            <table className="w-full text-sm">
              <caption className="sr-only">Canjes y descuento otorgado por cupón</caption>
              <thead>
                <tr className="border-b border-border text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Código
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    Canjes
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    Descuento
                  </th>
                </tr>
              </thead>
              <tbody>
                {coupons.by_code.map((row) => (
                  <tr key={row.code} className="border-b border-border last:border-0">
                    <th scope="row" className="py-1.5 pr-3 text-left font-mono font-semibold">
                      {row.code}
                    </th>
                    <td className="py-1.5 pr-3 text-right tabular-nums">{formatCount(row.redemptions)}</td>
                    <td className="py-1.5 text-right tabular-nums">{formatMXN(row.discount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Panel>
        <Panel title="Solicitudes de transporte">
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {TRANSPORT_STATUSES.map((status) => (
              <div key={status} className="grid gap-0.5 rounded-xl bg-muted/60 px-3 py-2">
                <dt className="text-xs font-semibold text-muted-foreground">{TRANSPORT_STATUS_LABELS[status]}</dt>
                <dd className="text-xl font-bold tabular-nums">{formatCount(transport.by_status[status] ?? 0)}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-muted-foreground">
            {plural(transport.total, 'solicitud recibida', 'solicitudes recibidas')} en el periodo.
          </p>
        </Panel>
      </div>
    </div>
  );
}

// On a phone the figures shrink and the day wraps, so the last column (net, cash) stays on screen.
const cell = 'py-1.5 pr-1.5 text-right tabular-nums whitespace-nowrap sm:pr-3';
const lastCell = 'pr-0 sm:pr-0';

/**
 * Gross, refunds and net per way of paying, each on its own line and column (issue 29 item 9,
 * docs/decisions/0204): nothing is subtracted out of sight.
 */
function MethodTable({ report }: { report: Report }) {
  if (report.by_method.length === 0)
    return <p className="text-sm text-muted-foreground">No entró ni salió dinero en este periodo.</p>;
  return (
    // A region with a tab stop: on a phone the table scrolls sideways by keyboard too.
    <div role="region" aria-label="Dinero por método de pago" tabIndex={0} className="overflow-x-auto">
      <table className="w-full text-[0.6875rem] sm:text-sm">
        <caption className="sr-only">Cobrado, reembolsado y neto por método de pago</caption>
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-1.5 sm:pr-3 font-semibold">
              Método
            </th>
            <th scope="col" className="py-2 pr-1.5 sm:pr-3 text-right font-semibold">
              Cobrado
            </th>
            <th scope="col" className="py-2 pr-1.5 sm:pr-3 text-right font-semibold">
              Reembolsado
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Neto
            </th>
          </tr>
        </thead>
        <tbody>
          {report.by_method.map((row) => (
            <tr key={row.method} className="border-b border-border">
              <th scope="row" className="py-1.5 pr-1.5 sm:pr-3 text-left font-semibold">
                {row.method}
              </th>
              <td className={cell}>{formatMXN(row.gross)}</td>
              <td className={cell}>{row.refunds > 0 ? `−${formatMXN(row.refunds)}` : formatMXN(0)}</td>
              <td className={cn(cell, lastCell, 'font-semibold')}>{formatMXN(row.net)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-bold">
            <th scope="row" className="py-2 pr-1.5 sm:pr-3 text-left">
              Total
            </th>
            <td className={cell}>{formatMXN(report.gross)}</td>
            <td className={cell}>{report.refunds > 0 ? `−${formatMXN(report.refunds)}` : formatMXN(0)}</td>
            <td className={cn(cell, lastCell)}>{formatMXN(report.net)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Cash taken at the desk, per day and staff member, to count against the till. */
function CashBox({ rows }: { rows: Report['cash_box'] }) {
  if (rows.length === 0)
    return <p className="text-sm text-muted-foreground">No se cobró efectivo en mostrador en este periodo.</p>;
  return (
    <div role="region" aria-label="Corte de caja" tabIndex={0} className="overflow-x-auto">
      <table className="w-full text-[0.6875rem] sm:text-sm">
        <caption className="sr-only">Efectivo cobrado en mostrador por día y persona</caption>
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-1.5 sm:pr-3 font-semibold">
              Día
            </th>
            <th scope="col" className="py-2 pr-1.5 sm:pr-3 font-semibold">
              Vendió
            </th>
            <th scope="col" className="py-2 pr-1.5 sm:pr-3 text-right font-semibold">
              Ventas
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Efectivo
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.date}-${row.staff ?? ''}`} className="border-b border-border last:border-0">
              <td className="py-1.5 pr-1.5 sm:pr-3 sm:whitespace-nowrap">{formatLongDate(row.date)}</td>
              <td className="py-1.5 pr-1.5 sm:pr-3">{row.staff ?? 'Cuenta eliminada'}</td>
              <td className={cell}>{formatCount(row.sales)}</td>
              <td className={cn(cell, lastCell, 'font-semibold')}>{formatMXN(row.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
