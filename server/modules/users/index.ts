// The users module's public surface: accounts (the first administrator, local accounts), the
// staff-accounts screens and a person's own documents on /profile. It builds on auth (ending
// sessions, super-admin confirmation), borrowers, objects (attaching uploads) and audit.
export { registerAdminUserRoutes } from './admin-users.routes';
export { createExternalBorrower, createLocalUser, ensureFirstAdministrator, type TNewExternalBorrower, type TNewLocalUser } from './users.service';
export { registerOwnProfileRoutes } from './own-profile.routes';
