import { addDays } from '@common/loan-ledger';
import type { TExecutor } from '../../db/client';
import { nextYearlyNumber } from '../../lib/sequences.repository';
import { recordAudit, type TAuditActor } from '../audit';
import { loanStartDayOf } from './loan-ledger.service';
import type { TPawnLoanRow } from './loans.repository';
import { findPawnTicket, insertPawnTicket, listAppraisedItemNumbers, putItemsInPawn, readRedemptionPeriodDays, type TPawnTicketRow } from './pawn-ticket.repository';

/**
 * Issues the loan's pawn ticket (Pawnbrokers Act s. 10) when it is due: the loan is active, has at
 * least one item and no ticket yet. PT-YYYY-NNNNNN from its own yearly sequence, dated the loan's
 * start, redeemable until the start plus the shop's redemption period; the items go into pawn.
 * Called by changeLoanStatus on every move to active and by the pledges module when an item is
 * recorded on an active loan, in their transactions (the loan's row lock is held). Answers the
 * ticket issued now, or null.
 */
export async function issuePawnTicketIfDue(
  tx: TExecutor,
  loan: Pick<TPawnLoanRow, 'id' | 'applicationNumber' | 'status' | 'startDate' | 'validFrom' | 'agreementDate' | 'createdAt'>,
  by: TAuditActor,
): Promise<TPawnTicketRow | null> {
  if (loan.status !== 'active') return null;
  if (await findPawnTicket(tx, loan.id)) return null;
  const items = await listAppraisedItemNumbers(tx, loan.id);
  if (items.length === 0) return null;
  const issuedOn = loanStartDayOf(loan);
  const redemptionPeriodDays = await readRedemptionPeriodDays(tx);
  const ticket = {
    applicationId: loan.id,
    ticketNumber: await nextYearlyNumber(tx, 'PT', Number(issuedOn.slice(0, 4))),
    issuedOn,
    redeemableUntil: addDays(issuedOn, redemptionPeriodDays),
    redemptionPeriodDays,
    status: 'in_pawn',
  };
  await insertPawnTicket(tx, ticket);
  await putItemsInPawn(tx, loan.id);
  await recordAudit(tx, by, {
    action: 'pledge.ticket',
    entity: 'application',
    entityId: loan.id,
    summary: {
      applicationNumber: loan.applicationNumber,
      ticketNumber: ticket.ticketNumber,
      issuedOn,
      redeemableUntil: ticket.redeemableUntil,
      redemptionPeriodDays,
      items,
    },
  });
  return { ...ticket, forfeitureNoticeSentAt: null, createdAt: new Date() };
}
