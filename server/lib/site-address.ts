import type { FastifyInstance } from 'fastify';

// Which address the site works at. A browser treats http://localhost:5000 and
// http://127.0.0.1:5000 as two different sites: cookies, the Content-Security-Policy's 'self' and
// a bucket's CORS rule are per site, so an address built from one fails on a page opened at the
// other, and the browser tells only its console why.

// Listening on these means every interface; from this machine the site is reached as localhost.
const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '[::]', '0:0:0:0:0:0:0:0']);

/** The address the server answers at on this machine: http://HOST:PORT (IPv6 in brackets), localhost when HOST is every interface. */
export function listenUrlOf(host: string, port: number): string {
  const name = host.trim().toLowerCase();
  if (EVERY_INTERFACE.has(name)) return `http://localhost:${port}`;
  const bare = name.replace(/^\[|\]$/g, '');
  return `http://${bare.includes(':') ? `[${bare}]` : bare}:${port}`;
}

/** The line main.ts prints once it listens: the address that opens the site, and APP_URL when people use another. */
export function startupLine(input: { appUrl: string; listenUrl: string; database: string }): string {
  const { appUrl, listenUrl, database } = input;
  if (new URL(appUrl).origin === new URL(listenUrl).origin) return `Pawnbook is running at ${appUrl} (database: ${database})`;
  return `Pawnbook is listening on ${listenUrl}; people open it at ${appUrl} (APP_URL) (database: ${database})`;
}

/** "host:port" as a URL of this protocol writes it (no :80 on http, no :443 on https), or null if it is no host at all. */
function normalHost(protocol: string, host: string): string | null {
  try {
    return new URL(`${protocol}://${host}`).host;
  } catch {
    return null;
  }
}

// Each unexpected host is told once per process; past this many the hint has been made.
const MAX_HOSTS_TOLD = 20;
// Host headers already looked at (each parsed once: a URL parse was 3% of a calculator call's CPU);
// past this many distinct values, new ones are parsed on every request instead of remembered.
const MAX_HOSTS_SEEN = 1_000;

/**
 * Logs, once per host, a request that named a host other than APP_URL's. Pages opened there load
 * and read, but every change they send (signing in, forms, uploads) is refused with 403 by the
 * same-origin check (same-origin.ts), unless that host is one of APP_URL's loopback names; and what
 * follows APP_URL leads back to it (links in e-mails, the sign-in redirect, the bucket's CORS rule).
 * The health route is left out: load balancers probe it by the instance's own address.
 */
export function registerHostHint(app: FastifyInstance, appUrl: string): void {
  const configured = new URL(appUrl);
  const told = new Set<string>();
  // A Host header seen before needs nothing more: it was APP_URL's host, no host at all, or told.
  const seen = new Set<string>();
  app.addHook('onRequest', async (request) => {
    if (told.size >= MAX_HOSTS_TOLD || request.url === '/api/health' || request.url.startsWith('/api/health?')) return;
    const raw = request.host.slice(0, 255);
    if (seen.has(raw)) return;
    if (seen.size < MAX_HOSTS_SEEN) seen.add(raw);
    const host = normalHost(configured.protocol.replace(':', ''), raw);
    if (host === null || host === configured.host || told.has(host)) return;
    told.add(host);
    const opened = `${request.protocol}://${host}`;
    request.log.warn(
      { host, appUrl: configured.origin },
      `A request arrived for ${opened}, but APP_URL is ${configured.origin}. Links in e-mails, the sign-in redirect and the ` +
        `bucket's upload rule use APP_URL: open the site at ${configured.origin}, or set APP_URL=${opened} if that is the address people use.`,
    );
  });
}
