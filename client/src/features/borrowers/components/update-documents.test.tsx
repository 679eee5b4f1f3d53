// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ZBorrowerSummary } from '@common/contracts/borrowers';
import { installFakeApi, reply, uploadPathOf, type TApiAnswer } from '@/test/fake-api';
import { aBorrowerSummary } from '@/test/fixtures';
import { renderUi } from '@/test/render-ui';
import { BorrowerProfileForm } from './borrower-profile-form';

const aSummary = aBorrowerSummary;

function serve(save?: () => Promise<TApiAnswer>) {
  return installFakeApi()
    .acceptUploads()
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
        signatureUrl: uploadPathOf(1),
        trnPhotoUrl: uploadPathOf(2),
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
