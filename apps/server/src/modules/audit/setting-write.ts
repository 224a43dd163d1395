import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { auditWho, recordAudit } from './record.ts';

/**
 * A staff setting written and audited in one transaction (`Ajustes`, `Programa de Recompensas`):
 * the row locked, replaced, and the change recorded with what it was before — `defaultBefore` when
 * the setting had never been saved (decision 0224).
 */
export async function saveAuditedSetting(
  db: Db,
  request: FastifyRequest,
  key: string,
  value: unknown,
  defaultBefore: unknown = null,
): Promise<void> {
  const by = request.sessionUser?.id ?? null;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(settings).where(eq(settings.key, key)).for('update');
    await tx
      .insert(settings)
      .values({ key, value, updated_by: by })
      .onConflictDoUpdate({ target: settings.key, set: { value, updated_at: new Date(), updated_by: by } });
    await recordAudit(tx, auditWho(request), {
      action: before ? 'update' : 'create',
      kind: 'settings',
      id: key,
      before: before?.value ?? defaultBefore,
      after: value,
    });
  });
}
