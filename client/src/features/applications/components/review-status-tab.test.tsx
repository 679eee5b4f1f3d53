// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZPawnLoanUpdatedResponse, ZStatusUpdateRequest } from '@common/contracts/pawn-loan-review';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { addDays } from '@common/loan-ledger';
import { jamaicaToday } from '@common/jamaica-time';
import { installFakeApi, reply } from '@/test/fake-api';
import { aUser, anApplication } from '@/test/fixtures';
import { renderUi } from '@/test/render-ui';
import { ReviewStatusTab } from './review-status-tab';

const PAST = addDays(jamaicaToday(), -10);
const REASON = 'Paid out on paper at the counter';

function serveStatus(application: TPawnLoanListItem) {
  return installFakeApi().on('PATCH', '/api/pawn-loans/:id/status', (request) => {
    const body = ZStatusUpdateRequest.parse(request.body);
    return reply(ZPawnLoanUpdatedResponse, { ...application, status: body.status });
  });
}

describe('Status Update: the start date', () => {
  it('asks for the reason of a past start date once, when approving', async () => {
    const reviewed = anApplication({ status: 'reviewed' });
    const api = serveStatus(reviewed);
    const { user } = renderUi(<ReviewStatusTab application={reviewed} history={[]} user={aUser('admin')} />);
    await user.selectOptions(screen.getByLabelText('New Status'), 'approved');
    const start = screen.getByRole('textbox', { name: 'Start Date' });
    await user.clear(start);
    await user.type(start, PAST.split('-').reverse().join('/'));
    await user.tab();
    await user.type(screen.getByLabelText('Reason for a past start date'), REASON);
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(api.calls('PATCH', `/api/pawn-loans/${reviewed.id}/status`)).toHaveLength(1));
    expect(api.calls('PATCH', `/api/pawn-loans/${reviewed.id}/status`)[0]?.body).toMatchObject({ status: 'approved', startDate: PAST, startDateReason: REASON });
  });

  it('does not ask again when the approved loan is made active on the day its approval confirmed', async () => {
    const approved = anApplication({ status: 'approved', startDate: PAST, startDateReason: REASON });
    const api = serveStatus(approved);
    const { user } = renderUi(<ReviewStatusTab application={approved} history={[]} user={aUser('admin')} />);
    await user.selectOptions(screen.getByLabelText('New Status'), 'active');
    expect(screen.queryByLabelText('Reason for a past start date')).toBeNull();
    expect(screen.getByTestId('review-start-date-hint').textContent).toContain(`Confirmed when the loan was approved (${REASON})`);
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(api.calls('PATCH', `/api/pawn-loans/${approved.id}/status`)).toHaveLength(1));
    // No start date sent: the server keeps the confirmed one and its reason.
    const body = api.calls('PATCH', `/api/pawn-loans/${approved.id}/status`)[0]?.body as Record<string, unknown>;
    expect(body.status).toBe('active');
    expect(body).not.toHaveProperty('startDate');
    expect(body).not.toHaveProperty('startDateReason');
  });

  it('asks for a reason again only when activation moves the start to another past day', async () => {
    const approved = anApplication({ status: 'approved', startDate: PAST, startDateReason: REASON });
    serveStatus(approved);
    const { user } = renderUi(<ReviewStatusTab application={approved} history={[]} user={aUser('admin')} />);
    await user.selectOptions(screen.getByLabelText('New Status'), 'active');
    const start = screen.getByRole('textbox', { name: 'Start Date' });
    await user.clear(start);
    await user.type(start, addDays(PAST, -1).split('-').reverse().join('/'));
    await user.tab();
    expect(screen.getByLabelText('Reason for a past start date')).toBeTruthy();
  });
});

describe('Status Update: paying the loan out (issue 34)', () => {
  it('asks how an approved loan is paid out when it is made active, cash unless chosen otherwise', async () => {
    const approved = anApplication({ status: 'approved', startDate: PAST, startDateReason: REASON });
    const api = serveStatus(approved);
    const { user } = renderUi(<ReviewStatusTab application={approved} history={[]} user={aUser('admin')} />);
    expect(screen.queryByLabelText('Paid out by')).toBeNull();
    await user.selectOptions(screen.getByLabelText('New Status'), 'active');
    expect((screen.getByLabelText('Paid out by') as HTMLSelectElement).value).toBe('cash');
    await user.selectOptions(screen.getByLabelText('Paid out by'), 'cheque');
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(api.calls('PATCH', `/api/pawn-loans/${approved.id}/status`)).toHaveLength(1));
    expect(api.calls('PATCH', `/api/pawn-loans/${approved.id}/status`)[0]?.body).toMatchObject({ status: 'active', disbursementMethod: 'cheque' });
  });

  it('sends no method with another move', async () => {
    const approved = anApplication({ status: 'approved' });
    const api = serveStatus(approved);
    const { user } = renderUi(<ReviewStatusTab application={approved} history={[]} user={aUser('admin')} />);
    await user.selectOptions(screen.getByLabelText('New Status'), 'rejected');
    expect(screen.queryByLabelText('Paid out by')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(api.calls('PATCH', `/api/pawn-loans/${approved.id}/status`)).toHaveLength(1));
    expect(api.calls('PATCH', `/api/pawn-loans/${approved.id}/status`)[0]?.body).not.toHaveProperty('disbursementMethod');
  });
});
