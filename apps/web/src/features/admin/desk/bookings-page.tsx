import { useEffect, useState } from 'react';
import { Link, useNavigation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BOOKING_STATUSES, formatLongDate, formatMXN, itemKey, type DeskBookingRow, type ListResponse } from '@hv/shared';
import { Field } from '@/components/ui/field.tsx';
import { Input, Select } from '@/components/ui/input.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { apiGet } from '@/lib/api.ts';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { adminPaths } from '../admin-paths.ts';
import { CsvDownload } from '../crud/csv-download.tsx';
import { Pagination } from '../crud/pagination.tsx';
import { useDebouncedValue } from '../crud/use-debounced-value.ts';
import { bookingsCsvHref, useDeskBookings, type DeskFilters } from './desk-api.ts';
import { CheckInBadge, LinkWaitBadge, StatusBadge } from './desk-format.tsx';
import { NewSaleLink } from './new-sale-link.tsx';

const TITLE = 'Reservas';
const SEARCH_DEBOUNCE_MS = 300;

/** The filters as the URL holds them: a reload, a shared link or the back button shows the same list. */
function useUrlFilters(): [DeskFilters, (next: Partial<DeskFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters: DeskFilters = {
    q: params.get('q') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    status: params.get('status') ?? '',
    item: params.get('item') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const update = (next: Partial<DeskFilters>) => {
    // Any new filter starts again at page 1.
    const merged = { ...filters, page: 1, ...next };
    const out = new URLSearchParams();
    for (const key of ['q', 'from', 'to', 'status', 'item'] as const) if (merged[key]) out.set(key, merged[key]);
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out, { replace: !('page' in next) });
  };
  return [filters, update];
}

/** Experiences and trips for the item filter (an operator's catalogue fits in one page of 100 each). */
function useItemOptions() {
  return useQuery({
    queryKey: ['admin', 'desk', 'items'] as const,
    queryFn: async ({ signal }) => {
      const [experiences, trips] = await Promise.all([
        apiGet<ListResponse<{ id: string; name: string }>>('/api/admin/experiences?perPage=100', { signal }),
        apiGet<ListResponse<{ id: string; destination: string }>>('/api/admin/trips?perPage=100', { signal }),
      ]);
      return [
        ...experiences.data.map((e) => ({ value: itemKey('experience', e.id), label: e.name })),
        ...trips.data.map((t) => ({ value: itemKey('trip', t.id), label: `Viaje: ${t.destination}` })),
      ].sort((a, b) => a.label.localeCompare(b.label, 'es'));
    },
    staleTime: 60_000,
  });
}

/** `Reservas` (docs/product.md §14.1): every booking, newest first, searched and filtered by the server. */
export default function BookingsPage() {
  useDocumentTitle(withBrand(TITLE));
  const [filters, update] = useUrlFilters();
  const [search, setSearch] = useState(filters.q);
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const leaving = useNavigation().state !== 'idle';
  useEffect(() => {
    // A booking opened while the search settles: the list stays mounted while the booking's
    // screen loads, and writing the search into the URL then would bring the desk back here.
    if (leaving) return;
    if (settled.trim() !== filters.q) update({ q: settled.trim() });
    // Only a settled search changes the URL; other filters change it directly.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  const list = useDeskBookings(filters);
  const items = useItemOptions();
  const rows = list.data?.data ?? [];
  const rangeError =
    filters.from && filters.to && filters.from > filters.to
      ? 'La fecha inicial debe ser anterior o igual a la final.'
      : undefined;

  return (
    <section className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-display text-2xl font-bold sm:text-3xl">{TITLE}</h1>
          <p className="text-muted-foreground">
            Todas las reservas, también las pagadas sin cuenta, de la más reciente a la más antigua.
          </p>
        </div>
        <NewSaleLink />
      </div>

      <div
        role="search"
        aria-label="Filtrar reservas"
        className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-card sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1.5fr]"
      >
        <Field label="Buscar" optional markOptional={false} hint="Referencia, nombre, correo o teléfono del viajero">
          {(p) => <Input {...p} type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />}
        </Field>
        <Field label="Viaja desde" optional markOptional={false} error={rangeError}>
          {(p) => <Input {...p} type="date" value={filters.from} onChange={(e) => update({ from: e.target.value })} />}
        </Field>
        <Field label="Viaja hasta" optional markOptional={false}>
          {(p) => <Input {...p} type="date" value={filters.to} onChange={(e) => update({ to: e.target.value })} />}
        </Field>
        <Field label="Estado" optional markOptional={false}>
          {(p) => (
            <Select {...p} value={filters.status} onChange={(e) => update({ status: e.target.value })}>
              <option value="">Todas</option>
              {BOOKING_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Experiencia o viaje" optional markOptional={false}>
          {(p) => (
            <Select {...p} value={filters.item} onChange={(e) => update({ item: e.target.value })}>
              <option value="">Todas</option>
              {(items.data ?? []).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          {list.isPending ? 'Cargando reservas...' : list.data ? `${list.data.count} reserva(s)` : ''}
        </p>
        <CsvDownload href={bookingsCsvHref(filters)} />
      </div>

      {list.error ? (
        <p role="alert" className="font-medium text-destructive">
          No se pudieron cargar las reservas. {list.error.message}
        </p>
      ) : null}
      {list.data && rows.length === 0 ? <p className="text-muted-foreground">No hay reservas con estos filtros.</p> : null}

      {rows.length > 0 ? (
        <>
          <BookingsTable rows={rows} />
          <BookingCards rows={rows} />
        </>
      ) : null}
      <Pagination page={filters.page} totalPages={list.data?.totalPages ?? 1} onPageChange={(page) => update({ page })} />
    </section>
  );
}

const referenceLink = (b: DeskBookingRow) => (
  <Link
    to={adminPaths.booking(b.id)}
    className="font-mono font-semibold underline underline-offset-4 hover:text-primary"
    aria-label={`Abrir la reserva ${b.reference}`}
  >
    {b.reference}
  </Link>
);

/** Desktops: the columns. */
function BookingsTable({ rows }: { rows: DeskBookingRow[] }) {
  return (
    <div className="max-lg:hidden">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Referencia</TableHead>
            <TableHead>Viajero</TableHead>
            <TableHead>Experiencia o viaje</TableHead>
            <TableHead>Fecha</TableHead>
            <TableHead className="text-right">Pasajeros</TableHead>
            <TableHead className="text-right">Total</TableHead>
            <TableHead>Estado</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((b) => (
            <TableRow key={b.id}>
              <TableCell>{referenceLink(b)}</TableCell>
              <TableCell>
                <span className="block font-medium">{b.travellerName ?? '—'}</span>
                <span className="block text-xs text-muted-foreground">{b.travellerPhone ?? b.travellerEmail}</span>
              </TableCell>
              <TableCell>{b.itemName}</TableCell>
              <TableCell>
                <time dateTime={b.date}>{formatLongDate(b.date)}</time>
                {b.startTime ? <span className="block text-xs text-muted-foreground">{b.startTime} h</span> : null}
              </TableCell>
              <TableCell className="text-right tabular-nums">{b.passengers}</TableCell>
              <TableCell className="text-right tabular-nums">{formatMXN(b.total)}</TableCell>
              <TableCell>
                <div className="flex flex-wrap gap-1">
                  <StatusBadge status={b.status} refundedAmount={b.refundedAmount} />
                  {b.linkExpiresAt ? <LinkWaitBadge expiresAt={b.linkExpiresAt} /> : null}
                  {b.checkIn !== 'Sin registrar' ? <CheckInBadge state={b.checkIn} /> : null}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** Tablets and phones: one card per booking, nothing scrolls sideways. */
function BookingCards({ rows }: { rows: DeskBookingRow[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2 lg:hidden">
      {rows.map((b) => (
        <li key={b.id} className="grid content-start gap-2 rounded-2xl border border-border bg-card p-4 shadow-card">
          <div className="flex flex-wrap items-center justify-between gap-2">
            {referenceLink(b)}
            <span className="flex flex-wrap gap-1">
              <StatusBadge status={b.status} refundedAmount={b.refundedAmount} />
              {b.linkExpiresAt ? <LinkWaitBadge expiresAt={b.linkExpiresAt} /> : null}
            </span>
          </div>
          <p className="font-semibold">{b.travellerName ?? '—'}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Experiencia o viaje</dt>
            <dd>{b.itemName}</dd>
            <dt className="text-muted-foreground">Fecha</dt>
            <dd>
              {formatLongDate(b.date)}
              {b.startTime ? `, ${b.startTime} h` : ''}
            </dd>
            <dt className="text-muted-foreground">Pasajeros</dt>
            <dd>{b.passengers}</dd>
            <dt className="text-muted-foreground">Total</dt>
            <dd className="tabular-nums">{formatMXN(b.total)}</dd>
          </dl>
          {b.checkIn !== 'Sin registrar' ? <CheckInBadge state={b.checkIn} className="justify-self-start" /> : null}
        </li>
      ))}
    </ul>
  );
}
