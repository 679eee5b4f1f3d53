// The oidc module's public surface: external sign-in through any OpenID Connect provider
// (/api/auth/config, /api/auth/login, /api/auth/callback, /api/auth/provider-logout). It builds on
// auth (accounts by e-mail), users (a first sign-in's borrower account), borrowers (linking records).
export { registerExternalSignInRoutes } from './oidc.routes';
