import { and, desc, inArray } from 'drizzle-orm';
import { PAYABLE_STATUSES } from '@common/contracts/payments';
import type { TExecutor } from '../../db/client';
import { pawnLoanApplications } from '../../db/schema';
import type { TListSearch } from '../../lib/list-search';
import { loanSearchCondition, type TPawnLoanRow } from '../loans';

const loans = pawnLoanApplications;

/** Loans a payment may be recorded for that match the search (any of its patterns), most recently changed first. */
export async function listPayableLoans(db: TExecutor, search: TListSearch, limit: number): Promise<TPawnLoanRow[]> {
  return db
    .select()
    .from(loans)
    .where(and(inArray(loans.status, [...PAYABLE_STATUSES]), loanSearchCondition({ patterns: search.patterns, amount: null })))
    .orderBy(desc(loans.updatedAt), desc(loans.id))
    .limit(limit);
}
