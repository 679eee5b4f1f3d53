// The users module's public surface: accounts (the first administrator, local accounts) and the
// staff-accounts screens. It builds on auth (ending sessions, super-admin confirmation) and audit.
export { registerAdminUserRoutes } from './admin-users.routes';
export { createLocalUser, ensureFirstAdministrator, type TNewLocalUser } from './users.service';
