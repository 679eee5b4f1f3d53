import { z } from 'zod';
import { AMOUNT_COMMA_HINT, formatCents, MAX_AMOUNT_CENTS, toCents } from '../money';

// Field builders every contract shares. Each message names its field, as the error handler shows
// a validation message on its own.

// Control characters (Unicode Cc: C0, DEL, C1). PostgreSQL cannot store NUL in text at all (the
// insert fails), and none of them belongs in a name, an e-mail address or a search.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NO_CONTROL = /^[^\u0000-\u001f\u007f-\u009f]*$/;
// Notes and addresses are typed in text areas: line breaks and tabs are theirs.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NO_CONTROL_BUT_LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

export type TTextOptions = {
  /** Allows \n, \r and \t (notes, addresses, descriptions). */
  multiline?: boolean;
  /** The message for a value that is not a string at all; zod's "Invalid input: expected string" when absent. */
  typeError?: string;
};

/**
 * Every text the API takes, body field or query or path parameter: a string without control
 * characters. `label` starts the message ("Notes must not contain control characters"); chain
 * .trim(), .max() and the rest as on z.string().
 */
export function text(label: string, options: TTextOptions = {}) {
  const base = options.typeError === undefined ? z.string() : z.string({ error: options.typeError });
  return base.regex(options.multiline ? NO_CONTROL_BUT_LINES : NO_CONTROL, {
    error: `${label} must not contain control characters`,
  });
}

export type TMoneyMessages = {
  /** Not a J$ amount with at most two decimals (or not text or a number at all). */
  invalid?: string;
  /** Above the ceiling, when the field's own rule words it better than "at most J$10,000,000.00". */
  tooLarge?: string;
  /** The field must be given: missing, null or blank text is refused with this message. */
  required?: string;
  /** The floor: fewer cents than this are refused with the message (0: "J$0.00 or more", 1: "more than 0"). */
  min?: { cents: number; message: string };
};

// The ceiling is checked here, before any service, so no amount above it reaches a numeric(12,2)
// column. A field may add its floor (min) and require itself (required); limits that depend on the
// loan or the shop (at least J$100.00, at most what is owed) are their services' rules.
const invalidOf = (label: string, messages: TMoneyMessages) => messages.invalid ?? `${label} must be an amount in J$ with at most two decimals.`;

function checkAmount(label: string, messages: TMoneyMessages) {
  const invalid = invalidOf(label, messages);
  const tooLarge = messages.tooLarge ?? `${label} must be at most ${formatCents(MAX_AMOUNT_CENTS)}.`;
  return (value: string | number, ctx: z.RefinementCtx) => {
    // Blank text is "not given": refused here when the field is required, else the service's default.
    if (typeof value === 'string' && value.trim() === '') {
      if (messages.required) ctx.addIssue({ code: 'custom', message: messages.required });
      return;
    }
    const cents = toCents(value);
    // toCents answers null past whole cents a Number holds (1e300): to a person that is still too large.
    const asNumber = typeof value === 'number' ? value : Number(value.replace(/,/g, ''));
    if ((cents ?? asNumber * 100) > MAX_AMOUNT_CENTS) {
      ctx.addIssue({ code: 'custom', message: tooLarge });
    } else if (cents === null) {
      const hint = typeof value === 'string' && value.includes(',') ? ` ${AMOUNT_COMMA_HINT}` : '';
      ctx.addIssue({ code: 'custom', message: `${invalid}${hint}` });
    } else if (messages.min && cents < messages.min.cents) {
      ctx.addIssue({ code: 'custom', message: messages.min.message });
    }
  };
}

/**
 * Every J$ amount the API takes: a decimal string ("1,500.00" too) or a JSON number, read by
 * toCents and at most MAX_AMOUNT_CENTS. The value stays as sent; services read its cents with toCents.
 */
export function moneyField(label: string, messages: TMoneyMessages = {}) {
  const notAmount = { error: invalidOf(label, messages) };
  // A required field's missing value (undefined or null) gets its "required" words, not "not an amount".
  const unionError = messages.required ? { error: (issue: { input?: unknown }) => (issue.input == null ? messages.required : invalidOf(label, messages)) } : notAmount;
  return z.union([text(label).max(30, notAmount), z.number(notAmount)], unionError).superRefine(checkAmount(label, messages));
}

/** The same field for a request the spec defines with a JSON number (the calculator's loanAmount). */
export function moneyNumberField(label: string, messages: TMoneyMessages & { typeError: string }) {
  return z.number({ error: messages.typeError }).superRefine(checkAmount(label, messages));
}

/** A whole number from a query string ("2"), within bounds, with messages naming the field. */
export const wholeNumber = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field} must be a whole number` })
    .int({ error: `${field} must be a whole number` })
    .min(min, { error: `${field} must be at least ${min}` })
    .max(max, { error: `${field} must be at most ${max}` });

/** Any UUID PostgreSQL's uuid type takes (hex in 8-4-4-4-12): ids outside it are refused before any query. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

/**
 * A path parameter `id`. Any text on purpose: each service checks its format (a UUID or a number)
 * before any query, so a malformed id (control characters included) answers 404 like an unknown
 * one, never 400.
 */
export const ZIdParams = z.object({ id: z.string() });
export type TIdParams = z.infer<typeof ZIdParams>;

/** A real calendar day as YYYY-MM-DD ("2026-02-30" is refused here, not by the database). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The message of a day field that is not a real calendar day. */
export const dayInvalidMessage = (label: string) => `${label} must be a calendar date written YYYY-MM-DD.`;

/**
 * The one day field every contract uses (body or query): a real calendar day written YYYY-MM-DD
 * ("2026-02-30" is refused here), its message naming the field unless the contract words its own.
 * Services trust what it parsed.
 */
export const dayField = (label: string, message: string = dayInvalidMessage(label)) => text(label).trim().refine(isCalendarDay, { error: message });

/** An optional day of a query: blank is the same as absent (the service's default applies). */
export const optionalDayField = (label: string, message: string = dayInvalidMessage(label)) =>
  text(label)
    .trim()
    .refine((day) => day === '' || isCalendarDay(day), { error: message })
    .transform((day) => (day === '' ? undefined : day))
    .optional();

/** An /objects/uploads/<id> path, as POST /api/objects/upload answers it. */
export const UPLOAD_PATH = /^\/objects\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A field holding the path of a file the caller uploaded; anything else is refused with the message. */
export const uploadPathField = (label: string, message: string) =>
  text(label, { typeError: message })
    .trim()
    .max(100, { error: message })
    .refine((value) => UPLOAD_PATH.test(value), { error: message });
