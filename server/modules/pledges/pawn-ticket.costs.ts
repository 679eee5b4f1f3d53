import { addDays } from '@common/loan-ledger';
import { chargePerPeriodCents, MONTH_DAYS, pawnChargesOn, pawnDueDate, redemptionByMonth, REDEMPTION_TABLE_MONTHS, type TPawnTerms } from '@common/pawn-terms';
import { toCents } from '@common/money';
import type { TExecutor } from '../../db/client';
import { pawnTermsOf, readLoanStandings, type TPawnLoanRow } from '../loans';
import type { TPawnTicketRow } from './pledge-status.repository';

/** One line of the ticket's table: what redeeming costs on `day` if nothing is paid before. */
export type TRedeemCost = { label: string; day: string; totalCents: number };

/** A loan on pawn terms: its terms, its charge per period and its due date (the ticket's date + termDays). */
export type TTicketPawnTerms = TPawnTerms & { chargePerPeriodCents: number; dueDate: string };

/** What the ticket prints beyond the loan's row: the pawn's terms (null on instalment terms) and the table. */
export type TTicketCosts = { pawn: TTicketPawnTerms | null; redeemCosts: TRedeemCost[] };

const monthLabel = (month: number) => `End of month ${month}`;
export const REDEEMABLE_UNTIL_LABEL = 'Redeemable until';

/**
 * What redeeming costs at the end of months 1 to 3 (n x 30 days after the ticket's date) and on
 * the redeemable-until date. On pawn terms: the principal plus every period started by then
 * (common/pawn-terms.ts). On instalment terms: the ledger's outstanding that day with the late
 * fees due by then, as the redemption quote reads it. A redeemed pledge owes nothing: no table.
 */
export async function readTicketCosts(db: TExecutor, loan: TPawnLoanRow, ticket: TPawnTicketRow, redeemed: boolean): Promise<TTicketCosts> {
  const terms = pawnTermsOf(loan);
  const ticketDate = ticket.issuedOn;
  if (terms) {
    const principalCents = toCents(loan.loanAmount) ?? 0;
    const pawn = { ...terms, chargePerPeriodCents: chargePerPeriodCents(principalCents, terms.monthlyChargePercent), dueDate: pawnDueDate(ticketDate, terms.termDays) };
    if (redeemed) return { pawn, redeemCosts: [] };
    const input = { principalCents, monthlyChargePercent: terms.monthlyChargePercent, periodDays: terms.periodDays, ticketDate };
    const months = redemptionByMonth(input).map((m) => ({ label: monthLabel(m.month), day: m.day ?? addDays(ticketDate, m.daysAfterTicket), totalCents: m.totalCents }));
    const last = pawnChargesOn({ ...input, day: ticket.redeemableUntil });
    return { pawn, redeemCosts: [...months, { label: REDEEMABLE_UNTIL_LABEL, day: ticket.redeemableUntil, totalCents: last.totalCents }] };
  }
  if (redeemed) return { pawn: null, redeemCosts: [] };
  const days = [
    ...REDEMPTION_TABLE_MONTHS.map((month) => ({ label: monthLabel(month), day: addDays(ticketDate, month * MONTH_DAYS) })),
    { label: REDEEMABLE_UNTIL_LABEL, day: ticket.redeemableUntil },
  ];
  const redeemCosts: TRedeemCost[] = [];
  for (const { label, day } of days) {
    const standing = (await readLoanStandings(db, [loan], day)).get(loan.id);
    if (!standing) return { pawn: null, redeemCosts: [] };
    redeemCosts.push({ label, day, totalCents: standing.summary.outstandingCents + standing.summary.lateFeesDueCents });
  }
  return { pawn: null, redeemCosts };
}
