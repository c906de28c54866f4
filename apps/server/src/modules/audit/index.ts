// The audit log: other modules append through appendAudit (pass your transaction, call it last).
export { appendAudit, type AuditEntry } from './audit-chain';
