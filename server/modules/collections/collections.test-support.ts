import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TCollectionItem, TCollectionListResponse } from '@common/contracts/collections';
import type { TExecutor } from '../../db/client';
import { debtCollectionRecords } from '../../db/schema';
import type { TTestApp } from '../../test/test-app';
import { daysAgo, insertLoan } from '../payments/payments.test-support';

/**
 * An approved loan of J$12,000.00 repaid J$3,000.00 a week over 4 weeks, started `days` ago: the
 * first instalment fell due `days - 7` days ago (overdue when days > 7), the last `days - 28` ago.
 */
export async function loanStartedDaysAgo(db: TExecutor, days: number, overrides: Parameters<typeof insertLoan>[1] = {}) {
  return insertLoan(db, { validFrom: daysAgo(days), ...overrides });
}

export async function listCases(t: TTestApp, cookie: string, query = ''): Promise<TCollectionListResponse> {
  const res = await t.request({ method: 'GET', url: `/api/collections${query}`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TCollectionListResponse>();
}

export async function caseOfLoan(t: TTestApp, cookie: string, loanId: string): Promise<TCollectionItem> {
  const { items } = await listCases(t, cookie, '?pageSize=500');
  const found = items.find((i) => i.loanApplicationId === loanId);
  if (!found) throw new Error(`no case for loan ${loanId}`);
  return found;
}

export async function casesOfLoan(db: TExecutor, loanId: string) {
  return db.select().from(debtCollectionRecords).where(eq(debtCollectionRecords.loanApplicationId, loanId));
}

export function findOverdueRequest(t: TTestApp, cookie: string): Promise<LightMyRequestResponse> {
  return t.request({ method: 'POST', url: '/api/collections/find-overdue', cookie });
}
