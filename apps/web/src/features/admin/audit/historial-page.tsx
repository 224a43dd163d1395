import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AUDIT_KIND_LABELS, AUDIT_RECORD_KINDS, AUDIT_REFERENCE_INVALID, referenceFrom, type AuditEntryView } from '@hv/shared';
import { Field } from '@/components/ui/field.tsx';
import { Input, Select } from '@/components/ui/input.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { adminPaths } from '../admin-paths.ts';
import { Pagination } from '../crud/pagination.tsx';
import { formatInstant } from '../desk/desk-format.tsx';
import { useAdminMe } from '../shell/use-admin-me.ts';
import { auditQuery, useAuditActors, useAuditList, type AuditFilters } from './audit-api.ts';
import { actionText, actorText, AuditChanges, bookingLineReference, kindLabel, recordName } from './audit-format.tsx';

const TITLE = 'Historial';

/** The filters as the URL holds them: a reload, a shared link or the back button shows the same list. */
function useUrlFilters(): [AuditFilters, (next: Partial<AuditFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = {
    actor: params.get('actor') ?? '',
    kind: params.get('kind') ?? '',
    reference: params.get('reference') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const update = (next: Partial<AuditFilters>) => {
    // Any new filter starts again at page 1.
    setParams(new URLSearchParams(auditQuery({ ...filters, page: 1, ...next })), { replace: !('page' in next) });
  };
  return [filters, update];
}

/** A booking's line links to the booking, named by its reference; the rest name their record. */
function RecordCell({ entry }: { entry: AuditEntryView }) {
  const name = recordName(entry);
  const reference = bookingLineReference(entry);
  return (
    <span className="grid gap-0.5">
      <span className="font-medium">{kindLabel(entry.kind)}</span>
      {reference ? (
        <Link to={adminPaths.booking(entry.recordId)} className="text-sm underline underline-offset-4 hover:text-primary">
          <span className="font-mono">{reference}</span>
          {name ? ` · ${name}` : null}
        </Link>
      ) : name ? (
        <span className="text-sm text-muted-foreground">{name}</span>
      ) : null}
    </span>
  );
}

/**
 * `Reserva`: a reference typed, read aloud or pasted as a voucher link; the list follows once it
 * reads as one (referenceFrom), and says so when what was typed cannot be a reference.
 */
function ReferenceFilter({ value, onChange }: { value: string; onChange: (reference: string) => void }) {
  const [text, setText] = useState(value);
  const reference = referenceFrom(text);
  const invalid = text.trim() !== '' && !reference && text.replace(/[\s-]/g, '').length >= 8;
  return (
    <Field
      label="Reserva"
      optional
      markOptional={false}
      hint="Su referencia de 8 caracteres."
      error={invalid ? AUDIT_REFERENCE_INVALID : undefined}
    >
      {(p) => (
        <Input
          {...p}
          value={text}
          autoComplete="off"
          spellCheck={false}
          className="font-mono uppercase"
          onChange={(e) => {
            setText(e.target.value);
            const next = referenceFrom(e.target.value);
            if (next) onChange(next);
            else if (!e.target.value.trim()) onChange('');
          }}
        />
      )}
    </Field>
  );
}

/** `/admin/historial` (docs/product.md §15.7): every staff change, newest first; Administrador only. */
export default function HistorialPage() {
  useDocumentTitle(withBrand(TITLE));
  const me = useAdminMe();
  const isAdmin = me.data?.role === 'Administrador';
  const [filters, update] = useUrlFilters();
  const list = useAuditList(auditQuery(filters), { enabled: isAdmin });
  const actors = useAuditActors();
  const rows = list.data?.data ?? [];
  const rangeError =
    filters.from && filters.to && filters.from > filters.to
      ? 'La fecha inicial debe ser anterior o igual a la final.'
      : undefined;

  if (me.data && !isAdmin)
    return (
      <p role="alert" className="font-medium text-destructive">
        Solo un Administrador puede ver el historial de cambios.
      </p>
    );

  return (
    <section className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="font-display text-2xl font-bold sm:text-3xl">{TITLE}</h1>
        <p className="text-muted-foreground">Cada cambio del personal: quién, cuándo, qué registro y qué valores cambiaron.</p>
      </div>

      <div
        role="search"
        aria-label="Filtrar el historial"
        className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-card sm:grid-cols-2 lg:grid-cols-5"
      >
        <Field label="Persona" optional markOptional={false}>
          {(p) => (
            <Select {...p} value={filters.actor} onChange={(e) => update({ actor: e.target.value })}>
              <option value="">Todas</option>
              {(actors.data ?? []).map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name ?? a.id}
                  {a.role ? ` (${a.role})` : ''}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Registro" optional markOptional={false}>
          {(p) => (
            <Select {...p} value={filters.kind} onChange={(e) => update({ kind: e.target.value })}>
              <option value="">Todos</option>
              {AUDIT_RECORD_KINDS.map((k) => (
                <option key={k} value={k}>
                  {AUDIT_KIND_LABELS[k]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <ReferenceFilter value={filters.reference} onChange={(reference) => update({ reference })} />
        <Field label="Desde" optional markOptional={false} error={rangeError}>
          {(p) => <Input {...p} type="date" value={filters.from} onChange={(e) => update({ from: e.target.value })} />}
        </Field>
        <Field label="Hasta" optional markOptional={false}>
          {(p) => <Input {...p} type="date" value={filters.to} onChange={(e) => update({ to: e.target.value })} />}
        </Field>
      </div>

      <p role="status" className="text-sm text-muted-foreground">
        {list.isPending ? 'Cargando el historial...' : list.data ? `${list.data.count} cambio(s)` : ''}
      </p>
      {list.error ? (
        <p role="alert" className="font-medium text-destructive">
          No se pudo cargar el historial. {list.error.message}
        </p>
      ) : null}
      {list.data && rows.length === 0 ? <p className="text-muted-foreground">No hay cambios con estos filtros.</p> : null}

      {rows.length > 0 ? (
        <>
          <div className="max-lg:hidden">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Fecha</TableHead>
                  <TableHead>Persona</TableHead>
                  <TableHead>Acción</TableHead>
                  <TableHead>Registro</TableHead>
                  <TableHead>Cambios</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell className="whitespace-nowrap">
                      <time dateTime={entry.at}>{formatInstant(entry.at)}</time>
                    </TableCell>
                    <TableCell>{actorText(entry)}</TableCell>
                    <TableCell>{actionText(entry)}</TableCell>
                    <TableCell>
                      <RecordCell entry={entry} />
                    </TableCell>
                    <TableCell>
                      <AuditChanges entry={entry} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <ul aria-label="Cambios" className="grid gap-3 lg:hidden">
            {rows.map((entry) => (
              <li key={entry.id} className="grid content-start gap-2 rounded-2xl border border-border bg-card p-4 shadow-card">
                <p className="font-semibold">
                  {actionText(entry)} · {kindLabel(entry.kind)}
                </p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">Fecha</dt>
                  <dd>
                    <time dateTime={entry.at}>{formatInstant(entry.at)}</time>
                  </dd>
                  <dt className="text-muted-foreground">Persona</dt>
                  <dd>{actorText(entry)}</dd>
                  <dt className="text-muted-foreground">Registro</dt>
                  <dd>
                    <RecordCell entry={entry} />
                  </dd>
                </dl>
                <AuditChanges entry={entry} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Pagination page={filters.page} totalPages={list.data?.totalPages ?? 1} onPageChange={(page) => update({ page })} />
    </section>
  );
}
