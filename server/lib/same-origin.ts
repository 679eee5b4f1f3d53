import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery guard: every mutating request must come from a page of this site,
 * told by its Origin (or, failing that, Referer) header. The site is APP_URL or the Host the request named.
 * It looks at the method only, never at the path: the router decodes %xx before matching, so a
 * rule on the URL text ("/api/...") let "/%61pi/..." through, and no mutating request of this app
 * (API calls, the signed upload PUT) has a reason to come from another site.
 */
export function registerSameOriginCheck(app: FastifyInstance, appUrl: string): void {
  const configured = new URL(appUrl).origin;
  const allowed = (request: FastifyRequest, origin: string) => {
    if (origin === configured) return true;
    const host = request.headers.host;
    return !!host && (origin === `${request.protocol}://${host}`);
  };
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // The usual case, an Origin header exactly this site's, needs no URL parse.
    if (request.headers.origin === configured) return;
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (!origin || !allowed(request, origin)) {
      throw new AppError('FORBIDDEN', 'This request must come from the Pawnbook site itself (cross-site request refused).');
    }
  });
}
