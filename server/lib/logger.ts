import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

// What the logs may hold. They are shipped off the machine, so they carry what an operator needs
// to find a fault (what failed, where, the SQL statement and its SQLSTATE, ids) and never what the
// request or the database row held: no query parameters, no bodies, no credentials, no borrower PII.
// Errors are written by an allow-list serializer (below), and the keys in REDACTED_KEYS are masked
// wherever a log call names them, as a second line of defence.

/**
 * Keys masked in any logged object, at the top level and one level down (pino's redact paths):
 * credentials (a leak is an account takeover), borrower and staff PII (DESIGN section 5: staff
 * only), and whole payloads (they can hold any of these).
 */
export const REDACTED_KEYS = [
  // credentials and secrets
  'password',
  'passwordHash',
  'hash',
  'secret',
  'token',
  'apiKey',
  'accessKeyId',
  'secretAccessKey',
  'authorization',
  'cookie',
  'sess',
  // personal data of borrowers, guarantors and staff
  'email',
  'borrowerEmail',
  'toAddress',
  'trn',
  'borrowerTRN',
  'guarantorTRN',
  'idNumber',
  'idDocumentNumber',
  'borrowerID',
  'phone',
  'borrowerPhone',
  'guarantorPhone',
  'address',
  'borrowerAddress',
  'guarantorAddress',
  'bankAccountNumber',
  // whole payloads and SQL parameters
  'body',
  'params',
  'parameters',
] as const;

/**
 * Headers that carry a credential (a session cookie is a signed-in session), masked at the top and
 * up to four levels down: a library may log a whole options object holding the headers
 * (@fastify/multipart logged { busboyOptions: { headers } }). pino's wildcards match one level
 * each, hence one path per depth.
 */
const CREDENTIAL_HEADERS = ['cookie', 'set-cookie', 'authorization'] as const;
const MASKED_DEPTHS = 5;

const pathAt = (key: string, depth: number): string => {
  const wildcards = Array.from({ length: depth }, () => '*');
  return /^[a-z]+$/i.test(key) ? [...wildcards, key].join('.') : `${wildcards.join('.')}["${key}"]`;
};

const REDACT_PATHS = [
  ...new Set([
    ...REDACTED_KEYS.flatMap((key) => [key, `*.${key}`]),
    ...CREDENTIAL_HEADERS.flatMap((key) => Array.from({ length: MASKED_DEPTHS }, (_, depth) => pathAt(key, depth))),
  ]),
];

// The last net, on the written line itself: this app's cookies by name, wherever they appear (in a
// message, an array of raw headers, deeper than the paths reach). Cookie names: pawnbook_sid,
// __Host-pawnbook_sid, pawnbook_vid.
const OWN_COOKIE_VALUE = /((?:__Host-)?pawnbook_[a-z]+=)[^;,"\\\s]+/gi;
const maskOwnCookies = (line: string): string => (line.includes('pawnbook_') ? line.replace(OWN_COOKIE_VALUE, '$1[redacted]') : line);

// An e-mail address in a path (/api/borrowers/{email}/bank-account), raw or percent-encoded: the
// whole path segment holding the @ is masked.
const EMAIL_SEGMENT = /[^/]*(?:@|%40)[^/]*/gi;
const maskEmails = (path: string): string => path.replace(EMAIL_SEGMENT, '[email]');

type TSafeError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  /** The failing statement without its parameters (drizzle and PGlite errors carry it). */
  sql?: string;
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  cause?: TSafeError;
};

// Database errors that name identifiers keep them; values follow a colon ('invalid input syntax
// for type uuid: "..."', 'invalid input value for enum role: "..."') and are dropped.
const QUOTED_VALUE = /: "(?:[^"]|"")*"/g;
// Node's JSON.parse messages quote the text they were given.
const JSON_INPUT = /"(?:[^"\\]|\\.)*" is not valid JSON/g;

const isDatabaseError = (error: unknown): boolean =>
  !!error && typeof error === 'object' && typeof (error as { code?: unknown }).code === 'string' && /^[0-9A-Z]{5}$/.test((error as { code: string }).code);

/** An error's message without what it quotes of the data: drizzle's "params: ..." line, values in database messages, JSON input. */
export function safeErrorMessage(error: unknown): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error';
  const message = raw.replace(/\nparams: [\s\S]*$/, '').replace(JSON_INPUT, '[redacted] is not valid JSON');
  return isDatabaseError(error) ? message.replace(QUOTED_VALUE, ': [redacted]') : message;
}

const STRING_FIELDS = ['severity', 'schema', 'table', 'column', 'constraint', 'routine'] as const;

/**
 * The log form of an error: an allow-list of fields, so the parameters, query values, row details
 * ("Failing row contains ...", "Key (email)=(...)") and anything else a library hangs on an error
 * never reach the log. Causes are kept in the same form.
 */
export function serializeError(error: unknown, depth = 0): TSafeError {
  const e = (error && typeof error === 'object' ? error : {}) as Record<string, unknown>;
  const type = error instanceof Error ? error.constructor.name || error.name : typeof error;
  const message = safeErrorMessage(error);
  const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const safe: TSafeError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  if (typeof e.code === 'string') safe.code = e.code;
  if (typeof e.statusCode === 'number') safe.statusCode = e.statusCode;
  if (typeof e.query === 'string') safe.sql = e.query;
  for (const field of STRING_FIELDS) {
    if (typeof e[field] === 'string') safe[field] = e[field];
  }
  if (e.cause !== undefined && depth < 3) safe.cause = serializeError(e.cause, depth + 1);
  return safe;
}

/** The request as logged: method and path, never the query string (searches, upload tokens) nor an e-mail address. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskEmails(request.url.split('?')[0] ?? ''),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export type TLoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
export type TLogStream = { write: (line: string) => void };

/** The one logger configuration of the app. `stream` is for tests that read what was logged. */
export function loggerOptions(level: string, stream?: TLogStream): TLoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, req: serializeRequest },
    hooks: { streamWrite: maskOwnCookies },
    ...(stream ? { stream } : {}),
  };
}

/**
 * Libraries log their internals through the request's logger at debug and trace (@fastify/multipart
 * wrote every header of a multipart request, the session cookie among them). The app itself logs
 * nothing below info, so with LOG_LEVEL=debug or trace every route still logs at info: the app log
 * never holds a library's view of a request. Registered before the routes (onRoute sees later ones).
 */
export function keepLibraryDebugOut(app: FastifyInstance, level: string): void {
  if (level !== 'debug' && level !== 'trace') return;
  app.addHook('onRoute', (route) => {
    route.logLevel ||= 'info';
  });
}
