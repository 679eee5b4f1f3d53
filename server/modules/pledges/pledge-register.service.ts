import { PLEDGE_DUE_WEEK_DAYS, type TPledgeRegisterItem, type TPledgeRegisterRequest, type TPledgeRegisterResponse } from '@common/contracts/pledges';
import { jamaicaToday } from '@common/jamaica-time';
import { addDays } from '@common/loan-ledger';
import { centsToDecimalString, toCents } from '@common/money';
import type { TExecutor } from '../../db/client';
import { parseSearch } from '../../lib/list-search';
import { listRegister, readRegisterStats } from './pledge-register.repository';

const money = (value: string) => centsToDecimalString(toCents(value) ?? 0);

/** GET /api/pledges (staff): the pledge book (Pawnbrokers Act s. 8), filtered and searched, with its figures. */
export async function getPledgeRegister(db: TExecutor, query: TPledgeRegisterRequest): Promise<TPledgeRegisterResponse> {
  const today = jamaicaToday();
  const { rows, total } = await listRegister(db, {
    status: query.status ?? null,
    due: query.due ? { due: query.due, from: today, to: addDays(today, PLEDGE_DUE_WEEK_DAYS) } : null,
    patterns: parseSearch(query.q).patterns,
    today,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const stats = await readRegisterStats(db, today);
  return {
    items: rows.map(
      (row): TPledgeRegisterItem => ({
        ...row,
        category: row.category as TPledgeRegisterItem['category'],
        status: row.status as TPledgeRegisterItem['status'],
        appraisedValue: money(row.appraisedValue),
      }),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
    stats: { ...stats, inPawnValue: money(stats.inPawnValue) },
  };
}
