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
 * Cross-site request forgery guard: a mutating /api call must come from a page of this site,
 * told by its Origin (or, failing that, Referer) header. The site is APP_URL or the Host the request named.
 */
export function registerSameOriginCheck(app: FastifyInstance, appUrl: string): void {
  const configured = new URL(appUrl).origin;
  const allowed = (request: FastifyRequest, origin: string) => {
    if (origin === configured) return true;
    const host = request.headers.host;
    return !!host && (origin === `${request.protocol}://${host}`);
  };
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (!origin || !allowed(request, origin)) {
      throw new AppError('FORBIDDEN', 'This request must come from the Pawnbook site itself (cross-site request refused).');
    }
  });
}
