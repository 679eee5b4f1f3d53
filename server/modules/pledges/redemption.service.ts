import { PLEDGE_MESSAGES as M, type TPledge, type TRedeemPledgeRequest } from '@common/contracts/pledges';
import { jamaicaToday } from '@common/jamaica-time';
import { AppError } from '../../lib/errors';
import { displayNameOf, type TSessionUser } from '../../lib/session-user';
import { findApplicationById, lockApplication, readLockedStanding } from '../loans';
import type { TObjectDeps } from '../objects';
import { loanIdOf, owedCentsOf, readPledge } from './pledge-read.service';
import { findPawnTicket } from './pledge-status.repository';
import { changePledgeStatus } from './pledge-status.service';
import { attachLoanImages, confirmUploads, uploadIdOf } from './pledge-uploads';
import { findOpenHolds, findRedemptions, insertRedemption, listItemsOfLoans } from './pledges.repository';

type TStaffActor = { user: TSessionUser; ip: string };

const normalTicket = (value: string) => value.trim().toUpperCase();

/**
 * POST /api/pawn-loans/{id}/redeem (Pawnbrokers Act s. 21-22, 25): the holder of the ticket (or a
 * pawner who declares it lost, before a witness) collects the goods once nothing is owed. The
 * checks run in this order: a ticket exists, the pledge is still in pawn, the ticket shown is this
 * one, no item is held by the police, the ledger owes nothing. The collector's signature is an
 * upload of the normal flow, attached to the loan.
 */
export async function redeemPledge(deps: TObjectDeps, input: { loanId: string; body: TRedeemPledgeRequest; actor: TStaffActor }): Promise<TPledge> {
  const loanId = loanIdOf(input.loanId);
  const { body, actor } = input;
  await confirmUploads(deps, [uploadIdOf(body.signatureUrl)], actor.user.id);
  await deps.db.transaction(async (tx) => {
    const loan = await lockApplication(tx, loanId);
    if (!loan) throw new AppError('NOT_FOUND', M.loanNotFound);
    const ticket = await findPawnTicket(tx, loanId);
    if (!ticket) throw new AppError('CONFLICT', M.noTicket);
    if ((await findRedemptions(tx, [loanId])).has(loanId)) throw new AppError('CONFLICT', M.alreadyRedeemed);
    if (ticket.status !== 'in_pawn') throw new AppError('CONFLICT', M.notRedeemable(ticket.status));
    if (body.ticketNumber && normalTicket(body.ticketNumber) !== ticket.ticketNumber) throw new AppError('BAD_REQUEST', M.ticketMismatch, { code: 'TICKET_MISMATCH' });

    const items = await listItemsOfLoans(tx, [loanId]);
    const held = items.find((item) => item.status === 'police_hold');
    if (held) {
      const hold = (await findOpenHolds(tx, [held.id])).get(held.id);
      throw new AppError('CONFLICT', M.onHold(held.itemNumber, hold?.station ?? 'police', hold?.reference ?? 'not recorded'), { code: 'POLICE_HOLD' });
    }
    const { summary } = await readLockedStanding(tx, loan, jamaicaToday());
    const owed = owedCentsOf(summary);
    if (owed > 0) throw new AppError('CONFLICT', M.outstandingBalance(owed));

    const [signaturePath] = await attachLoanImages(tx, {
      paths: [body.signatureUrl],
      loanId,
      userId: actor.user.id,
      notFound: M.signatureNotFound,
      notImage: M.signatureNotFound,
    });
    const at = new Date();
    const declaration = body.lostTicketDeclaration ?? null;
    const redemption = await insertRedemption(tx, {
      applicationId: loanId,
      ticketNumber: ticket.ticketNumber,
      lostTicket: !!declaration,
      declarationStatement: declaration?.statement ?? null,
      declarationWitnessedBy: declaration?.witnessedBy ?? null,
      collectedByName: body.collectedByName,
      collectedByIdNumber: body.collectedByIdNumber,
      signatureObjectId: signaturePath ? uploadIdOf(signaturePath) : null,
      recordedByUserId: actor.user.id,
      recordedByName: displayNameOf(actor.user),
      redeemedAt: at,
    });
    // The goods leave the shop: the items still in pawn are redeemed and the ticket closed.
    await changePledgeStatus(tx, loan, {
      event: 'redeem',
      at,
      by: actor,
      summary: {
        applicationNumber: loan.applicationNumber,
        ticketNumber: ticket.ticketNumber,
        lostTicket: redemption.lostTicket,
        witnessedBy: redemption.declarationWitnessedBy,
        collectedByName: redemption.collectedByName,
        items: items.filter((item) => item.status === 'in_pawn').map((item) => item.itemNumber),
        before: { status: 'in_pawn' },
        after: { status: 'redeemed', redeemedAt: at.toISOString() },
      },
    });
  });
  const loan = await findApplicationById(deps.db, loanId);
  if (!loan) throw new AppError('NOT_FOUND', M.loanNotFound);
  return readPledge(deps.db, loan);
}
