import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERROR_STATUS, GENERIC_SERVER_ERROR, type TErrorKind } from './errors';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty although a JSON content type was sent',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body length does not match its Content-Length',
  FST_ERR_VALIDATION: 'Request is not valid',
};

// The contracts refuse control characters in every text (common/contracts/fields.ts); should some
// input still reach SQL with text PostgreSQL cannot hold, it is the request's fault, not ours:
// 22021 character_not_in_repertoire (NUL in text), 22P05 untranslatable_character (\u0000 in jsonb).
const INVALID_TEXT_SQLSTATES = new Set(['22021', '22P05']);
export const INVALID_TEXT_MESSAGE = 'The request holds characters that cannot be stored (such as a NUL character).';

/** The SQLSTATE of a database error, also when wrapped (drizzle's DrizzleQueryError keeps it in cause). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** 23505 unique_violation: another write took the same key first. */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';

/**
 * 40P01 deadlock_detected, 55P03 lock_not_available (lock_timeout): the transaction waited for
 * locks another one held and was rolled back; nothing it did is kept, and it may simply be tried again.
 */
export const isLockConflict = (error: unknown): boolean => ['40P01', '55P03'].includes(sqlStateOf(error) ?? '');

/** zod's own wording ("Invalid input: expected number") is clearer with the field name in front. */
function describeIssue(issue: { message?: string | undefined; instancePath?: string; params?: unknown }): string {
  const message = issue.message ?? 'is not valid';
  const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
  const field = params?.issue?.path?.map(String).join('.') || issue.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  const generic = /^(Invalid|Expected|Too (small|big)|Unrecognized|is not valid)/.test(message);
  return field && generic ? `${field}: ${message}` : message;
}

/** The code of a framework's own 4xx (a body too large, a bad content type...): the kind its status names. */
function kindOfStatus(status: number): TErrorKind {
  const kind = (Object.keys(ERROR_STATUS) as TErrorKind[]).find((k) => ERROR_STATUS[k] === status);
  return kind ?? 'BAD_REQUEST';
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).headers(error.headers).send({ message: error.message, code: error.errorCode });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({ message: first ? describeIssue(first) : 'Request is not valid', code: 'VALIDATION_FAILED' });
    }
    if (INVALID_TEXT_SQLSTATES.has(sqlStateOf(error) ?? '')) {
      return reply.code(400).send({ message: INVALID_TEXT_MESSAGE, code: 'VALIDATION_FAILED' });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        (error.code && FRAMEWORK_MESSAGES[error.code]) ||
        (status === 429 ? 'Too many requests. Please wait a moment and try again.' : error.message) ||
        'Request could not be processed';
      return reply.code(status).send({ message, code: kindOfStatus(status) });
    }
    // The logger's err serializer (lib/logger.ts) keeps the SQL and SQLSTATE and drops parameters,
    // row details and everything else the error carries; the route is named by its pattern, not its URL.
    request.log.error({ err: error, route: request.routeOptions.url }, 'unhandled error');
    return reply.code(500).send({ message: GENERIC_SERVER_ERROR });
  });
}
