import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { STANDARD_PASSWORD_HASH_COST, type TPasswordHashCost } from './lib/passwords';
import { redactSettingValue } from './lib/redact-credentials';
import { listenUrlOf } from './lib/site-address';

// The only reader of process.env. Everything else receives a parsed TEnv.

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const S3_REQUIRED = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const OIDC_REQUIRED = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

/** Loopback hosts, where a plain-http issuer is accepted (development and tests). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

// proxy-addr's names for ranges (Fastify's trustProxy hands the list to it).
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address (127.0.0.1, ::1), a CIDR range (10.0.0.0/8, fd00::/8) or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

const SAY_THE_PROXY =
  'give the addresses of the proxies in front of Pawnbook: TRUST_PROXY=127.0.0.1 for a proxy on this machine, ' +
  'or their addresses and ranges, comma-separated (TRUST_PROXY=10.0.0.5 or TRUST_PROXY=10.0.0.0/8,uniquelocal)';

/**
 * The proxies whose X-Forwarded-For entries to believe, as Fastify's trustProxy takes them: the
 * client is the last address none of them added. Off when unset, false or 0.
 * "true" believed every entry, so a client that wrote a new address on each try was a new client to
 * the sign-in throttle. A count of proxies cannot tell a proxy from a client that connects directly,
 * and Fastify (5.12.1 on) trusts nothing for one, so every client would share the proxy's address.
 * Both are refused at start, saying what to set.
 */
function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): false | string[] {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') {
    ctx.addIssue({ code: 'custom', message: `true would believe any address a client writes into X-Forwarded-For; ${SAY_THE_PROXY}` });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    ctx.addIssue({ code: 'custom', message: `a number of proxies cannot tell a proxy from a client that connects directly; ${SAY_THE_PROXY}` });
    return z.NEVER;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  if (!entries.every(isProxyAddress)) {
    ctx.addIssue({ code: 'custom', message: `must be addresses or ranges; ${SAY_THE_PROXY}` });
    return z.NEVER;
  }
  return entries;
}

/** Twice this machine's cores, from 4 to 10: PostgreSQL's own rule of thumb for a pool on its machine. */
export function defaultPoolSize(cores = os.availableParallelism()): number {
  return Math.min(10, Math.max(4, 2 * cores));
}

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(1).max(65535).default(5000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    // The built client to serve; unset means dist/client beside the server (a second checkout's
    // or a preview build can be served by pointing here).
    CLIENT_DIR: optionalText,
    DATABASE_URL: optionalText.pipe(
      z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL').optional(),
    ),
    // Connections to DATABASE_URL this instance opens at most. The default suits PostgreSQL on the
    // same machine: twice its cores (4 to 10); more queries at once than that only share the CPU
    // and lengthen every answer (a name search at 100k on 2 cores: p99 28 ms with 10, 21 with 4).
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(defaultPoolSize()),
    APP_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
    APP_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    ADMIN_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(10, 'must be at least 10 characters').optional()),
    // The first super admin's name ("Jane Brown"); without it they are asked at their first sign-in.
    ADMIN_NAME: optionalText.pipe(
      z
        .string()
        .max(200, 'must be at most 200 characters')
        // eslint-disable-next-line no-control-regex -- control characters have no place in a name
        .regex(/^[^\u0000-\u001f\u007f-\u009f]*$/, 'must not contain control characters')
        .optional(),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: optionalText.transform(parseTrustProxy),
    SESSION_TTL_HOURS: positiveInt(12),
    LOGIN_MAX_FAILURES: positiveInt(5),
    LOGIN_WINDOW_MINUTES: positiveInt(15),
    // argon2id's cost for new password hashes. The defaults are OWASP's; only tests go lower.
    PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(8).max(4_194_304).default(STANDARD_PASSWORD_HASH_COST.memoryKib),
    PASSWORD_HASH_ITERATIONS: z.coerce.number().int().min(1).max(100).default(STANDARD_PASSWORD_HASH_COST.iterations),
    BODY_LIMIT_BYTES: positiveInt(1_048_576),
    // Seconds between passes of the e-mail sender on this instance; 0 turns it off here.
    EMAIL_WORKER_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
    // Generous: at a shop counter many borrowers share one IP, and one form needs several uploads.
    UPLOAD_URLS_PER_VISITOR_PER_HOUR: positiveInt(60),
    UPLOAD_URLS_PER_IP_PER_HOUR: positiveInt(600),
    // S3-compatible object store; unset means files on local disk under DATA_DIR/objects.
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    // Path style (endpoint/bucket/key) works with MinIO, s3rver and most S3 look-alikes.
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
    // When true, each start sets the bucket's CORS rule so pages on APP_URL may PUT presigned uploads.
    S3_MANAGE_CORS: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    // External sign-in (OpenID Connect); off unless issuer, client id and secret are all set.
    OIDC_ISSUER: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    OIDC_PROVIDER_NAME: z.string().trim().min(1).max(60).default('Single sign-on'),
    OIDC_SCOPES: z
      .string()
      .trim()
      .default('openid email profile')
      .refine((v) => v.split(/\s+/).includes('openid'), 'must include openid'),
    // borrower: a verified e-mail with no account gets a borrower account; off: only accounts staff made.
    OIDC_NEW_USERS: z.enum(['borrower', 'off']).default('borrower'),
  })
  .superRefine((env, ctx) => {
    // A cheap hash makes a stolen database's passwords cheap to guess: tests only (DESIGN section 9).
    if (env.NODE_ENV !== 'test') {
      for (const [name, value, least] of [
        ['PASSWORD_HASH_MEMORY_KIB', env.PASSWORD_HASH_MEMORY_KIB, STANDARD_PASSWORD_HASH_COST.memoryKib],
        ['PASSWORD_HASH_ITERATIONS', env.PASSWORD_HASH_ITERATIONS, STANDARD_PASSWORD_HASH_COST.iterations],
      ] as const) {
        if (value < least) ctx.addIssue({ code: 'custom', path: [name], message: `must be at least ${least} (OWASP's minimum for argon2id); lower values are for tests only (NODE_ENV=test)` });
      }
    }
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
    // Half an S3 configuration would silently fall back to local disk on one instance while the
    // others use the bucket, so it stops the start instead.
    const given = S3_REQUIRED.filter((name) => env[name] !== undefined);
    if (given.length > 0) {
      for (const name of S3_REQUIRED.filter((n) => env[n] === undefined)) {
        ctx.addIssue({ code: 'custom', path: [name], message: `must be set together with ${given.join(', ')} (${S3_REQUIRED.join(', ')} go together)` });
      }
    }
    const oidcGiven = OIDC_REQUIRED.filter((name) => env[name] !== undefined);
    if (oidcGiven.length > 0) {
      for (const name of OIDC_REQUIRED.filter((n) => env[n] === undefined)) {
        ctx.addIssue({ code: 'custom', path: [name], message: `must be set together with ${oidcGiven.join(', ')} (${OIDC_REQUIRED.join(', ')} go together)` });
      }
    }
    // Tokens and the client secret travel to the issuer: plain http only to this machine itself.
    if (env.OIDC_ISSUER?.startsWith('http://') && !isLoopbackHost(new URL(env.OIDC_ISSUER).hostname)) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'must be https (plain http is accepted only on a loopback address)' });
    }
  });

/** Settings of the S3-compatible object store, or null for local disk. */
export type TS3Settings = {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/** External sign-in settings, or null when it is off. */
export type TOidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  providerName: string;
  scopes: string;
  newUsers: 'borrower' | 'off';
  /** APP_URL + /api/auth/callback: the address to register at the provider. */
  redirectUri: string;
};

/** A person's name split as the users table keeps it. */
export type TPersonName = { firstName: string; lastName: string | null };

export type TEnv = Omit<z.infer<typeof ZEnv>, 'APP_URL' | 'DATA_DIR'> & {
  APP_URL: string;
  /** ADMIN_NAME split: the last word is the last name, the rest the first ("Mary Ann Smith"). */
  adminName: TPersonName | null;
  DATA_DIR: string;
  /** true when APP_URL is https: cookies get the Secure flag. */
  secureCookies: boolean;
  s3: TS3Settings | null;
  oidc: TOidcSettings | null;
  passwordHashCost: TPasswordHashCost;
};

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): TEnv {
  const result = ZEnv.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const given = source[name];
      // Secrets are never shown; any other value is, without the credentials a URL may carry.
      const shown = given !== undefined && !/SECRET|PASSWORD|KEY_ID|TOKEN/.test(name) ? ` (got "${redactSettingValue(given)}")` : '';
      return `  ${name}: ${issue.message}${shown}`;
    });
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  // Unset, it is the address the server listens on, so links, redirects and uploads use one that
  // works (HOST=127.0.0.1 gives http://127.0.0.1:PORT, not a localhost that may be another site).
  const appUrl = (env.APP_URL ?? listenUrlOf(env.HOST, env.PORT)).replace(/\/+$/, '');
  return {
    ...env,
    APP_URL: appUrl,
    DATA_DIR: path.resolve(env.DATA_DIR),
    secureCookies: appUrl.startsWith('https://'),
    adminName: splitName(env.ADMIN_NAME),
    s3: toS3Settings(env),
    oidc: toOidcSettings(env, appUrl),
    passwordHashCost: { memoryKib: env.PASSWORD_HASH_MEMORY_KIB, iterations: env.PASSWORD_HASH_ITERATIONS },
  };
}

export function splitName(name: string | undefined): TPersonName | null {
  const words = (name ?? '').split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  if (words.length === 1) return { firstName: words[0]!.slice(0, 100), lastName: null };
  return { firstName: words.slice(0, -1).join(' ').slice(0, 100), lastName: words.at(-1)!.slice(0, 100) };
}

function toS3Settings(env: z.infer<typeof ZEnv>): TS3Settings | null {
  const { S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_BUCKET || !S3_ENDPOINT || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  return {
    bucket: S3_BUCKET,
    endpoint: S3_ENDPOINT.replace(/\/+$/, ''),
    region: env.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

function toOidcSettings(env: z.infer<typeof ZEnv>, appUrl: string): TOidcSettings | null {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = env;
  if (!OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET) return null;
  return {
    issuer: OIDC_ISSUER,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    providerName: env.OIDC_PROVIDER_NAME,
    scopes: env.OIDC_SCOPES.split(/\s+/).join(' '),
    newUsers: env.OIDC_NEW_USERS,
    redirectUri: `${appUrl}/api/auth/callback`,
  };
}

export function loadEnv(): TEnv {
  return parseEnv(process.env);
}
