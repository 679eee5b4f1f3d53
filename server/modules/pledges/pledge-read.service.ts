import { PLEDGE_MESSAGES as M, type TBorrowerPledgesResponse, type TPledge } from '@common/contracts/pledges';
import { isUuid } from '@common/contracts/fields';
import { jamaicaToday } from '@common/jamaica-time';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findApplicationById, readLoanStandings, type TPawnLoanRow } from '../loans';
import { toBorrowerPledge, toPledge } from './pledge-view';
import { findOpenHolds, findRedemptions, findTickets, listItemsOfLoans, listOwnLoansWithItems } from './pledges.repository';

/** A loan's id as the routes take it: anything but a uuid names no loan. */
export function loanIdOf(raw: string): string {
  if (!isUuid(raw)) throw new AppError('NOT_FOUND', M.loanNotFound);
  return raw.toLowerCase();
}

/** What is owed on a loan by the ledger (loans module): principal and interest left, and late fees due. */
export const owedCentsOf = (summary: { outstandingCents: number; lateFeesDueCents: number }): number => summary.outstandingCents + summary.lateFeesDueCents;

/** The pledges of these loans, each with its items, ticket, holds, redemption and what the ledger says is owed. */
export async function readPledges(db: TExecutor, loans: TPawnLoanRow[], today: string): Promise<TPledge[]> {
  const ids = loans.map((loan) => loan.id);
  const items = await listItemsOfLoans(db, ids);
  const tickets = await findTickets(db, ids);
  const redemptions = await findRedemptions(db, ids);
  const holds = await findOpenHolds(db, items.filter((item) => item.status === 'police_hold').map((item) => item.id));
  const standings = await readLoanStandings(db, loans, today);
  return loans.map((loan) =>
    toPledge({
      loan,
      ticket: tickets.get(loan.id) ?? null,
      items: items.filter((item) => item.applicationId === loan.id),
      holds,
      redemption: redemptions.get(loan.id) ?? null,
      outstandingCents: owedCentsOf(standings.get(loan.id)?.summary ?? { outstandingCents: 0, lateFeesDueCents: 0 }),
    }),
  );
}

export async function readPledge(db: TExecutor, loan: TPawnLoanRow): Promise<TPledge> {
  const [pledge] = await readPledges(db, [loan], jamaicaToday());
  if (!pledge) throw new Error(`pledge of ${loan.id} not read`);
  return pledge;
}

/** GET /api/pawn-loans/{id}/pledge (staff). */
export async function getPledge(db: TExecutor, rawId: string): Promise<TPledge> {
  const loan = await findApplicationById(db, loanIdOf(rawId));
  if (!loan) throw new AppError('NOT_FOUND', M.loanNotFound);
  return readPledge(db, loan);
}

/** GET /api/borrower/pledges: the signed-in borrower's own pledges, without where the goods are kept. */
export async function listOwnPledges(db: TExecutor, userId: string): Promise<TBorrowerPledgesResponse> {
  const loans = await listOwnLoansWithItems(db, userId);
  return { pledges: (await readPledges(db, loans, jamaicaToday())).map(toBorrowerPledge) };
}
