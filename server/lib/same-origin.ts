import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// How URL writes a loopback host; the names a browser may use for this machine.
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * The origins that are this site: APP_URL's. When APP_URL names this machine by a loopback name
 * (the default, tests, a local install), its other loopback names at the same scheme and port are
 * this site too: a browser counts localhost and 127.0.0.1 as two sites, yet both reach this same
 * server, and people open a local install by either.
 */
function siteOriginsOf(appUrl: string): Set<string> {
  const url = new URL(appUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return new Set([url.origin]);
  const port = url.port ? `:${url.port}` : '';
  return new Set([url.origin, ...LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`)]);
}

/**
 * Cross-site request forgery guard: every mutating request must come from a page of this site,
 * told by its Origin (or, failing that, Referer) header. The site is APP_URL (siteOriginsOf), never
 * the Host the request names: the sender chooses that header too, so a foreign page's request that
 * named its own host as Host passed a Host comparison.
 * It looks at the method only, never at the path: the router decodes %xx before matching, so a
 * rule on the URL text ("/api/...") let "/%61pi/..." through, and no mutating request of this app
 * (API calls, the signed upload PUT) has a reason to come from another site.
 */
export function registerSameOriginCheck(app: FastifyInstance, appUrl: string): void {
  const site = siteOriginsOf(appUrl);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // The usual case, an Origin header exactly this site's, needs no URL parse.
    if (request.headers.origin !== undefined && site.has(request.headers.origin)) return;
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (!origin || !site.has(origin)) {
      throw new AppError('FORBIDDEN', 'This request must come from the Pawnbook site itself (cross-site request refused).');
    }
  });
}
