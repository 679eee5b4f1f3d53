import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAuthConfigResponse } from '@common/contracts/dashboard';
import type { TExternalSignInError } from '@common/contracts/external-sign-in';
import { isStaffRole, type TRole } from '@common/roles';
import type { TAppContext } from '../../app-context';
import { createOidcClient, newChecks } from './oidc-client';
import { LOGIN_ATTEMPT_TTL_MS, loginCookieName, openLoginAttempt, safeReturnTo, sealLoginAttempt } from './oidc-login-cookie';
import { ExternalSignInRefused, resolveExternalAccount } from './oidc-sign-in.service';

export const DEFAULT_PROVIDER_NAME = 'Single sign-on';

/** Staff and it land in the admin area, borrowers on their own home (DESIGN decision 2). */
function landingPathOf(role: TRole): string {
  return isStaffRole(role) || role === 'it' ? '/admin' : '/dashboard';
}

const queryValue = (query: unknown, name: string): unknown => (query && typeof query === 'object' ? (query as Record<string, unknown>)[name] : undefined);

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * External sign-in (OpenID Connect, authorization code flow with PKCE S256, state and nonce). Both
 * routes are browser navigations, so every failure is a redirect to /login?error=<reason> with no
 * session, never an error page.
 */
export async function registerExternalSignInRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const settings = ctx.env.oidc;
  const oidc = settings ? createOidcClient(settings) : null;
  const cookieName = loginCookieName(ctx.env.secureCookies);
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.env.secureCookies,
    maxAge: Math.floor(LOGIN_ATTEMPT_TTL_MS / 1000),
  };
  const backToLogin = (reply: FastifyReply, reason: TExternalSignInError) => reply.redirect(`/login?error=${reason}`, 302);

  r.get('/api/auth/config', { schema: { response: { 200: ZAuthConfigResponse } } }, async () => ({
    externalProviderEnabled: settings !== null,
    externalProviderName: settings?.providerName ?? DEFAULT_PROVIDER_NAME,
  }));

  r.get('/api/auth/login', async (request, reply) => {
    if (!oidc) return backToLogin(reply, 'external_unavailable');
    const checks = newChecks();
    let url: URL;
    try {
      url = await oidc.authorizationUrl(checks);
    } catch (error) {
      request.log.warn({ reason: describe(error) }, 'the OpenID provider could not be reached');
      return backToLogin(reply, 'external_unavailable');
    }
    const returnTo = safeReturnTo(queryValue(request.query, 'returnTo'));
    reply.setCookie(cookieName, sealLoginAttempt(ctx.secret, { ...checks, returnTo, expiresAt: Date.now() + LOGIN_ATTEMPT_TTL_MS }), cookieOptions);
    return reply.redirect(url.href, 302);
  });

  // A GET that writes: a first sign-in makes the account, and every sign-in links the person's
  // borrower records to it (registerChangeVersions reads writesData).
  r.get('/api/auth/callback', { config: { writesData: true } }, async (request, reply) => {
    // One use: whatever happens next, this attempt's cookie is gone.
    const attempt = openLoginAttempt(ctx.secret, request.cookies[cookieName]);
    reply.clearCookie(cookieName, { path: '/', secure: ctx.env.secureCookies, httpOnly: true, sameSite: 'lax' });
    if (!settings || !oidc) return backToLogin(reply, 'external_unavailable');
    if (!attempt) return backToLogin(reply, 'external_expired');
    if (queryValue(request.query, 'error') === 'access_denied') return backToLogin(reply, 'external_cancelled');
    const queryAt = request.url.indexOf('?');
    const callbackUrl = new URL(`${settings.redirectUri}${queryAt >= 0 ? request.url.slice(queryAt) : ''}`);
    let identity;
    try {
      identity = await oidc.completeSignIn(callbackUrl, attempt);
    } catch (error) {
      // A forged, replayed or tampered answer, a provider error, a code the provider refused.
      request.log.warn({ reason: describe(error) }, 'external sign-in answer refused');
      return backToLogin(reply, 'external_failed');
    }
    try {
      const user = await resolveExternalAccount(ctx.db, settings, identity, request.ip);
      await ctx.sessions.start(request, reply, user);
      return reply.redirect(attempt.returnTo ?? landingPathOf(user.role as TRole), 302);
    } catch (error) {
      if (!(error instanceof ExternalSignInRefused)) throw error;
      request.log.info({ reason: error.reason, sub: identity.sub }, 'external sign-in refused');
      return backToLogin(reply, error.reason);
    }
  });

  // Signing out at the provider too, where it offers RP-initiated logout; it returns to /login.
  r.get('/api/auth/provider-logout', async (request, reply) => {
    const loggedOut = '/login?logout=true';
    if (!oidc) return reply.redirect(loggedOut, 302);
    try {
      const url = await oidc.endSessionUrl(`${ctx.env.APP_URL}${loggedOut}`);
      return reply.redirect(url?.href ?? loggedOut, 302);
    } catch (error) {
      request.log.warn({ reason: describe(error) }, 'the OpenID provider could not be reached');
      return reply.redirect(loggedOut, 302);
    }
  });
}
