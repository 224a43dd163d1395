import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

/** The kinds of record the audit trail knows (the filter of /admin/historial). */
export const AUDIT_RECORD_KINDS = [
  'experience',
  'trip',
  'person',
  'coupon',
  'gift-card',
  'transport-request',
  'booking',
  'closed-date',
  'review',
  'departure',
] as const;
export type AuditRecordKind = (typeof AUDIT_RECORD_KINDS)[number];

export interface AuditEntry {
  /** 'create', 'update', 'delete', or what the desk did: 'refund', 'check-in', 'reschedule', 'cancel', … */
  action: string;
  kind: AuditRecordKind;
  id: string;
  /** The record as it was (null when created), and as it is (null when deleted). */
  before?: unknown;
  after?: unknown;
}

/** Who did it: the signed-in person of a request (staff, or a traveller acting on their own booking). */
export interface AuditActor {
  id: string;
  fullName: string | null;
  role: string;
}

export function auditActor(request: FastifyRequest): AuditActor | null {
  const user = request.sessionUser;
  return user ? { id: user.id, fullName: user.fullName, role: user.role } : null;
}

/**
 * Appends one line to the audit trail (docs/product.md §15, "Audit trail"). Call it with the
 * transaction that makes the change, so the line exists exactly when the change does. The table
 * refuses UPDATE and DELETE (migration 0015): history is never rewritten.
 */
export async function recordAudit(
  db: Db,
  who: { actor: AuditActor | null; requestId?: string | null },
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
    actor_id: who.actor?.id ?? null,
    actor_name: who.actor?.fullName ?? null,
    actor_role: who.actor?.role ?? null,
    action: entry.action,
    record_kind: entry.kind,
    record_id: entry.id,
    before: (entry.before ?? null) as never,
    after: (entry.after ?? null) as never,
    request_id: who.requestId ?? null,
  });
}

/** The audit "who" of a request: its signed-in person and its id (the request log carries the same id). */
export function auditWho(request: FastifyRequest): { actor: AuditActor | null; requestId: string } {
  return { actor: auditActor(request), requestId: request.id };
}
