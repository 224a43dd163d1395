export {
  AUDIT_RECORD_KINDS,
  auditActor,
  auditWho,
  recordAudit,
  type AuditActor,
  type AuditEntry,
  type AuditRecordKind,
} from './record.ts';
