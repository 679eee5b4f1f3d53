import { daysPastDueOf, type TLedgerSummary } from '@common/loan-ledger';
import { jamaicaDayOf } from '@common/jamaica-time';
import { centsToDecimalString } from '@common/money';
import type { TCaseFigures } from './collections.repository';

/** Audit rows of this module name the case by its id under this entity. */
export const COLLECTION_ENTITY = 'collection';

export type TClockDeps = { now?: () => Date };
export const nowOf = (deps: TClockDeps): Date => (deps.now ?? (() => new Date()))();
export const todayOf = (deps: TClockDeps): string => jamaicaDayOf(nowOf(deps));

/** A case's figures from its loan's standing on a day (the ledger's summary, read under the loan's lock). */
export function figuresOf(summary: TLedgerSummary, today: string): TCaseFigures {
  return {
    outstandingAmount: centsToDecimalString(summary.outstandingCents),
    amountDue: centsToDecimalString(summary.overdueCents),
    oldestDueDate: summary.isOverdue && summary.nextDue ? summary.nextDue.dueDate : null,
    daysPastDue: daysPastDueOf(summary, today),
  };
}
