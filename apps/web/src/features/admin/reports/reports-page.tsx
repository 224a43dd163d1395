import { useEffect, useState } from 'react';
import { defaultReportPeriod, formatLongDate, REPORTS_MESSAGES } from '@hv/shared';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { toast } from '@/lib/use-toast.ts';
import { useDebouncedValue } from '../crud/use-debounced-value.ts';
import { CsvDownload } from '../crud/csv-download.tsx';
import { bookingsCsvHref, useReport, type Period } from './report-api.ts';
import { ReportFigures } from './report-figures.tsx';
import { GlobalInvoices } from './global-invoices.tsx';

// Typing a date fills its parts one by one; wait until the typing stops before asking the server.
const PERIOD_DEBOUNCE_MS = 400;
// The server's limit (reports/admin-routes.ts); checked here too so the message shows at once.
const MAX_DAYS = 5 * 366;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const days = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** The period's problems, by field, with the server's messages; null when it can be asked for. */
export function periodErrors({ from, to }: Period): Partial<Record<keyof Period, string>> | null {
  const errors: Partial<Record<keyof Period, string>> = {};
  if (!isoDate.test(from) || Number.isNaN(Date.parse(from))) errors.from = REPORTS_MESSAGES.invalidDate;
  if (!isoDate.test(to) || Number.isNaN(Date.parse(to))) errors.to = REPORTS_MESSAGES.invalidDate;
  if (!errors.from && !errors.to) {
    if (from > to) errors.from = REPORTS_MESSAGES.fromAfterTo;
    else if (days(from, to) > MAX_DAYS) errors.from = REPORTS_MESSAGES.rangeTooLong;
  }
  return errors.from || errors.to ? errors : null;
}

/** 'Reportes y Estadísticas' (docs/product.md §11.9, issue 7): real figures for a chosen period and the bookings CSV. */
export default function ReportsPage() {
  useDocumentTitle(withBrand(REPORTS_MESSAGES.title));
  const [draft, setDraft] = useState<Period>(() => defaultReportPeriod());
  const settled = useDebouncedValue(draft, PERIOD_DEBOUNCE_MS);
  const errors = periodErrors(settled);
  // The last valid period: what the figures and the CSV link are about (kept while a date is being fixed).
  const [period, setPeriod] = useState<Period>(draft);
  if (!errors && (settled.from !== period.from || settled.to !== period.to)) setPeriod(settled);

  const report = useReport(period);
  const { error } = report;
  useEffect(() => {
    if (error) toast({ variant: 'destructive', title: 'No se pudo cargar el reporte.', description: error.message });
  }, [error]);

  const shown = report.data;
  return (
    <section className="grid gap-6">
      <h1 className="font-display text-2xl font-bold sm:text-3xl">{REPORTS_MESSAGES.title}</h1>

      {/* Not on the react-hook-form pattern (issue 14): a live filter, never submitted; its errors follow the typed dates. */}
      <form
        aria-label="Periodo del reporte"
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-border bg-card p-4 shadow-card"
        onSubmit={(event) => event.preventDefault()}
      >
        <Field label="Desde" error={errors?.from} className="w-full min-[420px]:w-44">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={draft.from}
              max={draft.to || undefined}
              onChange={(event) => setDraft((d) => ({ ...d, from: event.target.value }))}
            />
          )}
        </Field>
        <Field label="Hasta" error={errors?.to} className="w-full min-[420px]:w-44">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={draft.to}
              min={draft.from || undefined}
              onChange={(event) => setDraft((d) => ({ ...d, to: event.target.value }))}
            />
          )}
        </Field>
        <CsvDownload href={bookingsCsvHref(period)} variant="accent" size="md" className="w-full min-[420px]:w-auto sm:ml-auto" />
      </form>

      <div aria-busy={report.isFetching} className="grid gap-6">
        {shown ? (
          <>
            {/* Announces a new period without reading every figure out again. */}
            <p role="status" className="text-muted-foreground">
              Reservas pagadas del {formatLongDate(shown.period.from)} al {formatLongDate(shown.period.to)} (hora de la Ciudad de
              México).
            </p>
            <ReportFigures report={shown} />
          </>
        ) : (
          <p className="rounded-2xl border border-border bg-card p-10 text-center text-muted-foreground">
            <span role="status">{report.isError ? 'No se pudo cargar el reporte.' : 'Cargando reporte...'}</span>
          </p>
        )}
      </div>
      {/* Asked for once the period's figures are there: they come first, the list follows. */}
      {shown ? <GlobalInvoices /> : null}
    </section>
  );
}
