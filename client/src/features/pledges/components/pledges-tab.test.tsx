// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZPledgeRegisterResponse, type TPledgeRegisterItem, type TPledgeRegisterResponse } from '@common/contracts/pledges';
import { reply } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { anItem, aTicketedPledge, LOAN_ID, servePledge } from './pledges.test-support';
import { PledgesTab } from './pledges-tab';

const ROWS: TPledgeRegisterItem[] = [
  {
    itemId: '11111111-1111-4111-8111-000000000001',
    itemNumber: 'PI-2026-000001',
    ticketNumber: 'PT-2026-000001',
    loanId: LOAN_ID,
    applicationNumber: 'PL-2026-000042',
    borrowerName: 'Marcia Brown',
    borrowerPhone: '876-555-0142',
    category: 'jewellery',
    description: 'Gold rope chain, 50 cm',
    serialNumber: null,
    appraisedValue: '9600.00',
    status: 'in_pawn',
    storageLocation: 'Safe A',
    pawnedAt: '2026-11-20',
    dueDate: '2026-12-20',
    redeemableUntil: '2027-11-20',
  },
  {
    itemId: '11111111-1111-4111-8111-000000000002',
    itemNumber: 'PI-2026-000002',
    ticketNumber: 'PT-2026-000001',
    loanId: LOAN_ID,
    applicationNumber: 'PL-2026-000042',
    borrowerName: 'Marcia Brown',
    borrowerPhone: '876-555-0142',
    category: 'electronics',
    description: '=cmd|" /C calc"!A0 Samsung TV',
    serialNumber: 'SN-55-0001',
    appraisedValue: '40000.00',
    status: 'police_hold',
    storageLocation: 'Back room',
    pawnedAt: '2026-11-20',
    dueDate: '2026-12-20',
    redeemableUntil: '2027-11-20',
  },
];

const STATS = { inPawn: 1, inPawnValue: '9600.00', onHold: 1, redeemed: 4, forfeitable: 0, sold: 2 };

/** GET /api/pledges answering the rows that match q (item, ticket, name, description, serial) and status. */
function serveRegister() {
  const { api } = servePledge({ pledge: aTicketedPledge([anItem(), anItem({ id: '11111111-1111-4111-8111-000000000002', itemNumber: 'PI-2026-000002', description: 'Samsung TV' })]) });
  api.on('GET', '/api/pledges', (request) => {
    const q = (request.query.get('q') ?? '').toUpperCase();
    const status = request.query.get('status');
    const pageSize = Number(request.query.get('pageSize'));
    const items = ROWS.filter((r) => (!status || r.status === status) && (!q || [r.itemNumber, r.ticketNumber, r.borrowerName, r.description, r.serialNumber].some((v) => v?.toUpperCase().includes(q))));
    const answer: TPledgeRegisterResponse = { items: items.slice(0, pageSize), total: items.length, page: Number(request.query.get('page')), pageSize, stats: STATS };
    return reply(ZPledgeRegisterResponse, answer);
  });
  return api;
}

describe('Pledges tab (the pledge book)', () => {
  it('shows the book figures and the items, and filters by status', async () => {
    const api = serveRegister();
    const { user } = renderUi(<PledgesTab />);
    expect(await screen.findAllByTestId('pledge-row')).toHaveLength(2);
    expect(screen.getByTestId('pledges-stat-in-pawn').textContent).toBe('1');
    expect(screen.getByTestId('pledges-stat-value').textContent).toBe('J$9,600.00');
    expect(screen.getByTestId('pledges-stat-hold').textContent).toBe('1');
    expect(screen.getByTestId('pledges-stat-redeemed').textContent).toBe('4');
    expect(screen.getByTestId('pledges-stat-forfeitable').textContent).toBe('0');
    expect(screen.getByTestId('pledges-stat-sold').textContent).toBe('2');

    await user.selectOptions(screen.getByLabelText('Status'), 'Police hold');
    await waitFor(() => expect(screen.getAllByTestId('pledge-row').map((r) => r.getAttribute('data-item-number'))).toEqual(['PI-2026-000002']));
    expect(api.calls('GET', '/api/pledges').at(-1)?.query.get('status')).toBe('police_hold');
    expect(api.unhandled).toEqual([]);
  });

  it('finds a scanned tag at once: the scanner types the item number and Enter, and its pledge opens', async () => {
    const api = serveRegister();
    const { user } = renderUi(<PledgesTab />);
    await screen.findAllByTestId('pledge-row');
    await user.type(screen.getByRole('searchbox', { name: /scan a tag/ }), 'PI-2026-000002{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Pledge PT-2026-000001' });
    expect(api.calls('GET', '/api/pledges').some((r) => r.query.get('q') === 'PI-2026-000002')).toBe(true);
    expect(await within(dialog).findByRole('article', { name: 'PI-2026-000002' })).toBeTruthy();
    expect(api.unhandled).toEqual([]);
  });

  it('exports the filtered book as a CSV with formula-looking text neutralised', async () => {
    const api = serveRegister();
    const saved: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:export'), revokeObjectURL: () => undefined });
    const { user } = renderUi(<PledgesTab />);
    await screen.findAllByTestId('pledge-row');
    await user.type(screen.getByRole('searchbox', { name: /scan a tag/ }), 'samsung');
    await waitFor(() => expect(screen.getAllByTestId('pledge-row')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('1 item of the pledge book exported.')).toBeTruthy();
    const exportCall = api.calls('GET', '/api/pledges').at(-1);
    expect(exportCall?.query.get('q')).toBe('samsung');
    expect(exportCall?.query.get('pageSize')).toBe('1000');
    expect(saved).toHaveLength(1);
    const lines = (await saved[0]!.text()).replace('\uFEFF', '').split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=cmd|"" /C calc""!A0 Samsung TV"`);
  });
});
