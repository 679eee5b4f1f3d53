import { useRef, useState, type ChangeEvent } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { UploadProgress } from '@/components/upload-progress';
import { MAX_UPLOAD_BYTES, readUploadError, uploadObject } from '@/lib/upload-object';

/** The logo as the form holds it: the saved one, a fresh upload (its path and a local preview), or none. */
export type TLogoChoice = { kind: 'saved'; url: string | null } | { kind: 'uploaded'; path: string; preview: string } | { kind: 'removed' };

type TState = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'failed'; message: string };

/** Shows the logo and lets a super admin upload another (the usual upload path and checks) or remove it. */
export function LogoField({ value, onChange, disabled }: { value: TLogoChoice; onChange: (next: TLogoChoice) => void; disabled: boolean }) {
  const [state, setState] = useState<TState>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const shown = value.kind === 'saved' ? value.url : value.kind === 'uploaded' ? value.preview : null;

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) return setState({ kind: 'failed', message: 'File too large. Maximum size: 10MB' });
    if (!['image/jpeg', 'image/png', 'image/webp'].includes(file.type)) {
      return setState({ kind: 'failed', message: 'Please choose a JPEG, PNG or WebP image.' });
    }
    setState({ kind: 'uploading', percent: 0 });
    try {
      const path = await uploadObject(file, { onProgress: (percent) => setState({ kind: 'uploading', percent }) });
      setState({ kind: 'idle' });
      onChange({ kind: 'uploaded', path, preview: path });
    } catch (err) {
      setState({ kind: 'failed', message: readUploadError(err) });
    }
  };

  const busy = disabled || state.kind === 'uploading';
  return (
    <fieldset className="grid gap-2" data-testid="shop-logo">
      <legend className="mb-2 text-sm font-medium">Logo</legend>
      <div className="flex flex-wrap items-center gap-4">
        <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-md border border-border bg-muted">
          {shown ? (
            <img src={shown} alt="Shop logo" className="size-full object-contain" data-testid="shop-logo-preview" />
          ) : (
            <span className="px-1 text-center text-xs text-muted-foreground">No logo</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            tabIndex={-1}
            aria-label="Logo image file"
            onChange={handleFile}
            data-testid="shop-logo-input"
          />
          <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
            <ImageUp aria-hidden="true" />
            {state.kind === 'uploading' ? 'Uploading...' : shown ? 'Replace Logo' : 'Upload Logo'}
          </Button>
          {shown && (
            <Button type="button" variant="outline" disabled={busy} onClick={() => onChange({ kind: 'removed' })} data-testid="shop-logo-remove">
              <Trash2 aria-hidden="true" />
              Remove Logo
            </Button>
          )}
        </div>
      </div>
      <p className="text-sm text-muted-foreground">JPEG, PNG or WebP, at most 10MB. Printed on receipts and agreements and shown on the website.</p>
      {state.kind === 'uploading' && <UploadProgress percent={state.percent} testId="shop-logo-progress" />}
      {state.kind === 'failed' && (
        <p role="alert" className="text-sm font-medium text-destructive" data-testid="shop-logo-error">
          {state.message}
        </p>
      )}
    </fieldset>
  );
}
