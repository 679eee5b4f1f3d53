import { centsToDecimalString, toCents } from '@common/money';
import type { TExecutor } from '../../db/client';
import { listPledgeMoneyRows, readPledgeSaleFigures } from './pledge-sales.repository';

/**
 * One movement of money a pledge makes (issue 32 for issue 34's cash book and drawer): the proceeds
 * of a sale (price less costs, cash in) or a surplus paid out to the pawner (cash out, by its
 * method). reference: the sale's id, or the surplus receipt's number.
 */
export type TPledgeMoneyMovement = {
  at: Date;
  kind: 'pledge_sale_proceeds' | 'surplus_paid';
  reference: string;
  applicationNumber: string;
  borrowerName: string;
  method: string;
  cashIn: number;
  cashOut: number;
  recordedByUserId: string | null;
  recordedByName: string | null;
};

/** The pledge money movements with their instant in [from, to), oldest first; amounts in cents. */
export async function listPledgeMoneyMovements(db: TExecutor, range: { from: Date; to: Date }): Promise<TPledgeMoneyMovement[]> {
  const rows = await listPledgeMoneyRows(db, range);
  return rows
    .map(({ amount, ...row }) => {
      const cents = toCents(amount) ?? 0;
      return { ...row, cashIn: row.kind === 'pledge_sale_proceeds' ? cents : 0, cashOut: row.kind === 'surplus_paid' ? cents : 0 };
    })
    .sort((x, y) => x.at.getTime() - y.at.getTime());
}

/** The sale book's totals for Accounting, money as two-decimal strings. */
export async function readPledgeSaleTotals(db: TExecutor, today: string) {
  const figures = await readPledgeSaleFigures(db, today);
  const money = (value: string) => centsToDecimalString(toCents(value) ?? 0);
  return {
    count: figures.count,
    salePrice: money(figures.salePrice),
    saleCosts: money(figures.saleCosts),
    surplusOwed: money(figures.surplusOwed),
    surplusPaid: money(figures.surplusPaid),
    surplusExpired: money(figures.surplusExpired),
    shortfallWrittenOff: money(figures.shortfallWrittenOff),
  };
}
