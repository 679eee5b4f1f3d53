// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ZBorrowerSummary, type TBorrowerSummary } from '@common/contracts/borrowers';
import { ZUploadStoredResponse, ZUploadTargetResponse } from '@common/contracts/objects';
import { installFakeApi, reply, type TApiAnswer } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { BorrowerProfileForm } from './borrower-profile-form';

const uploadId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function aSummary(overrides: Partial<TBorrowerSummary> = {}): TBorrowerSummary {
  return ZBorrowerSummary.parse({
    id: 'b-1',
    idNumber: 'JM-1001',
    name: 'Marcia Brown',
    email: 'marcia@example.com',
    phone: '876-555-0101',
    address: '1 King St',
    trn: null,
    bankAccountNumber: null,
    photoUrl: null,
    signatureUrl: null,
    trnPhotoUrl: '/objects/uploads/0b7c8f6e-0000-4000-8000-000000000001',
    totalLoans: 0,
    activeLoans: 0,
    totalBorrowed: '0.00',
    totalRepaid: '0.00',
    lastLoanDate: null,
    creditStatus: 'good',
    creditStatusSource: 'derived',
    photoVerified: 'pending',
    trnPhotoVerified: 'verified',
    signatureVerified: 'pending',
    idDocumentVerified: 'pending',
    hasAccount: false,
    ...overrides,
  });
}

function serve(save?: () => Promise<TApiAnswer>) {
  let uploads = 0;
  return installFakeApi()
    .on('POST', '/api/objects/upload', () => {
      uploads += 1;
      return reply(ZUploadTargetResponse, { uploadURL: `${window.location.origin}/objects/uploads/${uploadId(uploads)}?token=t${uploads}`, objectPath: `/objects/uploads/${uploadId(uploads)}` });
    })
    .on('PUT', '/objects/uploads/:id', (request) => reply(ZUploadStoredResponse, { objectPath: `/objects/uploads/${request.params.id}` }))
    .on('PUT', '/api/admin/borrower/:key/profile', () => (save ? save() : reply(ZBorrowerSummary, aSummary())));
}

describe('Update Documents (editing a borrower)', () => {
  it('draws a signature and uploads a new TRN photo, then Save Changes sends both with the text fields', async () => {
    let release: (answer: TApiAnswer) => void = () => undefined;
    const api = serve(() => new Promise((resolve) => (release = resolve)));
    const onDone = vi.fn();
    const { user } = renderUi(<BorrowerProfileForm borrower={aSummary()} onDone={onDone} />);
    const section = screen.getByRole('group', { name: 'Update Documents' });
    expect(within(section).getByTestId('signature-badge').textContent).toBe('Not set');
    expect(within(section).getByTestId('trn-photo-badge').textContent).toBe('Saved');

    const pad = within(section).getByRole('img', { name: /^Signature pad/ });
    await waitFor(() => expect(pad.style.touchAction).toBe('none'));
    await user.pointer([
      { keys: '[MouseLeft>]', target: pad, coords: { clientX: 20, clientY: 30 } },
      { target: pad, coords: { clientX: 120, clientY: 60 } },
      { keys: '[/MouseLeft]', target: pad, coords: { clientX: 120, clientY: 60 } },
    ]);
    await user.click(within(section).getByRole('button', { name: 'Save Signature' }));
    await within(section).findByText('Signature saved');
    expect(within(section).getByTestId('signature-badge').textContent).toBe('Saved');

    await user.upload(within(section).getByLabelText('TRN Photo'), new File([new Uint8Array(64)], 'trn.jpg', { type: 'image/jpeg' }));
    expect(await within(section).findByText('New TRN photo (not saved yet)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeTruthy();
    release(reply(ZBorrowerSummary, aSummary()));
    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    expect(api.calls('PUT', '/api/admin/borrower/b-1/profile').map((r) => r.body)).toEqual([
      {
        borrowerDetails: { name: 'Marcia Brown', phone: '876-555-0101', address: '1 King St', trn: null },
        signatureUrl: `/objects/uploads/${uploadId(1)}`,
        trnPhotoUrl: `/objects/uploads/${uploadId(2)}`,
      },
    ]);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('Cancel drops the new documents and saves nothing', async () => {
    const api = serve();
    const onDone = vi.fn();
    const { user } = renderUi(<BorrowerProfileForm borrower={aSummary({ trnPhotoUrl: null })} onDone={onDone} />);
    const section = screen.getByRole('group', { name: 'Update Documents' });
    expect(within(section).getByTestId('trn-photo-badge').textContent).toBe('Not set');
    await user.upload(within(section).getByLabelText('TRN Photo'), new File([new Uint8Array(64)], 'trn.png', { type: 'image/png' }));
    await within(section).findByText('New TRN photo (not saved yet)');
    expect(within(section).getByTestId('trn-photo-badge').textContent).toBe('Saved');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(within(section).queryByText('New TRN photo (not saved yet)')).toBeNull();
    expect(api.calls('PUT', '/api/admin/borrower/b-1/profile')).toEqual([]);
  });
});
