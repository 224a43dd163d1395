import { ArrowRight } from 'lucide-react';
import {
  AUDIT_KIND_LABELS,
  auditActionLabel,
  auditChangeLines,
  bookingReference,
  type AuditEntryView,
  type AuditRecordKind,
} from '@hv/shared';

// How a line of the audit trail reads (docs/product.md §15.7): shared by the Historial page and
// each record's own history.

// A record's name, not a value: a date move's `date` is what changed, and says so in words.
const NAME_FIELDS = ['name', 'destination', 'full_name', 'code', 'series', 'item_name'] as const;

export const kindLabel = (kind: string) => AUDIT_KIND_LABELS[kind as AuditRecordKind] ?? kind;

/**
 * The record's name: the server's words for it (a departure: item, date and time), else as the
 * line stored it (after, else before), for the `Registro` column.
 */
export function recordName(entry: Pick<AuditEntryView, 'before' | 'after' | 'recordName'>): string | null {
  if (entry.recordName) return entry.recordName;
  for (const snapshot of [entry.after, entry.before]) {
    if (typeof snapshot !== 'object' || snapshot === null) continue;
    for (const field of NAME_FIELDS) {
      const value = (snapshot as Record<string, unknown>)[field];
      if (typeof value === 'string' && value) return value;
    }
  }
  return null;
}

export const actorText = (entry: AuditEntryView) =>
  entry.actor ? `${entry.actor.name ?? 'Sin nombre'}${entry.actor.role ? ` (${entry.actor.role})` : ''}` : 'Sistema';

export const actionText = (entry: AuditEntryView) => auditActionLabel(entry.action);

/** A booking's line names it by its reference, as the desk does. */
export const bookingLineReference = (entry: Pick<AuditEntryView, 'kind' | 'recordId'>) =>
  entry.kind === 'booking' ? bookingReference(entry.recordId) : null;

/**
 * Only the fields that changed, each as `Campo: antes → después`, in words (auditChangeLines:
 * money as money, Sí/No, long dates, Mexico City's clock).
 */
export function AuditChanges({ entry }: { entry: Pick<AuditEntryView, 'before' | 'after'> }) {
  const changes = auditChangeLines(entry);
  if (!changes.length) return <span className="text-muted-foreground">Sin cambios en los campos</span>;
  return (
    <ul className="grid gap-1 text-sm">
      {changes.map((c) => (
        <li key={c.field} className="flex flex-wrap items-baseline gap-x-1.5 break-words">
          <span className="font-semibold">{c.label}:</span>
          <span className="text-muted-foreground line-through decoration-1">{c.before}</span>
          <span className="sr-only">cambió a</span>
          <ArrowRight aria-hidden="true" className="size-3.5 shrink-0 self-center" />
          <span>{c.after}</span>
        </li>
      ))}
    </ul>
  );
}
