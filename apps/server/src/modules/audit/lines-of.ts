import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import type { AuditRecordKind } from '@hv/shared';

/**
 * A record's lines of some actions, oldest first: what the record's own history on its screen
 * shows of the trail (a booking's date moves on the desk, decision 0186), whoever may read that screen.
 */
export function auditLinesOf(db: Db, kind: AuditRecordKind, id: string, actions: readonly string[]) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.record_kind, kind), eq(auditLog.record_id, id), inArray(auditLog.action, [...actions])))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}
