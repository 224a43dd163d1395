import { useId, useState } from 'react';
import { formatMXN, type Report } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { formatCount, formatMonthLong, formatMonthShort } from './report-format.ts';

type MonthSales = Report['sales_by_month'][number];

const compactMXN = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  notation: 'compact',
  maximumFractionDigits: 1,
});

const TICKS = 4;

// "Enero de 2026": only the first letter (CSS `capitalize` would also raise the "de").
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A round axis maximum at or above `max`: 1, 2, 2.5 or 5 times a power of ten. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((f) => f * power >= max) ?? 10;
  return step * power;
}

/**
 * Sales by month as CSS columns (no chart library: the admin chunk stays small). The drawing is
 * hidden from screen readers; the same figures are a real table, visually hidden until asked for.
 */
export function SalesChart({ months }: { months: MonthSales[] }) {
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const top = niceMax(Math.max(0, ...months.map((m) => m.sales)));
  const empty = months.every((m) => m.sales === 0);
  // An empty period gets only its baseline: a scale of centavos would mean nothing.
  const ticks = empty ? [0] : Array.from({ length: TICKS + 1 }, (_, i) => (top / TICKS) * i);
  const pct = (value: number) => `${(value / top) * 100}%`;
  // With more than a year of months only Januaries and the first month are labelled.
  const labelled = (month: string, i: number) => months.length <= 12 || i === 0 || month.endsWith('-01');

  return (
    <figure aria-labelledby={`${id}-title`} className="grid gap-4">
      <figcaption id={`${id}-title`} className="font-display text-lg font-bold">
        Ventas por mes (MXN)
      </figcaption>

      <div aria-hidden="true" className="grid grid-cols-[3.25rem_minmax(0,1fr)] gap-x-2">
        <div className="relative h-52 text-[11px] text-muted-foreground">
          {ticks.map((tick) => (
            <span key={tick} className="absolute right-0 translate-y-1/2 whitespace-nowrap" style={{ bottom: pct(tick) }}>
              {compactMXN.format(tick)}
            </span>
          ))}
        </div>
        <div className="relative h-52 border-b border-l border-border">
          {ticks.slice(1).map((tick) => (
            <div key={tick} className="absolute inset-x-0 border-t border-dashed border-border" style={{ bottom: pct(tick) }} />
          ))}
          <div className="absolute inset-0 flex items-end gap-1 px-1 sm:gap-2 sm:px-2">
            {months.map((m) => (
              <div key={m.month} className="flex h-full min-w-0 flex-1 items-end justify-center">
                <div
                  className="w-full max-w-12 rounded-t-md bg-terracotta-500 transition-[height] duration-300 motion-reduce:transition-none"
                  style={{ height: pct(m.sales) }}
                  title={`${formatMonthLong(m.month)}: ${formatMXN(m.sales)}`}
                />
              </div>
            ))}
          </div>
          {empty ? (
            <p className="absolute inset-0 grid place-items-center text-sm text-muted-foreground">Sin ventas en este periodo.</p>
          ) : null}
        </div>
        <div />
        <div className="flex gap-1 px-1 pt-1.5 text-[10px] leading-tight text-muted-foreground sm:gap-2 sm:px-2 sm:text-xs">
          {months.map((m, i) => (
            <span key={m.month} className="min-w-0 flex-1 text-center whitespace-nowrap">
              {labelled(m.month, i) ? (
                <>
                  {/* Phones: initials and two-digit years, so twelve months fit side by side. */}
                  <span className="sm:hidden">{formatMonthShort(m.month).charAt(0).toUpperCase()}</span>
                  <span className="hidden sm:inline">{formatMonthShort(m.month)}</span>
                </>
              ) : null}
              {i === 0 || m.month.endsWith('-01') ? (
                <span className="block font-semibold">
                  <span className="sm:hidden">{`’${m.month.slice(2, 4)}`}</span>
                  <span className="hidden sm:inline">{m.month.slice(0, 4)}</span>
                </span>
              ) : null}
            </span>
          ))}
        </div>
      </div>

      <div>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showTable}
          aria-controls={`${id}-table`}
          onClick={() => setShowTable((v) => !v)}
        >
          {showTable ? 'Ocultar cifras por mes' : 'Ver cifras por mes'}
        </Button>
      </div>

      {/* Screen readers always get this table; sighted users open it with the button. */}
      <div id={`${id}-table`} className={cn(showTable ? 'overflow-x-auto' : 'sr-only')}>
        <table className="w-full text-sm">
          <caption className="sr-only">Ventas y reservas pagadas por mes</caption>
          <thead>
            <tr className="border-b border-border text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Mes
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Ventas
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Reservas
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month} className="border-b border-border last:border-0">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                  {capitalise(formatMonthLong(m.month))}
                </th>
                <td className="py-1.5 pr-3 text-right tabular-nums">{formatMXN(m.sales)}</td>
                <td className="py-1.5 text-right tabular-nums">{formatCount(m.bookings)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
