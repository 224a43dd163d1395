import { useId, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { cellContent, findActionsColumn, ROW_ACTIONS_ATTR, type Column, type RowEditing } from './columns.ts';
import { ExpandablePanel } from './expandable-panel.tsx';

interface DataCardListProps<Row extends { id: string }> {
  rows: Row[];
  columns: Column<Row>[];
  /** Loading or empty text, shown instead of the rows. */
  message: string | null;
  busy: boolean;
  expanded: ReadonlySet<string>;
  opened: ReadonlySet<string>;
  onToggle: (id: string) => void;
  renderExpanded?: (row: Row) => ReactNode;
  editing?: RowEditing;
}

/**
 * The admin table on phones: one card per row (a four-column table would scroll sideways and
 * hide the row actions and the detail panel). Same columns, same expandable panel.
 */
export function DataCardList<Row extends { id: string }>({
  rows,
  columns,
  message,
  busy,
  expanded,
  opened,
  onToggle,
  renderExpanded,
  editing,
}: DataCardListProps<Row>) {
  if (message) {
    return (
      <p className="rounded-2xl border border-border bg-card px-4 py-10 text-center text-muted-foreground shadow-card">
        <span role="status">{message}</span>
      </p>
    );
  }
  return (
    <ul className="grid gap-3" aria-busy={busy}>
      {rows.map((row) => (
        <DataCard
          key={row.id}
          row={row}
          columns={columns}
          isOpen={expanded.has(row.id)}
          wasOpened={opened.has(row.id)}
          onToggle={() => onToggle(row.id)}
          renderExpanded={renderExpanded}
          editing={editing?.id === row.id ? editing : undefined}
        />
      ))}
    </ul>
  );
}

interface DataCardProps<Row extends { id: string }> {
  row: Row;
  columns: Column<Row>[];
  isOpen: boolean;
  wasOpened: boolean;
  onToggle: () => void;
  renderExpanded?: (row: Row) => ReactNode;
  /** Set while this row is edited inline. */
  editing?: RowEditing;
}

function DataCard<Row extends { id: string }>({
  row,
  columns,
  isOpen,
  wasOpened,
  onToggle,
  renderExpanded,
  editing,
}: DataCardProps<Row>) {
  const id = useId();
  const titleId = `${id}-title`;
  const toggleTextId = `${id}-toggle`;
  const panelId = `panel-${row.id}`;
  const title = columns.find((column) => column.phone === 'title') ?? columns[0];
  const end = columns.find((column) => column.phone === 'end');
  const footer = columns.filter((column) => column.phone === 'footer');
  const actionsColumn = findActionsColumn(columns);
  const marks = (column: Column<Row> | undefined) => (column && column === actionsColumn ? { [ROW_ACTIONS_ATTR]: row.id } : {});
  const rest = columns.filter((column) => column !== title && column !== end && column.phone !== 'footer');

  if (editing) {
    // Edited inline, the card lists every field with its label (the title too, as it may be an
    // input) and ends with Guardar/Cancelar across its width, where a thumb finds them.
    const fields = columns.filter((column) => column !== actionsColumn);
    return (
      <li className="grid gap-3 rounded-2xl border border-primary/50 bg-card p-4 shadow-card">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 text-sm">
          {fields.map((column) => (
            <div key={column.key} className="contents">
              <dt className="font-semibold text-muted-foreground">{column.header}</dt>
              <dd className="min-w-0 [overflow-wrap:anywhere]">{cellContent(column, row, editing, actionsColumn)}</dd>
            </div>
          ))}
        </dl>
        {editing.actions}
      </li>
    );
  }

  return (
    <li className={cn('overflow-hidden rounded-2xl border border-border bg-card shadow-card', isOpen && 'bg-terracotta-50/60')}>
      {/* A tap anywhere on the summary opens the panel; the chevron button is the keyboard's way. */}
      <div className={cn('grid gap-3 p-4', renderExpanded && 'cursor-pointer')} onClick={renderExpanded ? onToggle : undefined}>
        <div className="flex items-start justify-between gap-2">
          <div id={titleId} className="min-w-0 self-center [overflow-wrap:anywhere]">
            {title?.cell(row)}
          </div>
          <div className="flex shrink-0 items-center" {...marks(end)}>
            {end?.cell(row)}
            {renderExpanded ? (
              <Button
                variant="ghost"
                size="icon"
                aria-expanded={isOpen}
                aria-controls={panelId}
                aria-labelledby={`${toggleTextId} ${titleId}`}
                onClick={(event) => {
                  event.stopPropagation();
                  onToggle();
                }}
              >
                <span id={toggleTextId} className="sr-only">
                  Ver detalles de
                </span>
                <ChevronDown aria-hidden="true" className={cn('transition-transform duration-300', isOpen && 'rotate-180')} />
              </Button>
            ) : null}
          </div>
        </div>
        {rest.length ? (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 text-sm">
            {rest.map((column) => (
              <div key={column.key} className="contents">
                <dt className="font-semibold text-muted-foreground">{column.header}</dt>
                <dd className="min-w-0 [overflow-wrap:anywhere]" {...marks(column)}>
                  {column.cell(row)}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        {footer.map((column) => (
          <div key={column.key} className="border-t border-border pt-3" {...marks(column)}>
            {column.cell(row)}
          </div>
        ))}
      </div>
      {renderExpanded ? (
        <ExpandablePanel id={panelId} open={isOpen}>
          {wasOpened ? <div className="border-t border-border bg-muted/40 p-3">{renderExpanded(row)}</div> : null}
        </ExpandablePanel>
      ) : null}
    </li>
  );
}
