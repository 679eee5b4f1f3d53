// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refuse } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { png, serveOwnDocuments, uploadPath, WithSignedInUser } from './own-documents.test-support';
import { TrnDocumentCard } from './trn-document-card';

describe('Profile: TRN Document card', () => {
  it('uploads a TRN photo, previews it, replaces it and removes it with Remove TRN Photo', async () => {
    const api = serveOwnDocuments();
    const { user } = renderUi(<WithSignedInUser card={TrnDocumentCard} />, { path: '/profile' });
    expect((await screen.findByTestId('trn-empty')).textContent).toBe('No TRN photo uploaded yet.');
    expect(screen.queryByRole('button', { name: 'Remove TRN Photo' })).toBeNull();

    await user.upload(screen.getByLabelText('TRN photo file'), png('trn.png'));
    const preview = await screen.findByRole('img', { name: 'Your TRN document' });
    expect(preview.getAttribute('src')).toBe(uploadPath(1));
    expect(screen.getByTestId('trn-status').textContent).toBe('Saved');
    expect(screen.getByTestId('toast-title').textContent).toBe('Profile Updated');

    await user.upload(screen.getByLabelText('TRN photo file'), png('trn-2.png'));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Your TRN document' }).getAttribute('src')).toBe(uploadPath(2)));

    await user.click(screen.getByRole('button', { name: 'Remove TRN Photo' }));
    expect((await screen.findByTestId('trn-empty')).textContent).toBe('No TRN photo uploaded yet.');
    expect(screen.getByTestId('trn-status').textContent).toBe('Not set');
    expect(api.calls('PUT', '/api/auth/user/profile').map((r) => r.body)).toEqual([
      { trnPhotoUrl: uploadPath(1) },
      { trnPhotoUrl: uploadPath(2) },
      { trnPhotoUrl: '' },
    ]);
    expect(api.unhandled).toEqual([]);
  });

  it('refuses a file over 10MB or not an image before uploading anything', async () => {
    const api = serveOwnDocuments();
    const { user } = renderUi(<WithSignedInUser card={TrnDocumentCard} />, { path: '/profile' });
    const input = await screen.findByLabelText('TRN photo file');
    await user.upload(input, png('huge.png', 10 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('File too large. Maximum size: 10MB');
    // The input accepts images only; a PDF chosen anyway (some pickers allow it) is refused here.
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'trn.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please choose an image file (JPEG, PNG or WebP).'));
    expect(api.calls('POST', '/api/objects/upload')).toEqual([]);
    expect(api.calls('PUT', '/api/auth/user/profile')).toEqual([]);
  });

  it("shows the server's refusal as 'Update Failed' and keeps the card as it was", async () => {
    serveOwnDocuments({ refusal: refuse(400, 'The TRN photo upload was not found. Please upload it again.') });
    const { user } = renderUi(<WithSignedInUser card={TrnDocumentCard} />, { path: '/profile' });
    await user.upload(await screen.findByLabelText('TRN photo file'), png('trn.png'));
    await screen.findByTestId('toast');
    expect(screen.getByTestId('toast-title').textContent).toBe('Update Failed');
    expect(screen.getByTestId('toast-description').textContent).toBe('Failed to update profile: 400 The TRN photo upload was not found. Please upload it again.');
    expect(screen.getByTestId('trn-empty')).toBeTruthy();
  });
});
