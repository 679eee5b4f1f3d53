// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZPublicUser } from '@common/contracts/auth';
import { ZDaySummaryResponse, type TDaySummaryResponse } from '@common/contracts/reports';
import { installFakeApi, reply } from '@/test/fake-api';
import { aUser } from '@/test/fixtures';
import { renderUi } from '@/test/render-ui';
import { DaySummaryDialog } from './day-summary-dialog';
import { DaySummaryReport } from './day-summary-report';

beforeEach(() => {
  // 10:00 on 12 May 2026 in Jamaica.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-12T15:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const figure = (count: number, amount: string) => ({ count, amount });
const summaryOf = (date: string, changes: Partial<TDaySummaryResponse> = {}): TDaySummaryResponse => ({
  date,
  newPawns: figure(5, '50000.00'),
  redemptions: figure(1, '12000.00'),
  renewals: figure(1, '2200.00'),
  payments: figure(3, '9000.00'),
  sales: figure(1, '14500.00'),
  surplusPaid: figure(1, '3700.00'),
  drawers: [
    {
      id: 'd1',
      openedBy: 'Dana Reid',
      openedAt: '2026-05-12T13:00:00.000Z',
      closedAt: '2026-05-12T22:00:00.000Z',
      openingFloat: '20000.00',
      cashIn: '21200.00',
      cashOut: '11000.00',
      expected: '30200.00',
      counted: '30100.00',
      difference: '-100.00',
      notes: null,
    },
  ],
  ...changes,
});

const cellsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

describe('the end-of-day report', () => {
  it("shows today's figures with what they took in and paid out, the drawers, and prints on A4 or the 80 mm roll", async () => {
    const api = installFakeApi().on('GET', '/api/reports/day-summary', (request) => reply(ZDaySummaryResponse, summaryOf(request.query.get('date')!)));
    renderUi(<DaySummaryReport ownWork={false} />);
    const figures = await screen.findByRole('table', { name: "The day's business" });
    expect(api.calls('GET', '/api/reports/day-summary').map((r) => r.url)).toEqual(['/api/reports/day-summary?date=2026-05-12']);
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('12/05/2026');
    expect(within(figures).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Figure', 'Count', 'Amount']);
    // What was paid out reads below zero, so the one column of amounts fits a phone.
    expect(cellsOf(figures)).toEqual([
      ['New pawns', '5', '-J$50,000.00'],
      ['Redemptions', '1', 'J$12,000.00'],
      ['Renewals', '1', 'J$2,200.00'],
      ['Other payments', '3', 'J$9,000.00'],
      ['Pledge sales', '1', 'J$14,500.00'],
      ['Surplus paid', '1', '-J$3,700.00'],
      ['Net', '', '-J$16,000.00'],
    ]);
    expect(screen.getByTestId('day-summary-totals').textContent).toBe('Taken in J$37,700.00, paid out J$53,700.00, every method of payment; the drawers count cash only.');
    const drawers = screen.getByRole('table', { name: 'Cash drawers' });
    const [drawer] = cellsOf(drawers);
    // Opened and closed that day: the time alone.
    expect(drawer!.slice(0, 3)).toEqual(['Dana Reid', '8:00 am', '5:00 pm']);
    expect(drawer!.slice(3)).toEqual(['J$20,000.00', 'J$21,200.00', 'J$11,000.00', 'J$30,200.00', 'J$30,100.00', '-J$100.00']);
    expect(screen.getByTestId('day-summary-scope').textContent).toBe('The whole shop.');
    expect(screen.getByTestId('day-summary-print-a4').getAttribute('href')).toBe('/api/reports/day-summary?date=2026-05-12&format=pdf');
    expect(screen.getByTestId('day-summary-print-80mm').getAttribute('href')).toBe('/api/reports/day-summary?date=2026-05-12&format=pdf&paper=80mm');
    expect(screen.getByTestId('day-summary-print-80mm').getAttribute('target')).toBe('_blank');
  });

  it('shows another day typed day first, and prints that day; a day without drawers says so', async () => {
    const api = installFakeApi().on('GET', '/api/reports/day-summary', (request) => reply(ZDaySummaryResponse, summaryOf(request.query.get('date')!, { drawers: [] })));
    const { user } = renderUi(<DaySummaryReport ownWork={false} />);
    await screen.findByRole('table', { name: "The day's business" });
    const field = screen.getByLabelText('Day');
    await user.clear(field);
    await user.type(field, '11/05/2026');
    await waitFor(() => expect(api.calls('GET', '/api/reports/day-summary').map((r) => r.query.get('date'))).toContain('2026-05-11'));
    await waitFor(() => expect(screen.getByTestId('day-summary-print-a4').getAttribute('href')).toBe('/api/reports/day-summary?date=2026-05-11&format=pdf'));
    expect(await screen.findByTestId('day-summary-drawers-empty')).toHaveProperty('textContent', 'No cash drawer was open this day.');
  });

  it("opens beside the drawer's close for a loan officer, who sees their own work", async () => {
    const api = installFakeApi()
      .on('GET', '/api/auth/user', () => reply(ZPublicUser, aUser('loan_officer')))
      .on('GET', '/api/reports/day-summary', (request) => reply(ZDaySummaryResponse, summaryOf(request.query.get('date')!)));
    const { user } = renderUi(<DaySummaryDialog />);
    expect(api.calls('GET', '/api/reports/day-summary')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'End of day report' }));
    const dialog = await screen.findByRole('dialog', { name: 'End of day (Z) report' });
    await within(dialog).findByRole('table', { name: "The day's business" });
    expect(within(dialog).getByTestId('day-summary-scope').textContent).toBe('Your own work and your drawer.');
    // The dialog takes focus, not the day field (a phone's keyboard would cover the figures).
    expect(document.activeElement).toBe(dialog);
    expect(api.calls('GET', '/api/reports/day-summary')).toHaveLength(1);
  });
});
