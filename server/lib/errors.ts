// Typed errors with one mapping table: services throw AppError, the error handler answers
// { message, code } (issue 42: the code is stable, the message is for people).
import type { TErrorCode } from '@common/contracts/errors';

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  // A link that existed but has expired or been used (a guarantor's, issue 33).
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

/** The kind of refusal: its HTTP status, and the answer's code unless the rule names its own. */
export type TErrorKind = keyof typeof ERROR_STATUS;

export type TAppErrorOptions = {
  headers?: Record<string, string>;
  /** The rule's own code (common/contracts/errors.ts), where a client acts on it; else the kind. */
  code?: TErrorCode;
};

export class AppError extends Error {
  readonly code: TErrorKind;
  readonly headers: Record<string, string>;
  /** What the answer's `code` says. */
  readonly errorCode: TErrorCode;

  constructor(code: TErrorKind, message: string, options: TAppErrorOptions = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.headers = options.headers ?? {};
    this.errorCode = options.code ?? code;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again.';
