import type { TRedemptionQuote } from '@common/contracts/counter';
import { jamaicaDayOf } from '@common/jamaica-time';
import { centsToDecimalString } from '@common/money';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  APPLICATION_NOT_FOUND,
  applicationIdOf,
  centsOf,
  findApplicationById,
  interestEarnedOn,
  listSchedule,
  loanStartDayOf,
  pawnTermsOf,
  readLoanStandings,
  readPawnLedger,
} from '../loans';
import { clockOf } from './payments.service';

/**
 * GET /api/pawn-loans/{id}/redemption-quote?date= (staff): what redeeming costs on a day, today when
 * not given. On pawn terms: the principal outstanding and the charges due then (every period started
 * by that day, charges first), nothing in late fees. On instalment terms: the ledger's outstanding
 * that day, split as its schedule splits what is paid (principal, then interest as `charges`), its
 * instalments due by then as `periods`, and the late fees due.
 */
export async function quoteRedemption(deps: { db: TExecutor; now?: () => Date }, rawId: string, date: string | null | undefined): Promise<TRedemptionQuote> {
  const id = applicationIdOf(rawId);
  const day = date ?? jamaicaDayOf(clockOf(deps));
  const loan = await findApplicationById(deps.db, id);
  if (!loan) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  const money = centsToDecimalString;
  const terms = pawnTermsOf(loan);
  if (terms) {
    const ledger = await readPawnLedger(deps.db, loan, terms, loanStartDayOf(loan), day);
    return {
      date: day,
      principal: money(ledger.principalOutstandingCents),
      periods: ledger.periods,
      charges: money(ledger.chargesDueCents),
      lateFees: money(0),
      paid: money(ledger.paidCents),
      total: money(ledger.outstandingCents),
    };
  }
  const standing = (await readLoanStandings(deps.db, [loan], day)).get(id);
  if (!standing) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  const { summary } = standing;
  const schedule = await listSchedule(deps.db, id);
  const interestTotal = schedule.reduce((sum, r) => sum + centsOf(r.interestAmount), 0);
  const interestPaid = interestEarnedOn(schedule, summary.paidCents);
  const chargesDue = Math.min(summary.outstandingCents, Math.max(0, interestTotal - interestPaid));
  return {
    date: day,
    principal: money(summary.outstandingCents - chargesDue),
    periods: schedule.filter((r) => r.dueDate <= day).length,
    charges: money(chargesDue),
    lateFees: money(summary.lateFeesDueCents),
    paid: money(summary.paidCents),
    total: money(summary.outstandingCents + summary.lateFeesDueCents),
  };
}
