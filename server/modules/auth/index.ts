// The auth module's public surface: sign-in, sessions, the throttle (with the sign-in locks that
// Staff Users shows and clears) and the super-admin confirmation that deletes ask for. It reads accounts from the users table itself and builds on
// borrowers alone (linking a person's borrower records at sign-in).
export { findUserByEmail, setAccountPassword } from './auth.repository';
export { createDeviceCookies, type TDeviceCookies } from './device-cookie';
export { registerAuthRoutes } from './auth.routes';
export { registerValidateAdminRoute } from './validate-admin.routes';
export { registerSessions } from './session.plugin';
export { deleteSessionsOfUser } from './session.repository';
export { spendAllResetTokens } from './password-reset.repository';
export { verifySuperAdminCredentials } from './super-admin-credentials.service';
export { clearSignInLocks, readSignInLocks, throttlePolicyOf, type TThrottlePolicy } from './throttle.service';
export { AUTH_JOBS } from './auth.jobs';
