// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ZUploadStoredResponse } from '@common/contracts/objects';
import { installFakeApi, refuse, reply, uploadPathOf } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { ImageUploadButton } from './image-upload-button';

const png = (name = 'face.png', size = 4) => new File([new Uint8Array(size).fill(0x89)], name, { type: 'image/png' });

function renderButton() {
  const onUploaded = vi.fn();
  const view = renderUi(<ImageUploadButton label="Upload Photo" inputLabel="Photo file" onUploaded={onUploaded} testId="photo" />);
  return { ...view, onUploaded };
}

describe('ImageUploadButton', () => {
  it('uploads the chosen picture with its progress and hands its path on', async () => {
    const api = installFakeApi().acceptUploads();
    // The store answers only when the test says so, so the upload can be seen under way.
    let finishPut = () => {};
    api.on('PUT', '/objects/uploads/:id', (request) => new Promise((resolve) => (finishPut = () => resolve(reply(ZUploadStoredResponse, { objectPath: request.path })))));
    const { user, onUploaded } = renderButton();

    await user.upload(screen.getByLabelText('Photo file'), png());
    const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(progress.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByRole('button', { name: 'Uploading...' })).toHaveProperty('disabled', true);

    finishPut();
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(uploadPathOf(1)));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toHaveProperty('disabled', false);
    expect(api.calls('PUT', uploadPathOf(1))[0]?.headers['content-type']).toBe('image/png');
  });

  it('refuses a file over 10MB or not an image before uploading anything', async () => {
    const api = installFakeApi().acceptUploads();
    const { user, onUploaded } = renderButton();
    const input = screen.getByLabelText('Photo file');

    await user.upload(input, png('huge.png', 10 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('File too large. Maximum size: 10MB');
    // The input accepts images only; a PDF chosen anyway (some pickers allow it) is refused here.
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please choose an image file (JPEG, PNG or WebP).'));
    expect(api.requests).toEqual([]);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("shows the store's refusal and lets the person try again", async () => {
    const api = installFakeApi().acceptUploads();
    api.on('PUT', '/objects/uploads/:id', () => refuse(400, 'The file is not a picture we can read.'));
    const { user, onUploaded } = renderButton();

    await user.upload(screen.getByLabelText('Photo file'), png());
    expect((await screen.findByRole('alert')).textContent).toBe('Upload failed: 400 The file is not a picture we can read. Please try again.');
    expect(onUploaded).not.toHaveBeenCalled();

    api.acceptUploads(); // the store takes files again (its uploads are counted afresh)
    await user.upload(screen.getByLabelText('Photo file'), png());
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(uploadPathOf(1)));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
