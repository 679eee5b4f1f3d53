// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZAccountResponse, ZTrialBalanceResponse, type TTrialBalanceResponse } from '@common/contracts/books';
import { installFakeApi, reply } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { TrialBalanceReport } from './trial-balance-report';

// Today is 12 May 2026 in Jamaica.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-12T15:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const account = (code: string, name: string, type: TTrialBalanceResponse['accounts'][number]['type'], debit: string, credit: string, balance: string) => ({ code, name, type, debit, credit, balance });

/** A loan of J$12,000 paid out in cash against J$20,000 of capital, and J$3,600 received (J$600 of it interest). */
const BALANCE: TTrialBalanceResponse = {
  asOf: '2026-05-12',
  accounts: [
    account('1000', 'Cash', 'asset', '23600.00', '12000.00', '11600.00'),
    account('1100', 'Loans receivable', 'asset', '12000.00', '3000.00', '9000.00'),
    account('3000', "Owner's capital", 'equity', '0.00', '20000.00', '20000.00'),
    account('4000', 'Interest income', 'income', '0.00', '600.00', '600.00'),
  ],
  totals: { debit: '35600.00', credit: '35600.00' },
};

function serveBooks(balance: TTrialBalanceResponse = BALANCE) {
  return installFakeApi()
    .on('GET', '/api/books/trial-balance', (request) => reply(ZTrialBalanceResponse, { ...balance, asOf: request.query.get('asOf') ?? balance.asOf }))
    .on('GET', '/api/books/accounts/:code', (request) =>
      reply(ZAccountResponse, {
        code: request.params.code ?? '',
        name: 'Cash',
        type: 'asset',
        from: request.query.get('from') ?? '',
        to: request.query.get('to') ?? '',
        openingBalance: '20000.00',
        lines: [
          { entryId: 'e-1', number: 7, date: '2026-05-04', kind: 'loan_paid_out', reference: 'PL-2026-000042', memo: 'Loan paid out in cash', debit: '0.00', credit: '12000.00', balance: '8000.00' },
          { entryId: 'e-2', number: 9, date: '2026-05-11', kind: 'payment_received', reference: 'RCT-2026-000003', memo: 'Payment received in cash', debit: '3600.00', credit: '0.00', balance: '11600.00' },
        ],
        closingBalance: '11600.00',
      }),
    );
}

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('the trial balance', () => {
  it('shows each account’s code, name, type, debit, credit and balance on today, the totals, and that they agree', async () => {
    const api = serveBooks();
    renderUi(<TrialBalanceReport />);
    const table = await screen.findByRole('table', { name: 'Trial balance' });
    expect(api.calls('GET', '/api/books/trial-balance').map((r) => r.query.get('asOf'))).toEqual(['2026-05-12']);
    expect(screen.getByRole('heading', { name: 'Trial balance at the end of 12 May 2026' })).toBeTruthy();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Code', 'Account', 'Type', 'Debit', 'Credit', 'Balance']);
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map(cellsOf)).toEqual([
      ['1000', 'Cash', 'Asset', 'J$23,600.00', 'J$12,000.00', 'J$11,600.00'],
      ['1100', 'Loans receivable', 'Asset', 'J$12,000.00', 'J$3,000.00', 'J$9,000.00'],
      ['3000', "Owner's capital", 'Equity', 'J$0.00', 'J$20,000.00', 'J$20,000.00'],
      ['4000', 'Interest income', 'Income', 'J$0.00', 'J$600.00', 'J$600.00'],
      ['Total', '', '', 'J$35,600.00', 'J$35,600.00', ''],
    ]);
    expect(screen.getByTestId('trial-balance-check').textContent).toBe('Debits equal credits: the books balance.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the debits and credits differ', async () => {
    serveBooks({ ...BALANCE, totals: { debit: '35600.00', credit: '35500.00' } });
    renderUi(<TrialBalanceReport />);
    expect((await screen.findByRole('alert')).textContent).toBe('The debits and credits differ by J$100.00. Please tell the system administrator.');
  });

  it('opens an account’s lines from its name: this month to the day, opening balance, running balance, closing balance', async () => {
    const api = serveBooks();
    const { user } = renderUi(<TrialBalanceReport />);
    await user.click(await screen.findByRole('button', { name: 'Cash' }));
    const dialog = await screen.findByRole('dialog', { name: '1000 Cash' });
    const lines = await within(dialog).findByRole('table', { name: 'Lines of 1000 Cash' });
    expect(api.calls('GET', '/api/books/accounts/1000').map((r) => [r.query.get('from'), r.query.get('to')])).toEqual([['2026-05-01', '2026-05-12']]);
    expect(within(dialog).getByTestId('account-lines-opening').textContent).toBe('Opening balance on 1 May 2026: J$20,000.00');
    const [, ...rows] = within(lines).getAllByRole('row');
    expect(rows.map(cellsOf)).toEqual([
      ['4 May 2026', '7. Loan paid outPL-2026-000042', 'Loan paid out in cash', '', 'J$12,000.00', 'J$8,000.00'],
      ['11 May 2026', '9. Payment receivedRCT-2026-000003', 'Payment received in cash', 'J$3,600.00', '', 'J$11,600.00'],
    ]);
    expect(within(dialog).getByTestId('account-lines-closing').textContent).toBe('Closing balance on 12 May 2026: J$11,600.00');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.unhandled).toEqual([]);
  });
});
