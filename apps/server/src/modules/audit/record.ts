import type { FastifyRequest } from 'fastify';
import { auditSnapshot, type AuditRecordKind } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export interface AuditEntry {
  /** 'create', 'update', 'delete', or what the desk did: 'refund', 'check-in', 'reschedule', 'cancel', … */
  action: string;
  kind: AuditRecordKind;
  id: string;
  /**
   * The record's relevant fields as they were (null when created) and as they are (null when
   * deleted). Stored as JSON; fields named like a password, token or secret are dropped.
   */
  before?: unknown;
  after?: unknown;
}

/** Who did it: the signed-in person of a request (staff, or a traveller acting on their own booking). */
export interface AuditActor {
  id: string;
  fullName: string | null;
  role: string;
}

/** Who a line names, and the request that made it (the request log line carries the same id). */
export interface AuditWho {
  actor: AuditActor | null;
  requestId?: string | null;
}

export function auditActor(request: FastifyRequest): AuditActor | null {
  const user = request.sessionUser;
  return user ? { id: user.id, fullName: user.fullName ?? user.email, role: user.role } : null;
}

/**
 * Appends one line to the audit trail (docs/product.md §15, "Audit trail"). Call it with the
 * transaction that makes the change, so the line exists exactly when the change does. The table
 * refuses UPDATE and DELETE (migration 0015): history is never rewritten.
 */
export async function recordAudit(db: Db, who: AuditWho, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actor_id: who.actor?.id ?? null,
    actor_name: who.actor?.fullName ?? null,
    actor_role: who.actor?.role ?? null,
    action: entry.action,
    record_kind: entry.kind,
    record_id: entry.id,
    before: auditSnapshot(entry.before) as never,
    after: auditSnapshot(entry.after) as never,
    request_id: who.requestId ?? null,
  });
}

/** The audit "who" of a request: its signed-in person and its id (the request log carries the same id). */
export function auditWho(request: FastifyRequest): AuditWho {
  return { actor: auditActor(request), requestId: request.id };
}
