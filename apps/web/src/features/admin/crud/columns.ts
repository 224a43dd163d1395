import type { ReactNode } from 'react';

/*
 * The column model shared by the table and its phone layout (cards): what a column shows and
 * how a row edited inline replaces its cells. Its own module so that the table and the card
 * list both depend on it instead of on each other.
 */

export interface Column<Row> {
  key: string;
  /** Also labels the value on phones. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
  /**
   * On phones each row is a card: the 'title' column heads it, the 'end' column (row actions)
   * sits beside the title, and the others are listed under it with their header as label.
   * In expandable tables the 'title' cell is also the button that opens the row's panel.
   * A 'footer' column (row actions too wide to sit beside the title) ends the card, across its width.
   */
  phone?: 'title' | 'end' | 'footer';
  /** Holds the row actions (default: the 'end' column); Guardar/Cancelar take their place while the row is edited inline. */
  actions?: boolean;
  /** While the row is edited inline: the cell built from the row's inputs (`input(name)` is null for a locked field). */
  edit?: (row: Row, input: (name: string) => ReactNode | null) => ReactNode;
}

/** The row being edited inline (coupons, gift cards: docs/product.md §11.5, §11.6): its inputs and its Guardar/Cancelar. */
export interface RowEditing {
  id: string;
  input: (name: string) => ReactNode | null;
  actions: ReactNode;
}

/** Marks the element holding a row's actions (value: the row id): the focus returns there after an inline edit. */
export const ROW_ACTIONS_ATTR = 'data-row-actions';

/** The column holding the row actions: the one marked `actions`, else the phone's 'end' column. */
export function findActionsColumn<Row>(columns: Column<Row>[]): Column<Row> | undefined {
  return columns.find((column) => column.actions) ?? columns.find((column) => column.phone === 'end');
}

/** What a cell shows: its value, or while its row is edited inline, its inputs or Guardar/Cancelar. */
export function cellContent<Row extends { id: string }>(
  column: Column<Row>,
  row: Row,
  editing: RowEditing | undefined,
  actionsColumn: Column<Row> | undefined,
): ReactNode {
  if (editing?.id !== row.id) return column.cell(row);
  if (column === actionsColumn) return editing.actions;
  return column.edit ? column.edit(row, editing.input) : column.cell(row);
}
