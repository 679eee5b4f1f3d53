// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZPublicUser } from '@common/contracts/auth';
import {
  COLLECTION_MESSAGES,
  COLLECTION_TEXTS,
  ZCollectionDetail,
  ZCollectionListResponse,
  ZCollectionStatistics,
  ZCollectorsResponse,
  ZContact,
  ZCreateCollectionRequest,
  ZLogContactRequest,
  ZOverdueLoansResponse,
  ZReminderSettings,
  type TCollectionDetail,
  type TContact,
} from '@common/contracts/collections';
import type { TRole } from '@common/roles';
import { installFakeApi, refuse, reply, type TApiRequest } from '@/test/fake-api';
import { aUser, ledgerTotals } from '@/test/fixtures';
import { renderUi } from '@/test/render-ui';
import { CollectionsTab } from './collections-tab';

const LOAN = { loanApplicationId: '6f1c1c52-8d7e-4c55-9b6b-0d7c2a0e1a01', applicationNumber: 'PL-2026-000042', borrowerName: 'Marcia Campbell', outstandingAmount: '9000.00', amountDue: '3000.00', daysPastDue: 12 };

function aCase(overrides: Partial<TCollectionDetail> = {}): TCollectionDetail {
  return {
    id: '0b8f2d1e-3c4a-4e5f-8a9b-1c2d3e4f5a6b',
    loanApplicationId: LOAN.loanApplicationId,
    applicationNumber: LOAN.applicationNumber,
    loanStatus: 'active',
    borrowerName: LOAN.borrowerName,
    borrowerEmail: 'marcia@example.com',
    borrowerPhone: '876-555-0101',
    outstandingAmount: '9000.00',
    amountDue: '3000.00',
    daysPastDue: 12,
    agingBucket: '1-30',
    priority: 'medium',
    collectionStatus: 'pending',
    lastContactDate: null,
    contactMethod: null,
    nextFollowUpDate: null,
    assignedCollector: null,
    promise: null,
    flaggedContacts: 0,
    resolutionDate: null,
    resolutionNotes: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    contactNotes: null,
    contacts: [],
    ledger: ledgerTotals({ outstanding: '9000.00', overdueAmount: '3000.00', isOverdue: true }),
    ...overrides,
  };
}

const STATS = { overdueLoans: 1, amountDue: '3000.00', inProgress: 0, resolved: 0, portfolioAtRisk30: 0, buckets: [{ bucket: '1-30' as const, loans: 1, amount: '3000.00' }], promisesKept: 0, promisesBroken: 0 };

/** The collections calls as the server answers them, with one case once it is created. */
function serveCollections(role: TRole = 'loan_officer', { startWithCase = false } = {}) {
  const api = installFakeApi();
  let cases: TCollectionDetail[] = startWithCase ? [aCase()] : [];
  const contacts: TContact[] = [];
  // A later route wins: the :id route first, so /statistics and the others are not taken for an id.
  api
    .on('GET', '/api/collections/:id', () => reply(ZCollectionDetail, { ...cases[0]!, contacts: [...contacts].reverse() }))
    .on('GET', '/api/auth/user', () => reply(ZPublicUser, aUser(role)))
    .on('GET', '/api/collections', () => reply(ZCollectionListResponse, { items: cases, total: cases.length, page: 1, pageSize: 50 }))
    .on('GET', '/api/collections/statistics', () => reply(ZCollectionStatistics, STATS))
    .on('GET', '/api/collections/reminder-settings', () => reply(ZReminderSettings, { before_due: true, past_due_1: true, past_due_7: true }))
    .on('GET', '/api/collections/collectors', () => reply(ZCollectorsResponse, [{ id: 'c0c0c0c0-0000-4000-8000-000000000001', name: 'Lou Officer' }]))
    .on('GET', '/api/collections/overdue-loans', () => reply(ZOverdueLoansResponse, cases.length > 0 ? [] : [LOAN]))
    .on('POST', '/api/collections', (request: TApiRequest) => {
      const body = ZCreateCollectionRequest.parse(request.body);
      if (cases.length > 0) return refuse(409, COLLECTION_MESSAGES.alreadyOpen);
      cases = [aCase({ priority: body.priority, contactMethod: body.contactMethod ?? null, contactNotes: body.notes ?? null, nextFollowUpDate: body.nextFollowUpDate ?? null })];
      return reply(ZCollectionDetail, cases[0]!, 201);
    })
    .on('POST', '/api/collections/:id/contacts', (request: TApiRequest) => {
      const body = ZLogContactRequest.parse(request.body);
      if (body.outcome === 'promised_to_pay' && !body.promisedAmount) return refuse(400, COLLECTION_MESSAGES.promiseRequired);
      const contact: TContact = {
        id: `contact-${contacts.length + 1}`,
        contactMethod: body.contactMethod,
        outcome: body.outcome,
        notes: body.notes ?? null,
        promisedAmount: body.promisedAmount ? String(body.promisedAmount) : null,
        promisedDate: body.promisedDate ?? null,
        contactedAt: '2026-11-24T15:00:00.000Z',
        contactedBy: 'Lou Officer',
        flagReason: null,
      };
      contacts.push(contact);
      cases = cases.map((c) => ({ ...c, collectionStatus: 'in_progress', lastContactDate: '2026-11-24', contactMethod: body.contactMethod, promise: contact.promisedAmount ? { amount: contact.promisedAmount, date: contact.promisedDate!, state: 'pending' } : c.promise }));
      return reply(ZContact, contact, 201);
    });
  return api;
}

describe('New Collection dialog', () => {
  it('shows the empty text, then opens a case for the chosen overdue loan with the form as the contract names it', async () => {
    const api = serveCollections();
    const { user } = renderUi(<CollectionsTab />);
    expect(await screen.findByText(COLLECTION_TEXTS.empty)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New Collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Collection' });
    const picker = within(dialog).getByLabelText('Overdue Loan') as HTMLSelectElement;
    await within(dialog).findByRole('option', { name: /PL-2026-000042 · Marcia Campbell · 12 days/ });
    // Submitting without a loan asks for one and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Create Collection' }));
    expect(await screen.findByText('Please choose an overdue loan.')).toBeTruthy();
    expect(api.calls('POST', '/api/collections')).toEqual([]);

    await user.selectOptions(picker, LOAN.loanApplicationId);
    expect((within(dialog).getByLabelText('Outstanding Amount') as HTMLInputElement).value).toBe('J$9,000.00');
    await user.selectOptions(within(dialog).getByLabelText('Priority'), 'High');
    await user.selectOptions(within(dialog).getByLabelText('Contact Method'), 'SMS');
    await user.type(within(dialog).getByLabelText('Notes'), 'Texted the borrower');
    await user.type(within(dialog).getByLabelText('Next Follow-up Date'), '01/12/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Create Collection' }));

    expect(await screen.findByText(`A collection record for ${LOAN.applicationNumber} has been opened.`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST', '/api/collections').map((r) => r.body)).toEqual([
      { loanApplicationId: LOAN.loanApplicationId, priority: 'high', contactMethod: 'sms', notes: 'Texted the borrower', nextFollowUpDate: '2026-12-01' },
    ]);
    expect(await screen.findByText(LOAN.applicationNumber)).toBeTruthy();
    expect(api.unhandled).toEqual([]);
  });

  it('is not offered to a borrower-facing role without collections.manage', async () => {
    serveCollections('it');
    renderUi(<CollectionsTab />);
    await screen.findByText(COLLECTION_TEXTS.empty);
    expect(screen.queryByRole('button', { name: 'New Collection' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Find Overdue' })).toBeNull();
  });
});

describe('Log Contact form', () => {
  it('shows the promise fields only for "Promised to pay", requires them, and logs the call into the history', async () => {
    const api = serveCollections('loan_officer', { startWithCase: true });
    const { user } = renderUi(<CollectionsTab />);
    await user.click(await screen.findByRole('button', { name: `Open case ${LOAN.applicationNumber}` }));
    const panel = await screen.findByRole('dialog', { name: `Collection ${LOAN.applicationNumber}` });
    const form = await within(panel).findByRole('form', { name: 'Log Contact' });
    expect(within(form).queryByLabelText('Promised Amount (J$)')).toBeNull();

    await user.selectOptions(within(form).getByLabelText('Outcome'), 'Promised to pay');
    const amount = within(form).getByLabelText('Promised Amount (J$)');
    await user.click(within(form).getByRole('button', { name: 'Log Contact' }));
    expect(await screen.findByText('Please enter the promised amount and date.')).toBeTruthy();
    expect(api.calls('POST', `/api/collections/${aCase().id}/contacts`)).toEqual([]);

    await user.type(amount, '3000');
    await user.type(within(form).getByLabelText('Promised Date'), '28/11/2026');
    await user.type(within(form).getByLabelText('Notes'), 'Will pay on Friday');
    await user.click(within(form).getByRole('button', { name: 'Log Contact' }));

    expect(await screen.findByText('The contact has been added to the history.')).toBeTruthy();
    expect(api.calls('POST', `/api/collections/${aCase().id}/contacts`).map((r) => r.body)).toEqual([
      { contactMethod: 'phone', outcome: 'promised_to_pay', notes: 'Will pay on Friday', promisedAmount: '3000', promisedDate: '2026-11-28' },
    ]);
    const history = await within(panel).findByRole('list', { name: 'Contact history' });
    expect(within(history).getByText('Phone · Promised to pay')).toBeTruthy();
    expect(within(history).getByText('Promised J$3,000.00 by 28 Nov 2026')).toBeTruthy();
    expect(await within(panel).findByText('Promise pending')).toBeTruthy();
    // The form is cleared for the next contact, promise fields hidden again.
    expect(within(form).queryByLabelText('Promised Amount (J$)')).toBeNull();
    expect(api.unhandled).toEqual([]);
  });
});
