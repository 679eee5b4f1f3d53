// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZPublicUser } from '@common/contracts/auth';
import {
  BORROWER_MESSAGES,
  ZBorrowerDetail,
  ZBorrowerListResponse,
  ZBorrowerSummary,
  type TBorrowerDetail,
  type TDocumentCheckState,
} from '@common/contracts/borrowers';
import { ZDeletedResponse } from '@common/contracts/credentials';
import type { TRole } from '@common/roles';
import { installFakeApi, refuse, reply, type TApiAnswer } from '@/test/fake-api';
import { aUser } from '@/test/fixtures';
import { renderUi } from '@/test/render-ui';
import { BorrowersTab } from './borrowers-tab';

const check = (status: TDocumentCheckState = 'pending') => ({ status, verifiedBy: null, verifiedAt: null, url: null });

function aBorrower(): TBorrowerDetail {
  return ZBorrowerDetail.parse({
    id: 'b-1',
    idNumber: 'JM-1001',
    name: 'Marcia Brown',
    email: 'marcia@example.com',
    phone: '876-555-0101',
    address: '1 King St, Kingston',
    trn: '123-456-789',
    bankAccountNumber: null,
    photoUrl: null,
    signatureUrl: null,
    trnPhotoUrl: '/objects/uploads/0b7c8f6e-0000-4000-8000-000000000001',
    totalLoans: 2,
    activeLoans: 1,
    totalBorrowed: '24000.00',
    totalRepaid: '3600.00',
    lastLoanDate: '2026-11-01T15:00:00.000Z',
    creditStatus: 'good',
    creditStatusSource: 'derived',
    photoVerified: 'pending',
    trnPhotoVerified: 'pending',
    signatureVerified: 'pending',
    idDocumentVerified: 'pending',
    hasAccount: false,
    documents: {
      photo: check(),
      trn: { ...check(), url: '/objects/uploads/0b7c8f6e-0000-4000-8000-000000000001' },
      signature: check(),
      idDocument: { ...check(), type: null, number: null, expiryDate: null },
    },
    guarantor: null,
    loanSummary: { totalLoans: 2, activeLoans: 1, totalBorrowed: '24000.00', totalRepaid: '3600.00' },
    recentLoans: [],
  });
}

/** The Borrowers calls as the server answers them, over one borrower held here. */
function serveBorrowers(me: TRole, answers: { create?: TApiAnswer; remove?: TApiAnswer } = {}) {
  const api = installFakeApi();
  const borrower = aBorrower();
  const summary = () => ZBorrowerSummary.parse(borrower);
  api
    .on('GET', '/api/auth/user', () => reply(ZPublicUser, aUser(me)))
    .on('GET', '/api/admin/borrowers', () =>
      reply(ZBorrowerListResponse, { items: [summary()], total: 1, page: 1, pageSize: 50, stats: { total: 1, active: 1, goodCredit: 1, atRisk: 0 } }),
    )
    .on('GET', '/api/admin/borrowers/:id', () => reply(ZBorrowerDetail, borrower))
    .on('POST', '/api/admin/borrowers', () => answers.create ?? refuse(500, 'unexpected'))
    .on('DELETE', '/api/admin/borrowers/:id', () => answers.remove ?? reply(ZDeletedResponse, { message: BORROWER_MESSAGES.deleted }))
    .on('PUT', '/api/admin/borrower/:key/profile', (request) => {
      const { borrowerDetails } = request.body as { borrowerDetails: { name: string; phone: string; address: string; trn: string | null } };
      Object.assign(borrower, borrowerDetails);
      return reply(ZBorrowerSummary, summary());
    })
    .on('PUT', '/api/admin/borrower/:key/document-verification', (request) => {
      const { status } = request.body as { documentType: 'trn'; status: TDocumentCheckState };
      borrower.documents.trn = { ...borrower.documents.trn, status, verifiedBy: 'officer@pawnbook.test', verifiedAt: '2026-11-24T12:00:00.000Z' };
      borrower.trnPhotoVerified = status;
      return reply(ZBorrowerSummary, summary());
    });
  return api;
}

async function openDetails(user: ReturnType<typeof renderUi>['user']) {
  const row = await screen.findByTestId('borrower-row');
  await user.click(within(row).getByRole('button', { name: 'View details of Marcia Brown' }));
  return screen.findByTestId('borrower-details-dialog');
}

describe('Borrowers tab', () => {
  it('shows the stat cards and the borrower with loans, money and credit status', async () => {
    serveBorrowers('loan_officer');
    renderUi(<BorrowersTab />);
    const row = await screen.findByTestId('borrower-row');
    expect(screen.getByTestId('borrowers-stat-total').textContent).toBe('1');
    expect(screen.getByTestId('borrowers-stat-good').textContent).toBe('1');
    expect(within(row).getByText('J$24,000.00')).toBeTruthy();
    expect(within(row).getByText('1 / 2')).toBeTruthy();
    expect(within(row).getByTestId('borrower-credit-status').textContent).toBe('Good');
    expect(within(row).getByText('Derived')).toBeTruthy();
  });

  it('searches only from 2 characters on', async () => {
    const api = serveBorrowers('loan_officer');
    const { user } = renderUi(<BorrowersTab />);
    await screen.findByTestId('borrower-row');
    await user.type(screen.getByTestId('borrowers-search'), 'm');
    expect(await screen.findByText('Type at least 2 characters to search.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 400));
    expect(api.calls('GET', '/api/admin/borrowers').some((r) => r.query.has('q'))).toBe(false);
    await user.type(screen.getByTestId('borrowers-search'), 'a');
    await waitFor(() => expect(api.calls('GET', '/api/admin/borrowers').some((r) => r.query.get('q') === 'ma')).toBe(true));
  });
});

describe('Create New Borrower', () => {
  it('checks the required fields, sends the body, and shows the server 409 message', async () => {
    const api = serveBorrowers('loan_officer', { create: refuse(409, BORROWER_MESSAGES.exists) });
    const { user } = renderUi(<BorrowersTab />);
    await user.click(await screen.findByRole('button', { name: 'Add New Borrower' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Borrower' });
    expect(within(dialog).getByText(/No login credentials required/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Create Borrower' }));
    expect(await within(dialog).findByText('Please fill in all required fields.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Full Name *').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST', '/api/admin/borrowers')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Full Name *'), '  Devon Walker ');
    await user.type(within(dialog).getByLabelText('Email Address *'), 'devon@example.com');
    await user.type(within(dialog).getByLabelText('Phone Number *'), '876-555-0199');
    await user.type(within(dialog).getByLabelText('ID Number *'), 'JM-2002');
    await user.type(within(dialog).getByLabelText('Address *'), '5 Hope Rd');
    await user.click(within(dialog).getByRole('button', { name: 'Create Borrower' }));

    expect(await screen.findByText(BORROWER_MESSAGES.exists)).toBeTruthy();
    expect(api.calls('POST', '/api/admin/borrowers').map((r) => r.body)).toEqual([
      { borrowerName: 'Devon Walker', borrowerEmail: 'devon@example.com', borrowerPhone: '876-555-0199', borrowerID: 'JM-2002', borrowerTRN: null, borrowerAddress: '5 Hope Rd' },
    ]);
    // Refused: the dialog stays open with what was typed.
    expect(screen.getByRole('dialog', { name: 'Create New Borrower' })).toBeTruthy();
  });

  it('closes and reads the list again when the borrower is created', async () => {
    const created = ZBorrowerSummary.parse({ ...aBorrower(), id: 'b-2', name: 'Devon Walker', email: 'devon@example.com' });
    const api = serveBorrowers('admin', { create: reply(ZBorrowerSummary, created, 201) });
    const { user } = renderUi(<BorrowersTab />);
    await screen.findByTestId('borrower-row');
    const listReads = api.calls('GET', '/api/admin/borrowers').length;
    await user.click(screen.getByRole('button', { name: 'Add New Borrower' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Borrower' });
    for (const [label, value] of [['Full Name *', 'Devon Walker'], ['Email Address *', 'devon@example.com'], ['Phone Number *', '876'], ['ID Number *', 'X'], ['TRN (optional)', '123456789'], ['Address *', 'Here']] as const) {
      await user.type(within(dialog).getByLabelText(label), value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Create Borrower' }));
    expect(await screen.findByText('Borrower Created')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((api.calls('POST', '/api/admin/borrowers')[0]?.body as { borrowerTRN: string }).borrowerTRN).toBe('123456789');
    await waitFor(() => expect(api.calls('GET', '/api/admin/borrowers').length).toBeGreaterThan(listReads));
  });
});

describe('Delete Borrower', () => {
  it('sends the super admin credentials and shows the 409 refusal in the dialog', async () => {
    const api = serveBorrowers('super_admin', { remove: refuse(409, BORROWER_MESSAGES.hasOpenLoans) });
    const { user } = renderUi(<BorrowersTab />);
    const row = await screen.findByTestId('borrower-row');
    await user.click(within(row).getByRole('button', { name: 'Delete Marcia Brown' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Borrower' });
    expect(within(dialog).getByText(/permanently removes the borrower with all their loan history and data/)).toBeTruthy();
    expect(within(dialog).getByText('marcia@example.com')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Delete Borrower' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);

    await user.type(within(dialog).getByLabelText('Super Admin Email'), 'root@pawnbook.test');
    await user.type(within(dialog).getByLabelText('Super Admin Password'), 'secret-pass');
    await user.click(confirm);

    expect(await within(dialog).findByTestId('super-admin-error')).toHaveProperty('textContent', BORROWER_MESSAGES.hasOpenLoans);
    expect(api.calls('DELETE', '/api/admin/borrowers/b-1').map((r) => r.body)).toEqual([{ email: 'root@pawnbook.test', password: 'secret-pass' }]);
  });
});

describe('View Details', () => {
  it('verifies the TRN photo with the document type and status, then shows it verified', async () => {
    const api = serveBorrowers('loan_officer');
    const { user } = renderUi(<BorrowersTab />);
    const dialog = await openDetails(user);
    await user.click(await within(dialog).findByRole('tab', { name: 'Documents and Guarantor' }));
    const trn = await within(dialog).findByTestId('document-trn');
    expect(within(trn).getByTestId('document-state').textContent).toBe('Pending');
    expect(within(dialog).getByText('No signature provided')).toBeTruthy();

    await user.click(within(trn).getByRole('button', { name: 'Verify TRN Photo' }));
    await waitFor(() => expect(within(trn).getByTestId('document-state').textContent).toBe('Verified'));
    expect(within(trn).getByText(/by officer@pawnbook\.test/)).toBeTruthy();
    expect(api.calls('PUT', '/api/admin/borrower/b-1/document-verification').map((r) => r.body)).toEqual([{ documentType: 'trn', status: 'verified' }]);

    // A stored picture that will not load gives the placeholder.
    fireEvent.error(within(trn).getByTestId('document-image'));
    expect(within(trn).getByText('Photo not found')).toBeTruthy();
  });

  it('offers the credit status control and Export to an admin, not to a loan officer', async () => {
    serveBorrowers('loan_officer');
    const officer = renderUi(<BorrowersTab />);
    let dialog = await openDetails(officer.user);
    await within(dialog).findByText('Credit Summary');
    expect(within(dialog).queryByLabelText('Credit status')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Export data' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Data summary (PDF)' })).toBeNull();
    officer.unmount();

    const api = serveBorrowers('admin').on('GET', '/api/admin/borrowers/:id/export', () => ({ status: 200, body: { format: 'pawnbook-borrower-export/1' } }));
    const admin = renderUi(<BorrowersTab />);
    dialog = await openDetails(admin.user);
    expect(await within(dialog).findByLabelText('Credit status')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Export data' })).toBeTruthy();

    // The readable summary is the same export asked for as a PDF, saved under its own name.
    const saved: Blob[] = [];
    const createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:export';
    };
    Object.assign(URL, { createObjectURL, revokeObjectURL: () => undefined });
    await admin.user.click(within(dialog).getByRole('button', { name: 'Data summary (PDF)' }));
    expect(await screen.findByText('Saved borrower-b-1.pdf.')).toBeTruthy();
    expect(api.calls('GET', '/api/admin/borrowers/b-1/export').map((r) => r.query.get('format'))).toEqual(['pdf']);
    expect(saved).toHaveLength(1);
  });

  it('saves the edited profile text fields as borrowerDetails only, then shows them', async () => {
    const api = serveBorrowers('loan_officer');
    const { user } = renderUi(<BorrowersTab />);
    const dialog = await openDetails(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Edit' }));
    const name = within(dialog).getByLabelText('Full Name *');
    await user.clear(name);
    await user.type(name, 'Marcia Brown-Campbell');
    await user.clear(within(dialog).getByLabelText('TRN (optional)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    expect(api.calls('PUT', '/api/admin/borrower/b-1/profile').map((r) => r.body)).toEqual([
      { borrowerDetails: { name: 'Marcia Brown-Campbell', phone: '876-555-0101', address: '1 King St, Kingston', trn: null } },
    ]);
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Marcia Brown-Campbell' })).toBeTruthy());
    expect(within(dialog).queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });

  it('shows No loan applications found on the account tab when there are none', async () => {
    serveBorrowers('loan_officer');
    const { user } = renderUi(<BorrowersTab />);
    const dialog = await openDetails(user);
    await user.click(await within(dialog).findByRole('tab', { name: 'Account Management' }));
    expect(await within(dialog).findByText('No loan applications found')).toBeTruthy();
    expect(within(dialog).getByTestId('borrower-total-borrowed').textContent).toBe('J$24,000.00');
  });
});
