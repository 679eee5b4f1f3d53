// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZPublicUser } from '@common/contracts/auth';
import {
  ZApplicationBorrowerRecord,
  ZBorrowerChangeDecisionRequest,
  type TApplicationBorrowerRecord,
  type TBorrowerChange,
} from '@common/contracts/borrower-changes';
import { ZPawnLoanDetailResponse } from '@common/contracts/pawn-loan-review';
import type { TRole } from '@common/roles';
import { installFakeApi, refuse, reply, uploadPathOf } from '@/test/fake-api';
import { aUser, anApplication } from '@/test/fixtures';
import { renderUi } from '@/test/render-ui';
import { ReviewDialog } from './review-dialog';

const change = (field: TBorrowerChange['field'], label: string, from: string | null, to: string): TBorrowerChange => ({
  field,
  label,
  from,
  to,
  decision: null,
  decidedBy: null,
  decidedAt: null,
});

const PROPOSED: TApplicationBorrowerRecord = {
  borrowerId: '6f1c2a9e-0000-4000-8000-000000000001',
  recordHasAccount: true,
  linkedToAccount: false,
  changes: [change('name', 'Full name', 'Marcia Campbell', 'Marsha Campbell'), change('phone', 'Phone', '876-555-0101', '876-555-0999'), change('photo', 'Borrower photo', uploadPathOf(1), uploadPathOf(2))],
};

/** The review's calls as the server answers them: each decision is kept and answered with the record as it now stands. */
function serve(role: TRole, record: TApplicationBorrowerRecord) {
  const api = installFakeApi();
  const user = aUser(role);
  const application = anApplication({ status: 'submitted' });
  let current = record;
  api
    .on('GET', '/api/auth/user', () => reply(ZPublicUser, user))
    .on('GET', '/api/pawn-loans/:id', () => reply(ZPawnLoanDetailResponse, { application, history: [], borrowerRecord: current }))
    .on('POST', '/api/pawn-loans/:id/borrower-changes', (request) => {
      const body = ZBorrowerChangeDecisionRequest.parse(request.body);
      const target = current.changes.find((c) => c.field === body.field);
      if (!target || target.decision) return refuse(409, 'That change has already been decided.');
      const decided = { ...target, decision: body.decision === 'accept' ? ('accepted' as const) : ('ignored' as const), decidedBy: user.email, decidedAt: '2025-03-04T15:30:00.000Z' };
      current = { ...current, changes: current.changes.map((c) => (c.field === body.field ? decided : c)) };
      return reply(ZApplicationBorrowerRecord, current);
    })
    .on('POST', '/api/pawn-loans/:id/borrower-link', () => {
      current = { ...current, linkedToAccount: true };
      return reply(ZApplicationBorrowerRecord, current);
    });
  return { api, application };
}

describe('Review dialog: changes proposed by an application', () => {
  it('lists each difference old -> new, and Accept / Ignore send one decision each and show it', async () => {
    const { api, application } = serve('loan_officer', PROPOSED);
    const { user } = renderUi(<ReviewDialog application={application} onClose={() => undefined} />);

    const panel = (await screen.findByRole('heading', { name: 'Changes proposed by this application' })).closest('section')!;
    expect(within(panel).getByTestId('borrower-changes-summary').textContent).toBe('3 fields differ from the borrower record. The record keeps its own until you accept a change.');
    const name = within(panel).getByTestId('borrower-change-name');
    expect(within(name).getByTestId('borrower-change-name-from').textContent).toBe('Marcia Campbell');
    expect(within(name).getByTestId('borrower-change-name-to').textContent).toBe('Marsha Campbell');
    // Pictures are shown as pictures, each named for what it is.
    expect(within(panel).getByRole('img', { name: 'Borrower photo on the record' })).toBeTruthy();
    expect(within(panel).getByRole('img', { name: 'Borrower photo in this application' })).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Accept: Phone' }));
    await waitFor(() => expect(within(panel).getByTestId('borrower-change-phone-decision').textContent).toContain('Accepted'));
    await user.click(within(panel).getByRole('button', { name: 'Ignore: Full name' }));
    await waitFor(() => expect(within(panel).getByTestId('borrower-change-name-decision').textContent).toContain('Ignored'));
    expect(within(panel).getByTestId('borrower-change-name-decision').textContent).toContain(`by ${aUser('loan_officer').email}`);

    expect(api.calls('POST', `/api/pawn-loans/${application.id}/borrower-changes`).map((c) => c.body)).toEqual([
      { field: 'phone', decision: 'accept' },
      { field: 'name', decision: 'ignore' },
    ]);
    // Decided fields have no buttons left; the photo still waits.
    expect(within(panel).queryByRole('button', { name: 'Accept: Phone' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Accept: Borrower photo' })).toBeTruthy();
    expect(within(panel).getByTestId('borrower-changes-summary').textContent).toBe('1 field differs from the borrower record. The record keeps its own until you accept a change.');
    expect(api.unhandled).toEqual([]);
  });

  it("says the application is not in the borrower's account, and links it on request", async () => {
    const { api, application } = serve('admin', PROPOSED);
    const { user } = renderUi(<ReviewDialog application={application} onClose={() => undefined} />);

    expect((await screen.findByTestId('borrower-link-status')).textContent).toContain('was not sent from the borrower\'s own account');
    await user.click(screen.getByRole('button', { name: "Link to the borrower's account" }));
    await waitFor(() => expect(screen.getByTestId('borrower-link-status').textContent).toBe("This application shows in the borrower's own account."));
    expect(screen.queryByRole('button', { name: "Link to the borrower's account" })).toBeNull();
    expect(api.calls('POST', `/api/pawn-loans/${application.id}/borrower-link`)).toHaveLength(1);
  });

  it('says so when the application matches the record', async () => {
    serve('admin', { ...PROPOSED, linkedToAccount: true, changes: [] });
    renderUi(<ReviewDialog application={anApplication({ status: 'submitted' })} onClose={() => undefined} />);
    expect((await screen.findByTestId('borrower-changes-none')).textContent).toBe('This application matches the borrower record.');
    expect(screen.queryByRole('button', { name: "Link to the borrower's account" })).toBeNull();
  });
});
