import { useCallback, useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { toast, type ToastOptions } from '@/lib/use-toast.ts';
import type { AdminParams, AdminResource } from './admin-resource.ts';
import { ConfirmDelete } from './confirm-delete.tsx';
import { ConfirmSave, type SaveConfirmation } from './confirm-save.tsx';
import type { Column } from './columns.ts';
import { DataTable, type CardsBelow, type ListTexts } from './data-table.tsx';
import { EntityDialog, type DialogMode, type FormField } from './entity-dialog.tsx';
import type { FieldErrors, FormValues } from './form-values.ts';
import { useInlineEdit, type InlineEditConfig } from './inline-edit.tsx';
import { useDeleteEntity, useSaveEntity } from './use-admin-mutations.ts';

export interface RowHandlers<Row> {
  edit: (row: Row) => void;
  remove: (row: Row) => void;
}

/** Everything that differs between two admin screens (a screen is a configuration: docs/architecture.md §17). */
export interface CrudConfig<Row extends { id: string }> {
  resource: AdminResource;
  filters?: AdminParams;
  title: string;
  /** The create button's text (default 'Añadir'), e.g. 'Nuevo Cupón'. */
  createLabel?: string;
  searchPlaceholder: string;
  texts: ListTexts;
  columns: (handlers: RowHandlers<Row>) => Column<Row>[];
  renderExpanded?: (row: Row, handlers: RowHandlers<Row>) => ReactNode;
  form: {
    createTitle: string;
    /** Not needed when rows are edited inline. */
    editTitle?: string;
    createDescription?: string;
    editDescription?: string;
    fields: FormField[];
    toValues: (row: Row | null) => FormValues;
    /** `row` is the row being edited (null on create), for rules that depend on what is stored. */
    validate: (values: FormValues, mode: DialogMode, row: Row | null) => FieldErrors | null;
    /** The request body: JSON, or FormData for uploads. */
    toBody: (values: FormValues, mode: DialogMode) => unknown;
    /**
     * Asked after the form is valid, before the save is sent: a question to confirm first, or
     * null to save at once (a trip with paid bookings changing its date: docs/product.md §14.5).
     */
    confirmSave?: (values: FormValues, row: Row | null, mode: DialogMode) => Promise<SaveConfirmation | null>;
  };
  toasts: {
    created: ToastOptions;
    updated: ToastOptions;
    saveError: (error: unknown, mode: DialogMode) => ToastOptions;
    loadError: (error: Error) => ToastOptions;
    deleted?: ToastOptions;
    deleteError?: (error: unknown) => ToastOptions;
  };
  /** With it, rows can be deleted after this confirmation text. */
  deleteText?: string;
  /** With it, 'edit' turns the row's cells into inputs instead of opening the dialog. */
  inlineEdit?: InlineEditConfig<Row>;
  /** Up to which screens the rows are cards (default: phones; 'tablet' for lists too wide for one). */
  cards?: CardsBelow;
}

type DialogState<Row> = { mode: 'create'; row: null } | { mode: 'edit'; row: Row };

export function CrudScreen<Row extends { id: string }>({ config }: { config: CrudConfig<Row> }) {
  const { resource, filters, form, toasts } = config;
  useDocumentTitle(withBrand(config.title));
  const [dialog, setDialog] = useState<DialogState<Row> | null>(null);
  const [lastDialog, setLastDialog] = useState<DialogState<Row>>({ mode: 'create', row: null });
  const [toDelete, setToDelete] = useState<Row | null>(null);
  // The question asked before a save, and how to answer the save that waits for it.
  const [asking, setAsking] = useState<{ confirmation: SaveConfirmation; decide: (confirmed: boolean) => void } | null>(null);
  const confirmFirst = (confirmation: SaveConfirmation) =>
    new Promise<boolean>((resolve) => setAsking({ confirmation, decide: resolve }));
  const save = useSaveEntity(resource, filters);
  const remove = useDeleteEntity(resource);
  const inline = useInlineEdit(
    resource,
    config.inlineEdit,
    {
      updated: toasts.updated,
      saveError: (error) => toasts.saveError(error, 'edit'),
    },
    filters,
  );

  const open = (next: DialogState<Row>) => {
    setLastDialog(next);
    setDialog(next);
  };
  const handlers: RowHandlers<Row> = {
    edit: config.inlineEdit ? inline.start : (row) => open({ mode: 'edit', row }),
    remove: setToDelete,
  };
  const { loadError } = toasts;
  const onLoadError = useCallback((error: Error) => toast({ variant: 'destructive', ...loadError(error) }), [loadError]);
  // Keeps the title steady while the dialog plays its closing animation.
  const shown = dialog ?? lastDialog;

  return (
    <section className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-2xl font-bold sm:text-3xl">{config.title}</h1>
        <Button onClick={() => open({ mode: 'create', row: null })}>
          <Plus aria-hidden="true" />
          {config.createLabel ?? 'Añadir'}
        </Button>
      </div>

      <DataTable<Row>
        resource={resource}
        filters={filters}
        searchPlaceholder={config.searchPlaceholder}
        columns={config.columns(handlers)}
        texts={config.texts}
        onLoadError={onLoadError}
        renderExpanded={config.renderExpanded ? (row) => config.renderExpanded?.(row, handlers) : undefined}
        editing={inline.editing}
        cards={config.cards}
      />

      <EntityDialog
        open={dialog !== null}
        onOpenChange={(isOpen) => !isOpen && setDialog(null)}
        mode={shown.mode}
        title={shown.mode === 'create' ? form.createTitle : (form.editTitle ?? form.createTitle)}
        description={shown.mode === 'create' ? form.createDescription : form.editDescription}
        fields={form.fields}
        initialValues={form.toValues(shown.row)}
        validate={(values) => form.validate(values, shown.mode, shown.row)}
        onSubmit={async (values) => {
          const confirmation = (await form.confirmSave?.(values, shown.row, shown.mode)) ?? null;
          if (confirmation && !(await confirmFirst(confirmation))) return;
          await save.mutateAsync({ id: shown.row?.id, body: form.toBody(values, shown.mode) });
          toast(shown.mode === 'create' ? toasts.created : toasts.updated);
          setDialog(null);
        }}
        onError={(error) => toast({ variant: 'destructive', ...toasts.saveError(error, shown.mode) })}
      />

      <ConfirmSave
        confirmation={asking?.confirmation ?? null}
        onDecide={(confirmed) => {
          asking?.decide(confirmed);
          setAsking(null);
        }}
      />

      {config.deleteText ? (
        <ConfirmDelete
          open={toDelete !== null}
          onOpenChange={(isOpen) => !isOpen && setToDelete(null)}
          description={config.deleteText}
          onConfirm={() => {
            if (!toDelete) return;
            remove.mutate(toDelete.id, {
              onSuccess: () => toasts.deleted && toast(toasts.deleted),
              onError: (error) => toasts.deleteError && toast({ variant: 'destructive', ...toasts.deleteError(error) }),
            });
          }}
        />
      ) : null}
    </section>
  );
}
