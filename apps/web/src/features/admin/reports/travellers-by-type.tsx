import { Suspense, useId } from 'react';
import type { Report } from '@hv/shared';
import { useT } from '@/lib/i18n.tsx';
import { formatCount } from './report-format.ts';

// `Viajeros por tipo` in Reportes (issue 32, docs/decisions/0240-pickups-admin-mail-and-types-in-reports.md):
// the period's travellers and their amount per traveller type, most travellers first. Words from the
// desk's catalogue, in Spanish and English.

export function TravellersByType({ rows }: { rows: Report['travellers_by_type'] }) {
  return (
    <Suspense fallback={null}>
      <TravellersByTypePanel rows={rows} />
    </Suspense>
  );
}

function TravellersByTypePanel({ rows }: { rows: Report['travellers_by_type'] }) {
  const { t, money } = useT('desk');
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid content-start gap-3 rounded-2xl border border-border bg-card p-4 shadow-card sm:p-5"
    >
      <h2 id={id} className="font-display text-lg font-bold">
        {t('desk.reports.types.title')}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('desk.reports.types.empty')}</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">{t('desk.reports.types.caption')}</caption>
          <thead>
            <tr className="border-b border-border text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('desk.reports.types.type')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                {t('desk.reports.types.travellers')}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t('desk.reports.types.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} className="border-b border-border last:border-0">
                <th scope="row" className="py-1.5 pr-3 text-left font-semibold [overflow-wrap:anywhere]">
                  {row.name}
                </th>
                <td className="py-1.5 pr-3 text-right tabular-nums">{formatCount(row.travellers)}</td>
                <td className="py-1.5 text-right whitespace-nowrap tabular-nums">{money(row.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="text-xs text-muted-foreground">{t('desk.reports.types.note')}</p>
    </section>
  );
}
