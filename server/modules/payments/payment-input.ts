import { isCalendarDay, isUuid } from '@common/contracts/fields';
import { IDEMPOTENCY_KEY, PAYMENT_MESSAGES as M, type TPaymentMethod, type TRecordPaymentRequest } from '@common/contracts/payments';
import { jamaicaDayOf, jamaicaNoon } from '@common/jamaica-time';
import { checkedCents } from '@common/money';
import { AppError } from '../../lib/errors';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export type TPaymentInput = {
  loanId: string;
  amountCents: number;
  lateChargeCents: number;
  method: TPaymentMethod;
  /** The Jamaica day the money came in. */
  day: string;
  reference: string | null;
  notes: string | null;
  key: string | null;
};

const fail = (message: string): never => {
  throw new AppError('BAD_REQUEST', message);
};

/** An optional amount the contract has checked (format, floor, ceiling): J$0.00 when absent or blank. */
const centsOrZero = (value: string | number | null | undefined): number =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? 0 : checkedCents(value);

/** A real calendar day (common/contracts/fields.ts's rule) in the years a payment can be made. */
const isPaymentDay = (day: string) => isCalendarDay(day) && day >= '2000-01-01' && day <= '2100-12-31';

/** A day given as "YYYY-MM-DD", or the Jamaica day of an ISO date-time; today when absent. */
function dayOf(raw: string | null | undefined, today: string): string {
  const text = raw?.trim() ?? '';
  if (text === '') return today;
  if (DAY.test(text)) return isPaymentDay(text) ? text : fail(M.dateInvalid);
  const at = new Date(text);
  if (!DATE_TIME.test(text) || Number.isNaN(at.getTime())) return fail(M.dateInvalid);
  return jamaicaDayOf(at);
}

/**
 * Checks everything that needs no database and the contract cannot: the loan id, the date (not
 * after today in Jamaica) and the idempotency key, which may come in the body, the header, or both
 * if they agree.
 */
export function parsePaymentInput(body: TRecordPaymentRequest, headerKey: string | undefined, today: string): TPaymentInput {
  const loanId = body.loanApplicationId?.trim() ?? '';
  if (loanId === '') fail(M.selectLoan);
  if (!isUuid(loanId)) throw new AppError('NOT_FOUND', M.loanNotFound);
  const amountCents = checkedCents(body.paymentAmount);
  const lateChargeCents = centsOrZero(body.latePaymentCharge);
  const day = dayOf(body.paymentDate, today);
  if (day > today) fail(M.dateInFuture);

  const fromHeader = headerKey?.trim() || null;
  const fromBody = body.idempotencyKey ?? null;
  if (fromHeader && fromBody && fromHeader !== fromBody) fail(M.idempotencyMismatch);
  const key = fromBody ?? fromHeader;
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) fail('Idempotency-Key must be 8 to 100 letters, digits or - _ . :');

  return {
    loanId: loanId.toLowerCase(),
    amountCents,
    lateChargeCents,
    method: body.paymentMethod ?? 'cash',
    day,
    reference: body.paymentReference || null,
    notes: body.notes || null,
    key,
  };
}

/** The instant stored for a payment day: now for today, else noon of that day in Jamaica. */
export function paymentInstantOf(day: string, today: string, now: Date): Date {
  return day === today ? now : jamaicaNoon(day);
}
