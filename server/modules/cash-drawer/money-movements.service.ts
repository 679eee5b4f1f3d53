import { centsToDecimalString } from '@common/money';
import type { TExecutor } from '../../db/client';
import { listPledgeMoneyMovements, type TPledgeMoneyMovement } from '../pledges';
import { listLedgerMovements, type TMoneyMovementRow, type TMovementFilter } from './money-movements.repository';

// Far enough ahead for "still open": the pledges' reader takes a closed range.
const OPEN_END = new Date('2100-01-01T00:00:00Z');

const fromPledge = (m: TPledgeMoneyMovement): TMoneyMovementRow => ({
  at: m.at,
  // A sale and a payout are entered when their money moves.
  recordedAt: m.at,
  kind: m.kind === 'surplus_paid' ? 'surplus_paid_out' : m.kind,
  reference: m.reference,
  applicationNumber: m.applicationNumber,
  borrowerName: m.borrowerName,
  method: m.method,
  cashIn: centsToDecimalString(m.cashIn),
  cashOut: centsToDecimalString(m.cashOut),
  recordedByUserId: m.recordedByUserId,
  recordedBy: m.recordedByName ?? '',
});

async function pledgeMovements(db: TExecutor, filter: TMovementFilter): Promise<TMoneyMovementRow[]> {
  if ('at' in filter) return (await listPledgeMoneyMovements(db, filter.at)).map(fromPledge);
  const { userId, from, to } = filter.cashBy;
  const rows = await listPledgeMoneyMovements(db, { from, to: to ?? OPEN_END });
  return rows.filter((m) => m.method === 'cash' && m.recordedByUserId === userId).map(fromPledge);
}

/**
 * The one reader of money movements, oldest first: the cash book of a day and each drawer count
 * from it. The ledger's movements and the pledges' merged in time order.
 */
export async function readMoneyMovements(db: TExecutor, filter: TMovementFilter): Promise<TMoneyMovementRow[]> {
  const all = [...(await listLedgerMovements(db, filter)), ...(await pledgeMovements(db, filter))];
  return all.sort((x, y) => x.at.getTime() - y.at.getTime() || x.recordedAt.getTime() - y.recordedAt.getTime());
}
