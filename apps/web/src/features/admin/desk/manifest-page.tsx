import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Printer } from 'lucide-react';
import { formatLongDate, presentCount, type PassengerManifest } from '@hv/shared';
import { LoadingState } from '@/components/loading-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { cn } from '@/lib/cn.ts';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { adminPaths } from '../admin-paths.ts';
import { CsvDownload } from '../crud/csv-download.tsx';
import { BackLink } from './back-link.tsx';
import { manifestCsvHref, useManifest } from './desk-api.ts';
import { CheckInBadge, DepartureCancelledNote } from './desk-format.tsx';
import { DepartureCancelAction } from './departure-cancel-dialog.tsx';
import { DepartureCancelProgress } from './departure-cancel-progress.tsx';
import { PassengerCheckInList } from './passenger-check-in-list.tsx';
import { useDeskLive } from './use-desk-live.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { PickupGroups } from './pickup-groups.tsx';
import { DepartureWaitlist } from './departure-waitlist.tsx';

type ManifestBooking = PassengerManifest['data'][number];

/**
 * The manifest's columns, said once: the table's heads and cells from 640 px and each phone card's
 * terms and values below it come from this one list, so the two layouts cannot drift
 * (docs/decisions/0217-manifest-cards-on-phones.md). `wide`: a card gives it a full-width row.
 */
const COLUMNS: { head: string; cell: (b: ManifestBooking) => ReactNode; className?: string; wide?: boolean }[] = [
  {
    head: 'Referencia',
    className: 'font-mono font-semibold',
    cell: (b) => (
      <Link to={adminPaths.booking(b.id)} className="underline underline-offset-4 print:no-underline">
        {b.reference}
      </Link>
    ),
  },
  { head: 'Comprador', cell: (b) => b.buyer ?? '—' },
  { head: 'Teléfono', className: 'whitespace-nowrap', cell: (b) => (b.phone ? <a href={`tel:${b.phone}`}>{b.phone}</a> : '—') },
  {
    head: 'Pasajeros',
    wide: true,
    cell: (b) => (
      <>
        {/* Everyone travelling: an infant has a name but no place (docs/decisions/0232-traveller-types-on-screens.md). */}
        <span className="sr-only">{b.people.length} pasajero(s): </span>
        {b.travellers ? <span className="mb-1 block text-sm text-muted-foreground">{b.travellers}</span> : null}
        <PassengerCheckInList bookingId={b.id} people={b.people} />
      </>
    ),
  },
  { head: 'Hora', cell: (b) => b.startTime ?? '—' },
  { head: 'Presentación', cell: (b) => <CheckInBadge state={b.checkIn} people={b.people} /> },
];

/** Everyone on the manifest, one per name: places (`passengers`) leave out an infant (decision 0232). */
const peopleOn = (m: PassengerManifest) => m.data.reduce((n, b) => n + b.people.length, 0);

/** A departure's manifest (docs/product.md §14.2): who travels, how to reach them, who showed up; prints on its own page. */
export default function ManifestPage() {
  const [params, setParams] = useSearchParams();
  // `cancelacion`: the refunds of this departure's cancellation, followed on the page (docs/product.md §15.4).
  const batch = params.get('cancelacion');
  const departureParams = new URLSearchParams(params);
  departureParams.delete('cancelacion');
  const query = departureParams.toString();
  const manifest = useManifest(query);
  useDeskLive();
  const m = manifest.data;
  const d = m?.departure;
  useDocumentTitle(withBrand(d ? `Manifiesto: ${d.itemName}` : 'Manifiesto'));

  return (
    <section className="grid gap-6 print:block">
      <div data-print="hide" className="flex flex-wrap items-center justify-between gap-3">
        <BackLink to={adminPaths.departures}>Volver a Salidas</BackLink>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Imprimir
          </Button>
          <CsvDownload href={manifestCsvHref(query)} />
          {d ? (
            <DepartureCancelAction
              departure={{
                kind: d.kind,
                id: d.itemId,
                date: d.date,
                ...(d.kind === 'experience' && d.startTime ? { startTime: d.startTime } : {}),
              }}
              label={`${d.itemName}, ${formatLongDate(d.date)}${d.startTime ? `, ${d.startTime} h` : ''}`}
              onCancelled={(cancelled) => {
                const next = new URLSearchParams(params);
                next.set('cancelacion', cancelled);
                setParams(next);
              }}
            />
          ) : null}
        </div>
      </div>
      <OfflineBanner />
      {batch ? <DepartureCancelProgress batch={batch} /> : null}
      {manifest.isPending ? <LoadingState message="Cargando el manifiesto..." /> : null}
      {manifest.error ? (
        <p role="alert" className="font-medium text-destructive">
          {manifest.error.message}
        </p>
      ) : null}
      {m && d ? (
        <article className="grid gap-4 break-after-page">
          <header className="grid gap-1">
            <h1 className="font-display text-2xl font-bold sm:text-3xl">Manifiesto: {d.itemName}</h1>
            <p className="text-lg">
              {formatLongDate(d.date)}
              {d.startTime ? `, ${d.startTime} h` : ''}
            </p>
            {d.cancelled ? <DepartureCancelledNote cancelled={d.cancelled} className="text-base" /> : null}
            {m.meetingPoint ? <p className="text-muted-foreground">Punto de encuentro: {m.meetingPoint}</p> : null}
            {m.facts.map((fact) => (
              <p key={fact.label} className="text-muted-foreground">
                {fact.label}: {fact.value}
              </p>
            ))}
            <p className="font-semibold tabular-nums">
              <span role="status">{presentCount(m.present, peopleOn(m))}</span> · {d.capacity} lugares · {d.bookings} reserva(s)
              {d.minimum !== null ? ` · mínimo ${d.minimum}${d.passengers < d.minimum ? ' (no alcanzado)' : ''}` : ''}
            </p>
          </header>
          {m.data.length === 0 ? <p className="text-muted-foreground">Aún no hay reservas pagadas para esta salida.</p> : null}
          {m.data.length > 0 ? (
            <>
              {/* From 640 px (and on paper): the table. */}
              <Table className="print:text-xs" containerClassName="hidden sm:block print:block">
                <TableHeader>
                  <TableRow>
                    {COLUMNS.map((c) => (
                      <TableHead key={c.head}>{c.head}</TableHead>
                    ))}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {m.data.map((b) => (
                    <TableRow key={b.id} className="break-inside-avoid">
                      {COLUMNS.map((c) => (
                        <TableCell key={c.head} className={c.className}>
                          {c.cell(b)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {/* Below 640 px: a card per booking, its passengers' switches full width, nothing to scroll sideways. */}
              <ul aria-label="Reservas de la salida" className="grid gap-3 sm:hidden print:hidden">
                {m.data.map((b) => (
                  <li key={b.id} className="relative grid gap-2 rounded-2xl border border-border bg-card p-3 shadow-card">
                    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
                      {COLUMNS.map((c) =>
                        c.wide ? (
                          <div key={c.head} className="col-span-2 grid gap-1 border-t border-border pt-2">
                            <dt className="font-semibold text-muted-foreground">{c.head}</dt>
                            <dd className="min-w-0 text-base">{c.cell(b)}</dd>
                          </div>
                        ) : (
                          <div key={c.head} className="col-span-2 grid grid-cols-subgrid items-baseline">
                            <dt className="font-semibold text-muted-foreground">{c.head}</dt>
                            <dd className={cn('min-w-0 break-words', c.className)}>{c.cell(b)}</dd>
                          </div>
                        ),
                      )}
                    </dl>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <PickupGroups manifest={m} />
          <DepartureWaitlist departure={{ kind: d.kind, id: d.itemId, date: d.date, startTime: d.startTime }} />
        </article>
      ) : null}
    </section>
  );
}
