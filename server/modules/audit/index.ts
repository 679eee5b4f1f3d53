// The audit module's public surface: every staff mutation writes its row through recordAudit, in
// its own transaction; the Activity view reads them.
export { registerAuditRoutes } from './audit.routes';
export { recordAudit, SYSTEM_ACTOR, type TAuditActor } from './audit.service';
