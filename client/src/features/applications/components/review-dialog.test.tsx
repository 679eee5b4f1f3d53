// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canMoveStatus, canRoleSetStatus, type TApplicationStatus } from '@common/application-status';
import { ZPublicUser } from '@common/contracts/auth';
import { jamaicaToday } from '@common/jamaica-time';
import { ZApplicationPhotoRequest, ZPawnLoanDetailResponse, ZPawnLoanUpdatedResponse, ZStatusUpdateRequest, type TStatusHistoryEntry } from '@common/contracts/pawn-loan-review';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import type { TRole } from '@common/roles';
import { getDisplayName } from '@/lib/user-display';
import { installFakeApi, refuse, reply, uploadPathOf } from '@/test/fake-api';
import { aUser, anApplication } from '@/test/fixtures';
import { renderUi } from '@/test/render-ui';
import { ReviewDialog } from './review-dialog';

const CHANGED_ELSEWHERE = 'This application was changed by someone else. Reload and try again.';

/**
 * The review calls as the server answers them: the detail with its history, and a status change
 * that follows the state machine, records the reviewer from the session and appends history.
 */
function serveReview(role: TRole, application: TPawnLoanListItem, options: { statusNow?: TApplicationStatus } = {}) {
  const api = installFakeApi();
  const user = aUser(role);
  let stored = { ...application, status: options.statusNow ?? application.status };
  const history: TStatusHistoryEntry[] = [
    { id: 1, fromStatus: null, toStatus: 'submitted', changedByName: null, notes: null, createdAt: application.createdAt },
  ];
  api
    .on('GET', '/api/auth/user', () => reply(ZPublicUser, user))
    // The dialog reads what the client believed until a change comes back from the server.
    .on('GET', '/api/pawn-loans/:id', () => reply(ZPawnLoanDetailResponse, { application: history.length > 1 ? stored : application, history }))
    .on('PATCH', '/api/pawn-loans/:id/status', (request) => {
      const body = ZStatusUpdateRequest.parse(request.body);
      if (!canRoleSetStatus(role, stored.status, body.status)) return refuse(403, 'A loan officer can mark an application as reviewed and pay out an approved loan (active). Approving, rejecting and later changes are made by an admin.');
      if (!canMoveStatus(stored.status, body.status)) return refuse(409, CHANGED_ELSEWHERE);
      const reviewedBy = getDisplayName(user);
      history.push({ id: history.length + 1, fromStatus: stored.status, toStatus: body.status, changedByName: reviewedBy, notes: body.reviewNotes ?? null, createdAt: '2025-03-04T15:30:00.000Z' });
      stored = { ...stored, status: body.status, reviewedBy, reviewNotes: body.reviewNotes ?? null };
      return reply(ZPawnLoanUpdatedResponse, stored);
    });
  return api;
}

async function openStatusTab(application: TPawnLoanListItem) {
  const view = renderUi(<ReviewDialog application={application} onClose={() => undefined} />);
  await view.user.click(await screen.findByRole('tab', { name: 'Status Update' }));
  return view;
}

const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

describe('Review dialog: status change', () => {
  it('offers a loan officer only Reviewed as the next status', async () => {
    const api = serveReview('loan_officer', anApplication({ status: 'submitted' }));
    await openStatusTab(anApplication({ status: 'submitted' }));

    expect(optionsOf(screen.getByLabelText('New Status'))).toEqual(['Choose a new status', 'Reviewed']);
    expect(api.unhandled).toEqual([]);
  });

  it("tells a loan officer that a reviewed application is the admins' decision", async () => {
    serveReview('loan_officer', anApplication({ status: 'reviewed' }));
    await openStatusTab(anApplication({ status: 'reviewed' }));

    expect(screen.queryByLabelText('New Status')).toBeNull();
    expect(screen.getByTestId('review-status-locked').textContent).toBe('This application is Reviewed. Only an admin or super admin can move it on from here.');
  });

  it('offers a loan officer Active on an approved loan (paying it out at the counter), and nothing else', async () => {
    const api = serveReview('loan_officer', anApplication({ status: 'approved' }));
    await openStatusTab(anApplication({ status: 'approved' }));

    expect(optionsOf(screen.getByLabelText('New Status'))).toEqual(['Choose a new status', 'Active']);
    expect(api.unhandled).toEqual([]);
  });

  it('sends an admin decision with its notes and shows the new status and history from the answer', async () => {
    const application = anApplication({ status: 'submitted' });
    const api = serveReview('admin', application);
    const { user } = await openStatusTab(application);

    const select = screen.getByLabelText('New Status');
    expect(optionsOf(select)).toEqual(['Choose a new status', 'Reviewed', 'Approved', 'Rejected']);
    expect((screen.getByRole('button', { name: 'Update Status' }) as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(select, 'Approved');
    await user.type(screen.getByLabelText('Review Notes'), 'ID and collateral checked');
    await user.click(screen.getByRole('button', { name: 'Update Status' }));

    expect(await screen.findByText(`Application ${application.applicationNumber} is now Approved.`)).toBeTruthy();
    const [patch, ...more] = api.calls('PATCH', `/api/pawn-loans/${application.id}/status`);
    expect(more).toEqual([]);
    // Approving confirms the start date: today unless staff choose another.
    expect(patch?.body).toEqual({ status: 'approved', reviewedBy: 'Ada Admin', reviewNotes: 'ID and collateral checked', startDate: jamaicaToday(), startDateReason: null });

    expect(within(screen.getByTestId('review-current-status')).getByText('Approved')).toBeTruthy();
    expect(screen.getByTestId('review-reviewed-by').textContent).toContain('Ada Admin');
    await waitFor(() => expect(screen.getAllByTestId('review-history-entry')).toHaveLength(2));
    const newest = screen.getAllByTestId('review-history-entry')[0]!;
    expect(within(newest).getByText('Submitted')).toBeTruthy();
    expect(within(newest).getByText('Approved')).toBeTruthy();
    expect(within(newest).getByText('ID and collateral checked')).toBeTruthy();
    expect(newest.textContent).toContain('Ada Admin');
    // The form is ready for the next decision, from the new status.
    expect(optionsOf(screen.getByLabelText('New Status'))).toEqual(['Choose a new status', 'Active', 'Rejected']);
    expect(api.unhandled).toEqual([]);
  });

  it("shows the server's message when the move is refused with 409", async () => {
    const application = anApplication({ status: 'submitted' });
    // Someone else rejected it after this dialog loaded.
    const api = serveReview('admin', application, { statusNow: 'rejected' });
    const { user } = await openStatusTab(application);

    await user.selectOptions(screen.getByLabelText('New Status'), 'Approved');
    await user.click(screen.getByRole('button', { name: 'Update Status' }));

    expect((await screen.findByRole('alert')).textContent).toBe(CHANGED_ELSEWHERE);
    expect(await screen.findByText('Failed to update application status. Please try again.')).toBeTruthy();
    expect(api.calls('PATCH', `/api/pawn-loans/${application.id}/status`)).toHaveLength(1);
    expect(within(screen.getByTestId('review-current-status')).getByText('Submitted')).toBeTruthy();
  });
});

describe('Review dialog: borrower photo', () => {
  it('uploads a new photo and points the application at it', async () => {
    const application = anApplication({ status: 'submitted' });
    const api = serveReview('admin', application)
      .acceptUploads()
      .on('PATCH', '/api/pawn-loans/:id/photo', (request) => {
        const { borrowerPhotoUrl } = ZApplicationPhotoRequest.parse(request.body);
        return reply(ZPawnLoanUpdatedResponse, { ...application, borrowerPhotoUrl, borrowerPhotoVerified: 'pending' });
      });
    const { user } = renderUi(<ReviewDialog application={application} onClose={() => undefined} />);

    await user.upload(await screen.findByLabelText('Borrower photo file'), new File([new Uint8Array(4)], 'face.png', { type: 'image/png' }));

    expect(await screen.findByText('The borrower photo was replaced; its check is back to pending.')).toBeTruthy();
    expect(api.calls('PATCH', `/api/pawn-loans/${application.id}/photo`).map((r) => r.body)).toEqual([{ borrowerPhotoUrl: uploadPathOf(1) }]);
    expect(api.unhandled).toEqual([]);
  });
});
