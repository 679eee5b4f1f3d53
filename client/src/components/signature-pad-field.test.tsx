// @vitest-environment jsdom
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TSignatureMethod } from '@common/signature-method';
import { installFakeApi, uploadPathOf } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { SignaturePadField } from './signature-pad-field';

function Field({ onChange }: { onChange: (path: string | null, method: TSignatureMethod) => void }) {
  const [value, setValue] = useState<string | null>(null);
  const [method, setMethod] = useState<TSignatureMethod>('drawn');
  return (
    <form onSubmit={(e) => e.preventDefault()} aria-label="Agreement">
      <SignaturePadField
        value={value}
        method={method}
        onChange={(path, how) => {
          setValue(path);
          setMethod(how);
          onChange(path, how);
        }}
      />
    </form>
  );
}

describe('SignaturePadField', () => {
  it('offers three labelled ways to sign; the pad takes focus and tells a keyboard what to do', () => {
    installFakeApi();
    renderUi(<Field onChange={vi.fn()} />);
    const ways = screen.getByRole('group', { name: 'How would you like to sign?' });
    expect(ways).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Draw your signature' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Type your name to sign' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Upload a photo of your signature' })).toBeTruthy();
    const pad = screen.getByRole('img', { name: /^Signature pad/ });
    expect(pad.tabIndex).toBe(0);
    expect(pad.getAttribute('aria-label')).toContain('Using a keyboard? Choose Type your name to sign.');
  });

  it('signs with a typed name: Enter draws it, uploads the PNG and marks it typed', async () => {
    const api = installFakeApi().acceptUploads();
    const onChange = vi.fn();
    const { user } = renderUi(<Field onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Type your name to sign' }));
    expect(screen.queryByRole('img', { name: /^Signature pad/ })).toBeNull();
    const name = screen.getByRole('textbox', { name: 'Type your name to sign' });
    expect(screen.getByRole('button', { name: 'Save Typed Signature' }).hasAttribute('disabled')).toBe(true);
    await user.type(name, 'Kemar Keyboard');
    expect(screen.getByTestId('signature-typed-preview').textContent).toBe('Kemar Keyboard');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(uploadPathOf(1), 'typed'));
    expect(screen.getByRole('img', { name: 'Borrower signature' }).getAttribute('src')).toBe(uploadPathOf(1));
    expect(screen.getByTestId('signature-saved').textContent).toBe('Signature saved (typed signature)');
    expect(api.calls('PUT', '/objects/uploads/00000000-0000-4000-8000-000000000001')[0]?.headers['content-type']).toBe('image/png');
  });

  it('signs with a photo of a signature, through a labelled button and file input', async () => {
    installFakeApi().acceptUploads();
    const onChange = vi.fn();
    const { user } = renderUi(<Field onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Upload a photo of your signature' }));
    expect(screen.getByRole('button', { name: 'Upload a photo of your signature' })).toBeTruthy();
    await user.upload(screen.getByLabelText('Signature photo file'), new File([new Uint8Array(64)], 'signature.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(uploadPathOf(1), 'uploaded'));
    expect(screen.getByTestId('signature-saved').textContent).toBe('Signature saved (uploaded signature photo)');

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenLastCalledWith(null, 'drawn');
    expect(screen.getByRole('group', { name: 'How would you like to sign?' })).toBeTruthy();
  });
});
