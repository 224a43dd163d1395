export { AUDIT_RECORD_KINDS, type AuditRecordKind } from '@hv/shared';
export { auditActor, auditWho, recordAudit, type AuditActor, type AuditEntry, type AuditWho } from './record.ts';
export { auditAdminRoutes } from './admin-routes.ts';
export { auditLinesOf } from './lines-of.ts';
export { saveAuditedSetting } from './setting-write.ts';
