import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS } from '@hv/shared';
import { Input } from '@/components/ui/input.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { cn } from '@/lib/cn.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import type { AdminParams, AdminResource } from './admin-resource.ts';
import { cellContent, findActionsColumn, ROW_ACTIONS_ATTR, type Column, type RowEditing } from './columns.ts';
import { DataCardList } from './data-card-list.tsx';
import { ExpandablePanel } from './expandable-panel.tsx';
import { Pagination } from './pagination.tsx';
import { useAdminList } from './use-admin-list.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/**
 * Below which width the rows are cards: four columns do not fit a phone; lists with more (coupons,
 * transport requests) do not fit a tablet either, where the table would scroll sideways and take
 * the row actions away from their row (issue 16). At 1024 px the admin menu is a row as well.
 */
export const CARDS_BELOW = {
  phone: '(max-width: 767px)',
  tablet: '(max-width: 1023px)',
} as const;
export type CardsBelow = keyof typeof CARDS_BELOW;

export interface ListTexts {
  loading: string;
  /** Shown when nothing exists yet. */
  empty: string;
  /** Shown when a search matched nothing. */
  emptySearch: string;
}

interface DataTableProps<Row extends { id: string }> {
  resource: AdminResource;
  filters?: AdminParams;
  searchPlaceholder: string;
  columns: Column<Row>[];
  texts: ListTexts;
  /** Called once per failed load, to show the screen's toast. */
  onLoadError?: (error: Error) => void;
  /** With it, clicking a row opens or closes this panel under it. */
  renderExpanded?: (row: Row) => ReactNode;
  /** The row being edited inline, if any. */
  editing?: RowEditing;
  /** Up to which screens the rows are cards (default: phones). */
  cards?: CardsBelow;
}

/** The one admin table (docs/architecture.md §17): server-side search and pagination over the list contract. */
export function DataTable<Row extends { id: string }>({
  resource,
  filters,
  searchPlaceholder,
  columns,
  texts,
  onLoadError,
  renderExpanded,
  editing,
  cards = 'phone',
}: DataTableProps<Row>) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useAdminList<Row>(resource, { q, page, filters });
  const asCards = useMediaQuery(CARDS_BELOW[cards]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  // Panels stay mounted after their first opening so they can animate closed.
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());

  const { error } = list;
  useEffect(() => {
    if (error) onLoadError?.(error);
  }, [error, onLoadError]);

  const toggle = (id: string) => {
    setOpened((prev) => new Set(prev).add(id));
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  };

  const rows = list.data?.data ?? [];
  const totalPages = list.data?.totalPages ?? 1;
  const colSpan = columns.length;
  // ARIA allows aria-expanded on a row only in a treegrid: the row's disclosure is a button in this column.
  const titleColumn = columns.find((column) => column.phone === 'title') ?? columns[0];
  const actionsColumn = findActionsColumn(columns);
  const message = list.isPending ? texts.loading : rows.length === 0 ? (q ? texts.emptySearch : texts.empty) : null;

  return (
    <div className="grid gap-4">
      <div className="relative max-w-md">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          className="pl-9"
        />
      </div>

      {asCards ? (
        <DataCardList<Row>
          rows={rows}
          columns={columns}
          message={message}
          busy={list.isFetching}
          expanded={expanded}
          opened={opened}
          onToggle={toggle}
          renderExpanded={renderExpanded}
          editing={editing}
        />
      ) : (
        <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-card">
          <Table aria-busy={list.isFetching}>
            <TableHeader>
              <TableRow>
                {columns.map((column) => (
                  <TableHead key={column.key} className={column.className}>
                    {column.header}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {message ? (
                <TableRow>
                  <TableCell colSpan={colSpan} className="py-10 text-center text-muted-foreground">
                    <span role="status">{message}</span>
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((row) => {
                  const isOpen = expanded.has(row.id);
                  const panelId = `panel-${row.id}`;
                  // A row being edited keeps still: clicks go to its inputs, not to its panel.
                  const toggles = Boolean(renderExpanded) && editing?.id !== row.id;
                  return (
                    <Fragment key={row.id}>
                      <TableRow
                        className={cn(toggles && 'cursor-pointer hover:bg-terracotta-50/60', isOpen && 'bg-terracotta-50/60')}
                        // A click anywhere on the row opens it; the title's button is the keyboard's way.
                        onClick={toggles ? () => toggle(row.id) : undefined}
                      >
                        {columns.map((column) => (
                          <TableCell
                            key={column.key}
                            className={column.className}
                            {...(column === actionsColumn ? { [ROW_ACTIONS_ATTR]: row.id } : {})}
                          >
                            {toggles && column === titleColumn ? (
                              <button
                                type="button"
                                aria-expanded={isOpen}
                                aria-controls={panelId}
                                className="inline-flex min-h-6 cursor-pointer items-center rounded-md text-left underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
                                onClick={(event) => {
                                  event.stopPropagation();
                                  toggle(row.id);
                                }}
                              >
                                {cellContent(column, row, editing, actionsColumn)}
                              </button>
                            ) : (
                              cellContent(column, row, editing, actionsColumn)
                            )}
                          </TableCell>
                        ))}
                      </TableRow>
                      {renderExpanded ? (
                        <tr className={cn(isOpen && 'border-b border-border')}>
                          <td colSpan={colSpan} className="p-0">
                            <ExpandablePanel id={panelId} open={isOpen}>
                              {opened.has(row.id) ? <div className="bg-muted/40 p-4 sm:p-6">{renderExpanded(row)}</div> : null}
                            </ExpandablePanel>
                          </td>
                        </tr>
                      ) : null}
                    </Fragment>
                  );
                })
              )}
            </TableBody>
          </Table>
        </div>
      )}

      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
    </div>
  );
}
