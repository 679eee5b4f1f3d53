import { z } from 'zod';

/**
 * Every code a 4xx answer carries beside its message (issue 42): clients branch on the code, never
 * on the wording. The first group names the kind of refusal when no rule names it more closely;
 * the second the rules a client or a caller acts on. server/lib/error-codes.test.ts lists where
 * each is raised.
 */
export const ERROR_CODES = {
  BAD_REQUEST: 'The request is not valid; the message says why.',
  VALIDATION_FAILED: "A field of the request does not meet the route's contract.",
  UNAUTHORIZED: 'Not signed in, or the credentials given are not right.',
  FORBIDDEN: 'Signed in, but not allowed to do this.',
  NOT_FOUND: 'There is no such record (or it is not yours to see).',
  CONFLICT: 'The record is not in a state that allows this.',
  GONE: 'A link that existed has expired or been used.',
  PAYLOAD_TOO_LARGE: 'The request or file is larger than allowed.',
  UNSUPPORTED_MEDIA_TYPE: 'The file or body is of a type not taken here.',
  TOO_MANY_REQUESTS: 'Too many tries: wait (Retry-After) and try again.',
  SERVICE_UNAVAILABLE: 'A service the request needs is not available now.',
  OUTSTANDING_BALANCE: 'A payment above what the loan still owes.',
  POLICE_HOLD: 'An item of the pledge is on police hold.',
  GUARANTOR_NOT_AGREED: 'The guarantor has not agreed to the loan, so it cannot be approved.',
  NOT_REDEEMABLE_YET: "A pledge offered for sale before its redeemable-until day has passed.",
  RENEWAL_PAYMENT_TOO_LOW: 'A renewal payment that does not cover the charges due, or leaves nothing for the loan.',
  TICKET_MISMATCH: "The ticket number given is not the pledge's.",
  LOAN_TO_VALUE: "A counter pawn's loan above the shop's loan-to-value share of the appraised goods.",
  NO_OPEN_DRAWER: 'Cash paid out at the counter by a clerk whose cash drawer is not open.',
  BOOKS_MONTH_CLOSED: 'The books for that month are closed: nothing more is booked in it.',
  BOOKS_MONTH_NOT_OVER: 'A month can be closed from the first day of the next one.',
  BOOKS_EARLIER_MONTH_OPEN: 'Months close in order: an earlier month is still open.',
  BOOKS_BEFORE_FIRST_MONTH: 'The books have nothing in that month: the first month to close is later.',
} as const;
export type TErrorCode = keyof typeof ERROR_CODES;

export const ZErrorResponse = z.object({ message: z.string(), code: z.string() });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
