import { expect } from 'vitest';
import type { TAccountingResponse } from '@common/contracts/accounting';
import type { TTrialBalanceResponse } from '@common/contracts/books';
import type { TAdminSummaryResponse } from '@common/contracts/dashboard';
import type { TCashBookResponse, TIncomeResponse, TLoanBookResponse } from '@common/contracts/reports';
import { jamaicaToday } from '@common/jamaica-time';
import { addDays } from '@common/loan-ledger';
import { toCents } from '@common/money';
import type { TTestApp } from '../../test/test-app';

const c = (amount: string | null | undefined) => toCents(amount ?? '0') ?? 0;

async function read<T>(t: TTestApp, cookie: string, url: string): Promise<T> {
  const res = await t.request({ method: 'GET', url, cookie });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}

/** An account's balance in the trial balance, in cents. */
export const balanceIn = (tb: TTrialBalanceResponse, code: string) => c(tb.accounts.find((a) => a.code === code)?.balance);

/**
 * Every report agrees with the journal to the cent (issue 41): the trial balance balances; the loan
 * book's totals are Loans receivable and its interest part Unearned interest; Accounting's
 * outstanding and the admin summary's owed are Loans receivable; the income report (all time) is
 * the income and expense accounts; today's cash book is today's Cash movement. Answers the trial balance.
 */
export async function expectBooksAgree(t: TTestApp, cookie: string, today = jamaicaToday()): Promise<TTrialBalanceResponse> {
  const tb = await read<TTrialBalanceResponse>(t, cookie, `/api/books/trial-balance?asOf=${today}`);
  expect(tb.totals.debit).toBe(tb.totals.credit);
  const receivable = balanceIn(tb, '1100');
  const book = await read<TLoanBookResponse>(t, cookie, `/api/reports/loan-book?asOf=${today}`);
  expect(c(book.totals.principalOutstanding) + c(book.totals.interestOutstanding) + c(book.totals.lateFeesOutstanding), 'loan book = 1100').toBe(receivable);
  expect(c(book.totals.interestOutstanding), 'loan book interest = 2000').toBe(balanceIn(tb, '2000'));
  const accounting = await read<TAccountingResponse>(t, cookie, '/api/admin/accounting');
  expect(c(accounting.overview.outstanding), 'accounting outstanding = 1100').toBe(receivable);
  expect(c(accounting.revenue.interestEarned), 'accounting interest = 4000').toBe(balanceIn(tb, '4000'));
  const summary = await read<TAdminSummaryResponse>(t, cookie, '/api/admin/summary');
  expect(c(summary.owed), 'summary owed = 1100').toBe(receivable);
  const income = await read<TIncomeResponse>(t, cookie, `/api/reports/income?from=${addDays(today, -1800)}&to=${today}`);
  expect(c(income.totals.interestEarned), 'income interest = 4000').toBe(balanceIn(tb, '4000'));
  expect(c(income.totals.writtenOff), 'income written off = 5000').toBe(balanceIn(tb, '5000'));
  expect(c(income.totals.lateFeeIncome), 'income late fees = 4010').toBe(balanceIn(tb, '4010'));
  const yesterday = await read<TTrialBalanceResponse>(t, cookie, `/api/books/trial-balance?asOf=${addDays(today, -1)}`);
  const cashBook = await read<TCashBookResponse>(t, cookie, `/api/reports/cash-book?date=${today}`);
  const cash = cashBook.totals.byMethod.cash ?? { cashIn: '0', cashOut: '0' };
  expect(c(cash.cashIn) - c(cash.cashOut), "cash book = today's 1000 movement").toBe(balanceIn(tb, '1000') - balanceIn(yesterday, '1000'));
  for (const d of cashBook.drawers) {
    const lines = cashBook.lines.filter((l) => l.drawerId === d.id);
    if (d.closedAt === null) expect(c(d.expected), 'drawer = float + its cash lines').toBe(c(d.openingFloat) + lines.reduce((s, l) => s + c(l.cashIn) - c(l.cashOut), 0));
  }
  return tb;
}
