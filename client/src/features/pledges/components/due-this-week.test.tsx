// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZPledgeRegisterResponse, type TPledgeRegisterItem } from '@common/contracts/pledges';
import { reply } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { anItem, aTicketedPledge, LOAN_ID, servePledge } from './pledges.test-support';
import { PledgesTab } from './pledges-tab';

const OTHER_LOAN = '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

function aRow(changes: Partial<TPledgeRegisterItem>): TPledgeRegisterItem {
  return {
    itemId: '11111111-1111-4111-8111-000000000001',
    itemNumber: 'PI-2026-000001',
    ticketNumber: 'PT-2026-000001',
    loanId: LOAN_ID,
    applicationNumber: 'PL-2026-000042',
    borrowerName: 'Marcia Brown',
    borrowerPhone: '(876) 555-0142',
    category: 'jewellery',
    description: 'Gold rope chain, 50 cm',
    serialNumber: null,
    appraisedValue: '9600.00',
    status: 'in_pawn',
    storageLocation: 'Safe A',
    pawnedAt: '2026-11-01',
    dueDate: '2026-12-01',
    redeemableUntil: '2027-11-01',
    ...changes,
  };
}

// As the server answers due=week: nearest day first, one row per item (Marcia's ticket has two).
const DUE: TPledgeRegisterItem[] = [
  aRow({}),
  aRow({ itemId: '11111111-1111-4111-8111-000000000002', itemNumber: 'PI-2026-000002', description: 'Samsung TV' }),
  aRow({
    itemId: '11111111-1111-4111-8111-000000000003',
    itemNumber: 'PI-2026-000003',
    ticketNumber: 'PT-2025-000310',
    loanId: OTHER_LOAN,
    applicationNumber: 'PL-2025-000310',
    borrowerName: 'Devon Richards',
    borrowerPhone: '876-555-0199',
    description: 'Makita drill',
    pawnedAt: '2025-12-03',
    dueDate: '2026-01-02',
    redeemableUntil: '2026-12-03',
  }),
];
const BOOK = [aRow({ itemId: '11111111-1111-4111-8111-000000000009', itemNumber: 'PI-2026-000009', borrowerName: 'Book Only', dueDate: '2027-03-01' })];
const STATS = { inPawn: 4, inPawnValue: '38400.00', onHold: 0, redeemed: 0, forfeitable: 0, sold: 0 };

function serve(role: 'loan_officer' | 'admin' = 'loan_officer', due = DUE) {
  const { api } = servePledge({ role, pledge: aTicketedPledge([anItem()]) });
  api.on('GET', '/api/pledges', (request) => {
    const items = request.query.get('due') === 'week' ? due : BOOK;
    return reply(ZPledgeRegisterResponse, { items, total: items.length, page: 1, pageSize: Number(request.query.get('pageSize')), stats: STATS });
  });
  return api;
}

describe('Pledges tab, Due this week', () => {
  it('lists each ticket due or lapsing this week once: name, phone to call, ticket, due date and redeemable-until', async () => {
    const api = serve();
    const { user } = renderUi(<PledgesTab />);
    await screen.findAllByTestId('pledge-row');
    await user.click(screen.getByRole('button', { name: 'Due this week' }));
    expect(screen.getByRole('button', { name: 'Due this week' }).getAttribute('aria-pressed')).toBe('true');

    const rows = await screen.findAllByTestId('pledge-due-row');
    expect(rows.map((r) => r.getAttribute('data-ticket-number'))).toEqual(['PT-2026-000001', 'PT-2025-000310']);
    const first = within(rows[0]!);
    expect(first.getByText('Marcia Brown')).toBeTruthy();
    expect(first.getByText('Gold rope chain, 50 cm; Samsung TV')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Call Marcia Brown on (876) 555-0142' }).getAttribute('href')).toBe('tel:8765550142');
    expect(first.getByText('01/12/2026')).toBeTruthy();
    expect(first.getByText('01/11/2027')).toBeTruthy();
    const second = within(rows[1]!);
    expect(second.getByRole('link', { name: /Call Devon Richards/ }).getAttribute('href')).toBe('tel:8765550199');
    expect(second.getByText('02/01/2026')).toBeTruthy();
    expect(second.getByText('03/12/2026')).toBeTruthy();
    expect(screen.queryByText('Book Only')).toBeNull();

    const asked = api.calls('GET', '/api/pledges').filter((r) => r.query.get('due') === 'week');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.at(-1)?.query.get('status')).toBeNull();

    // Open shows the ticket's pledge; back to the book shows the book.
    await user.click(second.getByRole('button', { name: 'Open pledge PT-2025-000310' }));
    expect(await screen.findByRole('dialog', { name: 'Pledge PT-2025-000310' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Pledge book' }));
    await waitFor(() => expect(screen.getAllByTestId('pledge-row').map((r) => r.getAttribute('data-item-number'))).toEqual(['PI-2026-000009']));
    expect(api.unhandled).toEqual([]);
  });

  it('says so when nothing is due, and an admin has the sale book views beside it', async () => {
    serve('admin', []);
    const { user } = renderUi(<PledgesTab />);
    await screen.findAllByTestId('pledge-row');
    expect(screen.getByRole('group', { name: 'Pledges view' }).textContent).toBe('Pledge bookDue this weekSale bookSurplus owed');
    await user.click(screen.getByRole('button', { name: 'Due this week' }));
    expect(await screen.findByText('No pledges fall due or lapse in the next 7 days.')).toBeTruthy();
    expect(screen.queryByTestId('pledge-due-row')).toBeNull();
  });
});
