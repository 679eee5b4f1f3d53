import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';

/**
 * What helmet sends with every answer of this app. uploadOrigins: where else the browser sends
 * files (an S3 bucket's presigned PUT); without it in connect-src every upload fails in the browser.
 */
export function helmetOptions(secureCookies: boolean, uploadOrigins: readonly string[] = []): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...uploadOrigins],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: secureCookies ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets with these options, taken from helmet itself (one request to a throwaway
 * instance), for answers written before any hook can run: router errors and Node's parser errors.
 * They do not depend on the request (no CSP nonces here), so once at start is enough.
 */
export async function securityHeadersOf(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(fastifyHelmet, options);
    probe.get('/', async () => '');
    const res = await probe.inject({ method: 'GET', url: '/' });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.headers)) {
      if (typeof value === 'string' && !GENERAL_HEADERS.has(name)) headers[name] = value;
    }
    return headers;
  } finally {
    await probe.close();
  }
}

// Set by Node or Fastify on any answer, not by helmet.
const GENERAL_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
