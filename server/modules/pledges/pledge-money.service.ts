import { centsToDecimalString, toCents } from '@common/money';
import type { TExecutor } from '../../db/client';
import { readPledgeSaleFigures } from './pledge-sales.repository';

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
