// The audit module's public surface: every staff mutation writes its row through recordAudit, in
// its own transaction; the Activity view reads them, and a rule may read back the decisions it
// recorded about one record (listEntityAudit).
export { registerAuditRoutes } from './audit.routes';
export { listEntityAudit, type TAuditEntryRow } from './audit.repository';
export { recordAudit, SYSTEM_ACTOR, type TAuditActor } from './audit.service';
