// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZIncomeResponse, type TIncomeFigures } from '@common/contracts/reports';
import { installFakeApi, reply } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { IncomeReport } from './income-report';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-12T15:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const figures = (changes: Partial<TIncomeFigures>): TIncomeFigures => ({
  interestEarned: '0.00',
  lateFeesReceived: '0.00',
  lateFeeIncome: '0.00',
  pledgeSaleIncome: '0.00',
  unclaimedSurplus: '0.00',
  costsOfSale: '0.00',
  cashOverShort: '0.00',
  pledgeSaleSurplus: '0.00',
  pledgeSaleShortfall: '0.00',
  writtenOff: '0.00',
  netIncome: '0.00',
  ...changes,
});

describe('the income report', () => {
  it('shows each income and expense account by month with the net income, and the surplus owed to pawners apart from it', async () => {
    const april = figures({ interestEarned: '2400.00', lateFeeIncome: '300.00', pledgeSaleIncome: '1500.00', costsOfSale: '200.00', cashOverShort: '100.00', pledgeSaleSurplus: '900.00', netIncome: '3900.00' });
    const may = figures({ interestEarned: '600.00', unclaimedSurplus: '250.00', writtenOff: '1000.00', pledgeSaleSurplus: '400.00', netIncome: '-150.00' });
    const totals = figures({ interestEarned: '3000.00', lateFeeIncome: '300.00', pledgeSaleIncome: '1500.00', unclaimedSurplus: '250.00', costsOfSale: '200.00', cashOverShort: '100.00', writtenOff: '1000.00', pledgeSaleSurplus: '1300.00', netIncome: '3750.00' });
    const api = installFakeApi().on('GET', '/api/reports/income', () =>
      reply(ZIncomeResponse, { from: '2025-06-01', to: '2026-05-12', months: [{ month: '2026-04', ...april }, { month: '2026-05', ...may }], totals }),
    );
    renderUi(<IncomeReport />);
    const table = await screen.findByRole('table', { name: 'Income by month' });
    expect(api.calls('GET', '/api/reports/income').map((r) => r.url)).toEqual(['/api/reports/income?from=2025-06-01&to=2026-05-12']);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Month',
      'Interest earned',
      'Late fee income',
      'Pledge sale income',
      'Unclaimed surplus',
      'Costs of sale',
      'Cash over/short',
      'Written off',
      'Net income',
    ]);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['2026-04', 'J$2,400.00', 'J$300.00', 'J$1,500.00', 'J$0.00', 'J$200.00', 'J$100.00', 'J$0.00', 'J$3,900.00'],
      ['2026-05', 'J$600.00', 'J$0.00', 'J$0.00', 'J$250.00', 'J$0.00', 'J$0.00', 'J$1,000.00', '-J$150.00'],
      ['Total', 'J$3,000.00', 'J$300.00', 'J$1,500.00', 'J$250.00', 'J$200.00', 'J$100.00', 'J$1,000.00', 'J$3,750.00'],
    ]);
    expect(screen.getByTestId('income-surplus-owed').textContent).toBe('Surplus owed to pawners (not income): J$1,300.00');
  });
});
