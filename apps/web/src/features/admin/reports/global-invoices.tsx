import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GlobalInvoice } from '@hv/shared';
import { apiGet } from '@/lib/api.ts';
import { useT } from '@/lib/i18n.tsx';

// `Facturas globales` in Reportes (issue 33, docs/decisions/0226-refunds-of-invoices-and-the-global-invoice.md):
// each period's invoice to the general public, its folio and UUID, its totals with IVA broken out,
// and the bookings it covers. Words from the desk's catalogue, in Spanish and English.

const PATH = '/api/admin/reports/global-invoices';

export function useGlobalInvoices() {
  return useQuery({
    queryKey: ['admin', 'reports', 'global-invoices'],
    queryFn: ({ signal }) => apiGet<{ data: GlobalInvoice[] }>(PATH, { signal }),
  });
}

const STATUS_STYLE: Record<GlobalInvoice['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  issued: 'bg-jade-100 text-jade-900',
  refused: 'bg-destructive/10 text-destructive',
  cancelled: 'bg-muted text-muted-foreground',
};

export function GlobalInvoices() {
  return (
    <Suspense fallback={null}>
      <GlobalInvoicesSection />
    </Suspense>
  );
}

function GlobalInvoicesSection() {
  const { t } = useT('desk');
  const query = useGlobalInvoices();
  const list = query.data?.data;
  return (
    <section aria-labelledby="facturas-globales" className="grid min-w-0 gap-4">
      <div className="grid gap-1">
        <h2 id="facturas-globales" className="font-display text-xl font-bold">
          {t('desk.globalInvoices.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('desk.globalInvoices.intro')}</p>
      </div>
      {query.isPending ? <p role="status">{t('desk.globalInvoices.loading')}</p> : null}
      {query.isError ? (
        <p role="alert" className="font-medium text-destructive">
          {t('desk.globalInvoices.error')}
        </p>
      ) : null}
      {list && !list.length ? <p className="text-muted-foreground">{t('desk.globalInvoices.empty')}</p> : null}
      {list?.length ? (
        <ul className="grid gap-4">
          {list.map((invoice) => (
            <li key={invoice.id}>
              <GlobalInvoiceCard invoice={invoice} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** '2026-10' → `octubre de 2026`; '2026-B5' (c_Meses 17) → `septiembre y octubre de 2026`. */
function usePeriodLabel() {
  const { t, locale } = useT('desk');
  const month = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-MX', { month: 'long', timeZone: 'UTC' });
  const monthYear = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-MX', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (period: string) => {
    const [year, part] = period.split('-') as [string, string];
    if (part.startsWith('B')) {
      const b = Number(part.slice(1));
      const name = (m: number) => month.format(new Date(Date.UTC(Number(year), m - 1, 1)));
      return t('desk.globalInvoices.twoMonths', { first: name(2 * b - 1), second: name(2 * b), year });
    }
    return monthYear.format(new Date(Date.UTC(Number(year), Number(part) - 1, 1)));
  };
}

function GlobalInvoiceCard({ invoice }: { invoice: GlobalInvoice }) {
  const { t, money } = useT('desk');
  const periodLabel = usePeriodLabel();
  const title = periodLabel(invoice.period);
  const folio = invoice.folio !== null ? `${invoice.series ?? ''}-${invoice.folio}` : t('desk.globalInvoices.notStamped');
  return (
    <article className="grid min-w-0 gap-4 rounded-2xl border border-border bg-card p-4 shadow-card sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold first-letter:uppercase">{title}</h3>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[invoice.status]}`}>
          {t(`desk.globalInvoices.status.${invoice.status}`)}
        </span>
      </div>
      <dl className="grid min-w-0 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-muted-foreground">{t('desk.globalInvoices.folio')}</dt>
        <dd className="font-medium">{folio}</dd>
        <dt className="text-muted-foreground">{t('desk.globalInvoices.uuid')}</dt>
        <dd className="break-all font-mono text-xs sm:text-sm">{invoice.uuid ?? '—'}</dd>
      </dl>
      {invoice.status === 'refused' && invoice.refusalReason ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t('desk.globalInvoices.refused', { reason: invoice.refusalReason })}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label={t('desk.globalInvoices.subtotal')} value={money(invoice.subtotal)} />
        <Figure label={t('desk.globalInvoices.iva')} value={money(invoice.iva)} />
        <Figure label={t('desk.globalInvoices.total')} value={money(invoice.total)} strong />
        <Figure label={t('desk.globalInvoices.credited')} value={money(invoice.credited)} />
      </dl>
      <details className="group min-w-0 rounded-xl border border-border">
        <summary className="cursor-pointer px-3 py-2 font-semibold">
          {t('desk.globalInvoices.list')} · {t('desk.globalInvoices.bookings', { count: invoice.concepts.length })}
        </summary>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('desk.globalInvoices.reference')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t('desk.globalInvoices.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.concepts.map((c) => (
                <tr key={c.bookingId} className="border-b border-border last:border-0">
                  <td className="px-3 py-2 font-mono">{c.reference}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{money(c.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </article>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="grid min-w-0 gap-0.5 rounded-xl bg-muted/50 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={`tabular-nums ${strong ? 'text-lg font-bold' : 'font-semibold'}`}>{value}</dd>
    </div>
  );
}
