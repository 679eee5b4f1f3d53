import { SALE_MESSAGES as S, claimableUntilOf, saleOutcomeOf, type TSellPledgeRequest, type TSellPledgeResponse } from '@common/contracts/pledge-sales';
import { PLEDGE_MESSAGES as M } from '@common/contracts/pledges';
import { jamaicaToday } from '@common/jamaica-time';
import { centsToDecimalString, formatCents, toCents } from '@common/money';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { enqueueEmail } from '../../lib/outbox.repository';
import { displayNameOf, type TSessionUser } from '../../lib/session-user';
import { postPledgeSale, syncLateFees } from '../books';
import { resolveCaseAfterSale } from '../collections';
import { bookLoanOf, changeLoanStatus, lockApplication, readLockedStanding, settleLoanBySale } from '../loans';
import { loanIdOf, owedCentsOf } from './pledge-read.service';
import { buildSaleEmail } from './pledge-sale.email';
import { findSaleOfLoan, insertSale, insertSurplus } from './pledge-sales.repository';
import { findPawnTicket } from './pledge-status.repository';
import { changePledgeStatus } from './pledge-status.service';
import { findOpenHolds, listItemsOfLoans } from './pledges.repository';

type TStaffActor = { user: TSessionUser; ip: string };

/** Loan statuses the sale moves to defaulted (the loan is settled by its pledge); a defaulted one stays. */
const SETTLED_BY_SALE_FROM = ['approved', 'active'];

function amountsOf(body: TSellPledgeRequest) {
  const salePriceCents = toCents(body.salePrice);
  if (salePriceCents === null || salePriceCents <= 0) throw new AppError('BAD_REQUEST', S.salePriceInvalid);
  const saleCostsCents = toCents(body.saleCosts);
  if (saleCostsCents === null || saleCostsCents < 0) throw new AppError('BAD_REQUEST', S.saleCostsInvalid);
  if (saleCostsCents > salePriceCents) throw new AppError('BAD_REQUEST', S.costsAbovePrice);
  return { salePriceCents, saleCostsCents };
}

/**
 * POST /api/pawn-loans/{id}/sale (Pawnbrokers Act s. 12-18): sells every item of a forfeited pledge
 * in pawn. What is owed is the ledger's figure on the sale day (the loans module's, as redemption
 * reads it). The loan is settled by the sale: it becomes defaulted with the sale in its history,
 * its open collection case resolves, a shortfall is written off (the sale row keeps it for
 * Accounting) and a surplus is owed to the pawner for three years. Checks in this order: the
 * amounts and day (400), the loan (404), a ticket, not sold yet, in pawn, past redeemable-until,
 * no police hold, something owed (409).
 */
export async function sellPledge(db: TExecutor, input: { loanId: string; body: TSellPledgeRequest; actor: TStaffActor; today?: string }): Promise<TSellPledgeResponse> {
  const loanId = loanIdOf(input.loanId);
  const { body, actor } = input;
  const today = input.today ?? jamaicaToday();
  const { salePriceCents, saleCostsCents } = amountsOf(body);
  if (body.saleDate > today) throw new AppError('BAD_REQUEST', S.saleDateFuture);
  return db.transaction(async (tx) => {
    const loan = await lockApplication(tx, loanId);
    if (!loan) throw new AppError('NOT_FOUND', S.loanNotFound);
    const ticket = await findPawnTicket(tx, loanId);
    if (!ticket) throw new AppError('CONFLICT', S.noTicket);
    if (ticket.status === 'sold' || (await findSaleOfLoan(tx, loanId))) throw new AppError('CONFLICT', S.alreadySold);
    if (ticket.status !== 'in_pawn') throw new AppError('CONFLICT', S.notInPawn(ticket.status));
    if (body.saleDate <= ticket.redeemableUntil) throw new AppError('CONFLICT', S.beforeRedeemableUntil(ticket.redeemableUntil), { code: 'NOT_REDEEMABLE_YET' });
    const items = await listItemsOfLoans(tx, [loanId]);
    const held = items.find((item) => item.status === 'police_hold');
    if (held) {
      const hold = (await findOpenHolds(tx, [held.id])).get(held.id);
      throw new AppError('CONFLICT', M.onHold(held.itemNumber, hold?.station ?? 'police', hold?.reference ?? 'not recorded'), { code: 'POLICE_HOLD' });
    }
    const sold = items.filter((item) => item.status === 'in_pawn');
    if (sold.length === 0) throw new AppError('CONFLICT', S.noItemsInPawn);
    const { summary } = await readLockedStanding(tx, loan, body.saleDate);
    const amountOwedCents = owedCentsOf(summary);
    if (amountOwedCents <= 0) throw new AppError('CONFLICT', S.nothingOwed);

    const { surplusCents, shortfallCents } = saleOutcomeOf({ salePriceCents, saleCostsCents, amountOwedCents });
    const money = centsToDecimalString;
    const at = new Date();
    const sale = await insertSale(tx, {
      applicationId: loanId,
      ticketNumber: ticket.ticketNumber,
      saleDate: body.saleDate,
      method: body.method,
      buyerName: body.buyerName,
      auctioneer: body.auctioneer || null,
      salePrice: money(salePriceCents),
      saleCosts: money(saleCostsCents),
      amountOwed: money(amountOwedCents),
      surplus: money(surplusCents),
      shortfall: money(shortfallCents),
      recordedByUserId: actor.user.id,
      recordedByName: displayNameOf(actor.user),
      createdAt: at,
    });
    const claimableUntil = surplusCents > 0 ? claimableUntilOf(body.saleDate) : null;
    if (claimableUntil) await insertSurplus(tx, { saleId: sale.id, amount: money(surplusCents), claimableUntil });
    // The books (issue 41): the late fees owed on the sale day, then the sale and what it settles.
    await syncLateFees(tx, { loan: await bookLoanOf(tx, loan), chargedCents: summary.lateFeesChargedCents, by: actor });
    await postPledgeSale(tx, { loan, saleId: sale.id, ticketNumber: ticket.ticketNumber, salePriceCents, saleCostsCents, surplusCents, method: 'cash', by: actor, at });

    const outcome = surplusCents > 0 ? `surplus ${formatCents(surplusCents)} owed to the pawner` : shortfallCents > 0 ? `shortfall ${formatCents(shortfallCents)} written off` : 'no surplus or shortfall';
    const notes = `Pledge ${ticket.ticketNumber} sold on ${body.saleDate} for ${formatCents(salePriceCents)} (costs ${formatCents(saleCostsCents)}, owed ${formatCents(amountOwedCents)}): ${outcome}`;
    // The loan keeps its sale day: from it on the ledger owes nothing (the loans module's settledOn).
    await settleLoanBySale(tx, loanId, body.saleDate);
    if (SETTLED_BY_SALE_FROM.includes(loan.status)) await changeLoanStatus(tx, loan, { from: loan.status, to: 'defaulted', notes, by: actor, kind: 'sale' });
    await resolveCaseAfterSale(tx, loan, actor, { day: today, notes: `Settled by the sale of pledge ${ticket.ticketNumber}` });
    // The items in pawn are sold and the ticket closed as sold.
    await changePledgeStatus(tx, loan, {
      event: 'sell',
      at,
      by: actor,
      summary: {
        applicationNumber: loan.applicationNumber,
        ticketNumber: ticket.ticketNumber,
        saleId: sale.id,
        saleDate: body.saleDate,
        method: body.method,
        items: sold.map((item) => item.itemNumber),
        salePrice: sale.salePrice,
        saleCosts: sale.saleCosts,
        amountOwed: sale.amountOwed,
        surplus: sale.surplus,
        shortfall: sale.shortfall,
        notes,
      },
    });
    await enqueueEmail(
      tx,
      buildSaleEmail({
        loanId,
        borrowerName: loan.borrowerName,
        borrowerEmail: loan.borrowerEmail,
        applicationNumber: loan.applicationNumber,
        ticketNumber: ticket.ticketNumber,
        saleDate: body.saleDate,
        method: body.method,
        salePriceCents,
        saleCostsCents,
        amountOwedCents,
        surplusCents,
        shortfallCents,
        claimableUntil,
      }),
    );
    return {
      saleId: sale.id,
      amountOwed: sale.amountOwed,
      salePrice: sale.salePrice,
      saleCosts: sale.saleCosts,
      surplus: sale.surplus,
      shortfall: sale.shortfall,
    };
  });
}
