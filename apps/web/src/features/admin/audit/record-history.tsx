import { useState } from 'react';
import { History } from 'lucide-react';
import type { AuditRecordKind } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { TitledDialog } from '@/components/ui/dialog.tsx';
import { Pagination } from '../crud/pagination.tsx';
import { formatInstant } from '../desk/desk-format.tsx';
import { useAdminMe } from '../shell/use-admin-me.ts';
import { useRecordHistory } from './audit-api.ts';
import { actionText, actorText, AuditChanges } from './audit-format.tsx';

/**
 * One record's staff changes, newest first (docs/product.md §15.7), with its own small query.
 * The trail is the Administrador's: for anyone else it renders nothing.
 */
export function RecordHistory({ kind, id }: { kind: AuditRecordKind; id: string }) {
  const isAdmin = useAdminMe().data?.role === 'Administrador';
  const [page, setPage] = useState(1);
  const history = useRecordHistory(kind, id, page, isAdmin);
  if (!isAdmin) return null;
  const rows = history.data?.data ?? [];
  return (
    <div className="grid gap-3">
      {history.isPending ? <p className="text-sm text-muted-foreground">Cargando los cambios...</p> : null}
      {history.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          No se pudieron cargar los cambios. {history.error.message}
        </p>
      ) : null}
      {history.data && rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">El personal no ha hecho cambios en este registro.</p>
      ) : null}
      {rows.length > 0 ? (
        <ol aria-label="Cambios del personal" className="grid gap-3">
          {rows.map((entry) => (
            <li key={entry.id} className="grid gap-1 border-b border-border pb-3 text-sm last:border-b-0 last:pb-0">
              <p>
                <time dateTime={entry.at} className="text-muted-foreground">
                  {formatInstant(entry.at)}
                </time>{' '}
                · <span className="font-semibold">{actionText(entry)}</span> · {actorText(entry)}
              </p>
              <AuditChanges entry={entry} />
            </li>
          ))}
        </ol>
      ) : null}
      <Pagination page={page} totalPages={history.data?.totalPages ?? 1} onPageChange={setPage} label="Páginas de cambios" />
    </div>
  );
}

/**
 * A `Historial` button that opens the record's history in a dialog (coupons, gift cards);
 * Administrador only. Named `Historial: {name}` like the other row buttons; `title` heads the
 * dialog. `compact`: the icon alone (in a list row).
 */
export function RecordHistoryButton({
  kind,
  id,
  name,
  title,
  compact = false,
}: {
  kind: AuditRecordKind;
  id: string;
  name: string;
  title: string;
  compact?: boolean;
}) {
  const isAdmin = useAdminMe().data?.role === 'Administrador';
  const [open, setOpen] = useState(false);
  if (!isAdmin) return null;
  return (
    <>
      <Button
        variant={compact ? 'ghost' : 'outline'}
        size={compact ? 'icon' : 'md'}
        title="Historial"
        aria-label={`Historial: ${name}`}
        onClick={(event) => {
          // In an expandable row the click opens the dialog, not the row's panel.
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <History aria-hidden="true" />
        {compact ? null : 'Historial'}
      </Button>
      <TitledDialog
        open={open}
        onOpenChange={setOpen}
        className="max-h-[85vh] overflow-y-auto sm:max-w-2xl"
        title={title}
        description="Los cambios del personal, del más reciente al más antiguo."
      >
        {open ? <RecordHistory kind={kind} id={id} /> : null}
      </TitledDialog>
    </>
  );
}
