// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZAccessLogResponse, type TAccessLogItem } from '@common/contracts/borrower-documents';
import { ZBorrowerSummary } from '@common/contracts/borrowers';
import { ZValidateAdminResponse } from '@common/contracts/credentials';
import { installFakeApi, refuse, reply, dropConnection, uploadPathOf, type FakeApi } from '@/test/fake-api';
import { aBorrowerSummary } from '@/test/fixtures';
import { renderUi } from '@/test/render-ui';
import { AccessLogDialog } from './access-log-dialog';
import { ManageDocumentsDialog } from './manage-documents-dialog';

const UPLOAD_PATH = uploadPathOf(1);

const aSummary = () => aBorrowerSummary({ phone: null, address: null, trnPhotoUrl: null });

function serve(validate = reply(ZValidateAdminResponse, { ok: true })): FakeApi {
  return installFakeApi()
    .on('POST', '/api/auth/validate-admin', () => validate)
    .acceptUploads()
    .on('PUT', '/api/admin/borrower-documents', () => reply(ZBorrowerSummary, { ...aSummary(), trnPhotoUrl: UPLOAD_PATH, trnPhotoVerified: 'pending' }));
}

const png = (name = 'trn.png', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

async function authenticate(user: ReturnType<typeof renderUi>['user']) {
  await user.click(screen.getByRole('button', { name: 'Manage Documents' }));
  const dialog = await screen.findByRole('dialog', { name: 'Manage Documents' });
  expect(within(dialog).getByText(/Step 1 of 3: Authenticate/)).toBeTruthy();
  await user.type(within(dialog).getByLabelText('Super Admin Email'), 'root@pawnbook.test');
  await user.type(within(dialog).getByLabelText('Super Admin Password'), 'secret-pass');
  await user.click(within(dialog).getByRole('button', { name: 'Authenticate' }));
  return dialog;
}

describe('Manage Documents', () => {
  it('authenticates, uploads, confirms with the credentials in the body, then starts again', async () => {
    const api = serve();
    const { user } = renderUi(<ManageDocumentsDialog borrower={aSummary()} />);
    const dialog = await authenticate(user);
    expect(await within(dialog).findByText(/Step 2 of 3: Upload/)).toBeTruthy();
    expect(api.calls('POST', '/api/auth/validate-admin').map((r) => r.body)).toEqual([{ email: 'root@pawnbook.test', password: 'secret-pass' }]);

    await user.selectOptions(within(dialog).getByLabelText('Document Type'), 'TRN Photo');
    await user.upload(within(dialog).getByLabelText('Document File'), png());
    expect(await within(dialog).findByText(/Step 3 of 3: Confirm/)).toBeTruthy();
    expect(within(dialog).getByText('trn.png')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Update Document' }));

    expect(await screen.findByText('Document Updated')).toBeTruthy();
    expect(api.calls('PUT', '/api/admin/borrower-documents').map((r) => r.body)).toEqual([
      { borrowerEmail: 'b-1', documentType: 'trn', documentUrl: UPLOAD_PATH, adminEmail: 'root@pawnbook.test', adminPassword: 'secret-pass' },
    ]);
    // It resets: closed, and the next opening starts at step 1 with empty fields.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Manage Documents' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Manage Documents' }));
    const again = await screen.findByRole('dialog', { name: 'Manage Documents' });
    expect(within(again).getByText(/Step 1 of 3/)).toBeTruthy();
    expect((within(again).getByLabelText('Super Admin Email') as HTMLInputElement).value).toBe('');
  });

  it('says Authentication Failed on wrong credentials and Authentication Error when the server cannot be reached', async () => {
    serve(refuse(401, 'Invalid super admin credentials.'));
    const { user, unmount } = renderUi(<ManageDocumentsDialog borrower={aSummary()} />);
    const dialog = await authenticate(user);
    expect(await screen.findByText('Authentication Failed')).toBeTruthy();
    expect(screen.getByText('Invalid super admin credentials.')).toBeTruthy();
    expect(within(dialog).getByText(/Step 1 of 3/)).toBeTruthy();
    unmount();

    serve(dropConnection);
    const second = renderUi(<ManageDocumentsDialog borrower={aSummary()} />);
    await authenticate(second.user);
    expect(await screen.findByText('Authentication Error')).toBeTruthy();
    expect(screen.getByText('Unable to verify credentials. Please try again.')).toBeTruthy();
  });

  it('refuses a file before any upload: no type chosen, a wrong type, too large', async () => {
    const api = serve();
    const { user } = renderUi(<ManageDocumentsDialog borrower={aSummary()} />);
    const dialog = await authenticate(user);
    await within(dialog).findByText(/Step 2 of 3/);
    // The file input takes any file here, as a phone's picker may: the checks are ours.
    const input = within(dialog).getByLabelText('Document File');
    const pick = async (file: File) => {
      fireEvent.change(input, { target: { files: [file] } });
      await Promise.resolve();
    };

    await pick(png());
    expect(await screen.findByText('Document Type Required')).toBeTruthy();
    expect(screen.getByText('Please select a document type first.')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Document Type'), 'Borrower Signature');
    await pick(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Invalid File Type')).toBeTruthy();
    expect(screen.getByText('Please upload a JPEG, PNG, or PDF file.')).toBeTruthy();
    await pick(png('huge.png', 10 * 1024 * 1024 + 1));
    expect(await screen.findByText('File Too Large')).toBeTruthy();
    expect(screen.getByText('File size must be less than 10MB.')).toBeTruthy();
    expect(api.calls('POST', '/api/objects/upload')).toEqual([]);
  });

  it('goes back to step 1 when the server refuses the credentials at the end, and shows Update Failed otherwise', async () => {
    const api = serve();
    api.on('PUT', '/api/admin/borrower-documents', () => refuse(403, 'This upload was made by someone else. Please upload the document yourself.'));
    const { user } = renderUi(<ManageDocumentsDialog borrower={aSummary()} />);
    const dialog = await authenticate(user);
    await user.selectOptions(await within(dialog).findByLabelText('Document Type'), 'Borrower Photo');
    await user.upload(within(dialog).getByLabelText('Document File'), png('face.png'));
    await user.click(await within(dialog).findByRole('button', { name: 'Update Document' }));
    expect(await screen.findByText('Update Failed')).toBeTruthy();
    expect(screen.getByText(/made by someone else/)).toBeTruthy();
    expect(within(dialog).getByText(/Step 3 of 3/)).toBeTruthy();

    api.on('PUT', '/api/admin/borrower-documents', () => refuse(401, 'Invalid super admin credentials.'));
    await user.click(within(dialog).getByRole('button', { name: 'Update Document' }));
    expect(await screen.findByText('Authentication Failed')).toBeTruthy();
    expect(await within(dialog).findByText(/Step 1 of 3/)).toBeTruthy();
  });
});

describe('Access log', () => {
  it('lists who opened which document from which screen, newest first', async () => {
    const items: TAccessLogItem[] = [
      { at: '2026-11-24T15:04:00.000Z', staffEmail: 'officer@pawnbook.test', document: 'trn', via: 'borrower-details' },
      { at: '2026-11-23T10:00:00.000Z', staffEmail: 'admin@pawnbook.test', document: 'idDocument', via: 'review-dialog' },
    ];
    const api = installFakeApi().on('GET', '/api/admin/borrowers/:id/access-log', () => reply(ZAccessLogResponse, { items, total: 2, page: 1, pageSize: 50 }));
    const { user } = renderUi(<AccessLogDialog borrowerId="b-1" borrowerName="Marcia Brown" />);
    expect(api.requests).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Access log' }));
    const dialog = await screen.findByRole('dialog', { name: 'Access log' });
    const entries = await within(dialog).findAllByTestId('access-log-entry');
    expect(entries.map((e) => within(e).getByTestId('access-log-staff').textContent)).toEqual(['officer@pawnbook.test', 'admin@pawnbook.test']);
    expect(within(entries[0]!).getByTestId('access-log-what').textContent).toBe('TRN Photo · Borrower details');
    expect(within(entries[1]!).getByTestId('access-log-what').textContent).toBe('ID Document · Application review');
    expect(api.calls('GET', '/api/admin/borrowers/b-1/access-log')[0]?.query.get('page')).toBe('1');
  });
});
