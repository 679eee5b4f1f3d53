import type { TLedgerSummary } from '@common/loan-ledger';
import { jamaicaDayOf } from '@common/jamaica-time';
import { centsToDecimalString } from '@common/money';
import type { TCaseFigures } from './collections.repository';

/** Audit rows of this module name the case by its id under this entity. */
export const COLLECTION_ENTITY = 'collection';

export type TClockDeps = { now?: () => Date };
export const nowOf = (deps: TClockDeps): Date => (deps.now ?? (() => new Date()))();
export const todayOf = (deps: TClockDeps): string => jamaicaDayOf(nowOf(deps));

/** Whole days from one calendar day to another ("YYYY-MM-DD"), without any time zone involved. */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** A case's figures from its loan's standing on a day (the ledger's summary, read under the loan's lock). */
export function figuresOf(summary: TLedgerSummary, today: string): TCaseFigures {
  const oldest = summary.isOverdue && summary.nextDue ? summary.nextDue.dueDate : null;
  return {
    outstandingAmount: centsToDecimalString(summary.outstandingCents),
    amountDue: centsToDecimalString(summary.overdueCents),
    oldestDueDate: oldest,
    daysPastDue: oldest ? Math.max(0, daysBetween(oldest, today)) : 0,
  };
}
