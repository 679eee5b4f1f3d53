// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZPublicUser } from '@common/contracts/auth';
import { BOOKS_MESSAGES, ZBookMonthsResponse, ZClosedMonth, ZCloseMonthRequest, type TBookMonthsResponse } from '@common/contracts/books';
import type { TRole } from '@common/roles';
import { installFakeApi, refuse, reply, type TApiAnswer } from '@/test/fake-api';
import { aUser } from '@/test/fixtures';
import { renderUi } from '@/test/render-ui';
import { CloseMonthSection } from './close-month-section';

// Today is 12 May 2026 in Jamaica: April has ended, May has not.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-12T15:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The months as the server keeps them; a close that the test lets through is added to them. */
function serveMonths(months: TBookMonthsResponse, { role = 'admin', close }: { role?: TRole; close?: (month: string) => TApiAnswer } = {}) {
  const state = { months };
  const api = installFakeApi()
    .on('GET', '/api/auth/user', () => reply(ZPublicUser, aUser(role)))
    .on('GET', '/api/books/months', () => reply(ZBookMonthsResponse, state.months))
    .on('POST', '/api/books/close-month', (request) => {
      const { month } = ZCloseMonthRequest.parse(request.body);
      const refused = close?.(month);
      if (refused) return refused;
      const closed = { month, closedAt: '2026-05-12T15:00:00.000Z', closedBy: 'Ada Admin' };
      state.months = { items: [closed, ...state.months.items], total: state.months.total + 1, firstOpenMonth: '2026-05' };
      return reply(ZClosedMonth, closed);
    });
  return { api, state };
}

const APRIL_OPEN: TBookMonthsResponse = {
  items: [{ month: '2026-03', closedAt: '2026-04-02T14:30:00.000Z', closedBy: 'Sam Super' }],
  total: 1,
  firstOpenMonth: '2026-04',
};

describe('Close a month', () => {
  it('closes the first open month once it has ended, after asking; the months are read again', async () => {
    const { api } = serveMonths(APRIL_OPEN);
    const { user } = renderUi(<CloseMonthSection />);
    expect((await screen.findByTestId('book-months-first-open')).textContent).toBe('The first month still open: April 2026');
    const closed = screen.getByRole('table', { name: 'Closed months' });
    expect(within(closed).getAllByRole('row').map((r) => r.textContent)).toEqual(['MonthClosed onClosed by', expect.stringMatching(/^March 2026.*Sam Super$/)]);

    await user.click(await screen.findByRole('button', { name: 'Close April 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close April 2026?' });
    expect(within(dialog).getByText(/This cannot be undone\./)).toBeTruthy();
    // Asking sends nothing yet.
    expect(api.calls('POST', '/api/books/close-month')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Close April 2026' }));
    expect(await screen.findByTestId('toast-title')).toHaveProperty('textContent', 'Month closed');
    expect(screen.getByTestId('toast-description').textContent).toBe('The books for April 2026 are closed.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST', '/api/books/close-month').map((r) => r.body)).toEqual([{ month: '2026-04' }]);

    // The months as the server now has them: April closed, May open and still under way.
    await waitFor(() => expect(screen.getByTestId('book-months-first-open').textContent).toBe('The first month still open: May 2026'));
    expect(screen.getByTestId('book-months-under-way').textContent).toBe('May 2026 is under way: it can be closed from 1 June 2026.');
    expect(screen.queryByRole('button', { name: /^Close \w+ \d{4}$/ })).toBeNull();
    const rows = within(screen.getByRole('table', { name: 'Closed months' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['April 2026', 'March 2026']);
    expect(api.calls('GET', '/api/books/months').length).toBeGreaterThanOrEqual(2);
    expect(api.unhandled).toEqual([]);
  });

  it('Cancel closes nothing', async () => {
    const { api } = serveMonths(APRIL_OPEN);
    const { user } = renderUi(<CloseMonthSection />);
    await user.click(await screen.findByRole('button', { name: 'Close April 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close April 2026?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST', '/api/books/close-month')).toEqual([]);
  });

  it('shows the server’s reason when it refuses (409) and keeps the dialog open', async () => {
    const { api } = serveMonths(APRIL_OPEN, { close: () => refuse(409, BOOKS_MESSAGES.earlierMonthOpen('2026-02')) });
    const { user } = renderUi(<CloseMonthSection />);
    await user.click(await screen.findByRole('button', { name: 'Close April 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close April 2026?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close April 2026' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('2026-02 is still open: close the months in order, oldest first.');
    expect(screen.getByRole('dialog', { name: 'Close April 2026?' })).toBe(dialog);
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(api.calls('POST', '/api/books/close-month')).toHaveLength(1);
  });

  it('offers no Close for the month under way', async () => {
    serveMonths({ items: [], total: 0, firstOpenMonth: '2026-05' });
    renderUi(<CloseMonthSection />);
    expect((await screen.findByTestId('book-months-under-way')).textContent).toBe('May 2026 is under way: it can be closed from 1 June 2026.');
    expect(screen.getByTestId('closed-months-empty').textContent).toBe('No month has been closed yet.');
    expect(screen.queryByRole('button', { name: /^Close \w+ \d{4}$/ })).toBeNull();
  });
});
