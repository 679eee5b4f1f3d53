// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refuse } from '@/test/fake-api';
import { renderUi, type TRendered } from '@/test/render-ui';
import { DigitalSignatureCard } from './digital-signature-card';
import { png, serveOwnDocuments, uploadPath, WithSignedInUser } from './own-documents.test-support';

const toastText = async () => {
  await screen.findByTestId('toast');
  return { title: screen.getByTestId('toast-title').textContent, description: screen.getByTestId('toast-description').textContent };
};

async function drawAndSave({ user }: TRendered) {
  const pad = await screen.findByRole('img', { name: /^Signature pad/ });
  // signature_pad is loaded on demand; it takes the canvas's touch handling once it is ready.
  await waitFor(() => expect(pad.style.touchAction).toBe('none'));
  await user.pointer([
    { keys: '[MouseLeft>]', target: pad, coords: { clientX: 20, clientY: 30 } },
    { target: pad, coords: { clientX: 90, clientY: 60 } },
    { keys: '[/MouseLeft]', target: pad, coords: { clientX: 160, clientY: 40 } },
  ]);
  await user.click(screen.getByRole('button', { name: 'Save Signature' }));
}

describe('Profile: Digital Signature card', () => {
  it('saves a drawn signature, shows it, and removes it', async () => {
    const api = serveOwnDocuments();
    const view = renderUi(<WithSignedInUser card={DigitalSignatureCard} />, { path: '/profile' });
    expect((await screen.findByTestId('signature-status')).textContent).toBe('Not set');

    await drawAndSave(view);
    expect(await toastText()).toEqual({ title: 'Profile Updated', description: 'Your profile has been updated successfully.' });
    const saved = await screen.findByRole('img', { name: 'Your signature' });
    expect(saved.getAttribute('src')).toBe(uploadPath(1));
    expect(screen.getByTestId('signature-status').textContent).toBe('Saved');
    // The PNG went to its signed address, then the account was pointed at it.
    expect(api.calls('PUT', '/objects/uploads/00000000-0000-4000-8000-000000000001')[0]?.headers['content-type']).toBe('image/png');
    expect(api.calls('PUT', '/api/auth/user/profile').map((r) => r.body)).toEqual([{ signatureUrl: uploadPath(1) }]);
    expect(screen.queryByRole('img', { name: /^Signature pad/ })).toBeNull();

    await view.user.click(screen.getByRole('button', { name: 'Remove Signature' }));
    await waitFor(() => expect(screen.getByTestId('signature-status').textContent).toBe('Not set'));
    expect(api.calls('PUT', '/api/auth/user/profile').map((r) => r.body)).toEqual([{ signatureUrl: uploadPath(1) }, { signatureUrl: '' }]);
    expect(screen.queryByRole('img', { name: 'Your signature' })).toBeNull();
    expect(await screen.findByRole('img', { name: /^Signature pad/ })).toBeTruthy();
    expect(api.unhandled).toEqual([]);
  });

  it('replaces a saved signature with an uploaded picture, and Cancel leaves it as it was', async () => {
    const api = serveOwnDocuments({ start: { signatureUrl: uploadPath(90) } });
    const { user } = renderUi(<WithSignedInUser card={DigitalSignatureCard} />, { path: '/profile' });
    expect((await screen.findByRole('img', { name: 'Your signature' })).getAttribute('src')).toBe(uploadPath(90));

    await user.click(screen.getByRole('button', { name: 'Change Signature' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Change Signature' })).toBeTruthy();
    expect(api.calls('PUT', '/api/auth/user/profile')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Change Signature' }));
    await user.click(screen.getByRole('tab', { name: 'Upload Image' }));
    await user.upload(screen.getByLabelText('Signature image file'), png('signature.png'));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Your signature' }).getAttribute('src')).toBe(uploadPath(1)));
    expect(api.calls('PUT', '/api/auth/user/profile').map((r) => r.body)).toEqual([{ signatureUrl: uploadPath(1) }]);
    expect(screen.queryByRole('tab', { name: 'Upload Image' })).toBeNull();
  });

  it("shows the server's refusal as 'Update Failed' and keeps the pad", async () => {
    serveOwnDocuments({ refusal: refuse(400, 'The signature upload was not found. Please upload it again.') });
    const view = renderUi(<WithSignedInUser card={DigitalSignatureCard} />, { path: '/profile' });
    await drawAndSave(view);
    expect(await toastText()).toEqual({
      title: 'Update Failed',
      description: 'Failed to update profile: 400 The signature upload was not found. Please upload it again.',
    });
    expect(screen.getByTestId('signature-status').textContent).toBe('Not set');
    expect(screen.getByRole('img', { name: /^Signature pad/ })).toBeTruthy();
  });
});
