import { useRef, useState, type ChangeEvent } from 'react';
import { Camera, ImageUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { UploadProgress } from '@/components/upload-progress';
import { MAX_UPLOAD_BYTES, readUploadError, uploadObject } from '@/lib/upload-object';
import { useMediaQuery } from '@/lib/use-media-query';

type TProps = {
  /** The button's words ("Upload TRN Photo"). */
  label: string;
  /** The file input's accessible name ("TRN photo file"). */
  inputLabel: string;
  onUploaded: (objectPath: string) => void;
  disabled?: boolean;
  /** Which camera a phone's Take Photo opens: the back one for a document. */
  camera?: 'user' | 'environment';
  testId: string;
};

type TState = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'failed'; message: string };

/** Choose (or on a phone, take) a picture, upload it with progress, and hand its path on. */
export function ImageUploadButton({ label, inputLabel, onUploaded, disabled = false, camera = 'environment', testId }: TProps) {
  const [state, setState] = useState<TState>({ kind: 'idle' });
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  // Touch screens (phones, tablets), where offering the camera directly makes sense.
  const hasCamera = useMediaQuery('(pointer: coarse)');

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      setState({ kind: 'failed', message: 'File too large. Maximum size: 10MB' });
      return;
    }
    if (!file.type.startsWith('image/')) {
      setState({ kind: 'failed', message: 'Please choose an image file (JPEG, PNG or WebP).' });
      return;
    }
    setState({ kind: 'uploading', percent: 0 });
    try {
      const path = await uploadObject(file, { onProgress: (percent) => setState({ kind: 'uploading', percent }) });
      setState({ kind: 'idle' });
      onUploaded(path);
    } catch (err) {
      setState({ kind: 'failed', message: readUploadError(err) });
    }
  };

  const busy = disabled || state.kind === 'uploading';
  return (
    <div className="grid gap-2" data-testid={testId}>
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-label={inputLabel}
        onChange={handleFile}
        data-testid={`${testId}-input`}
      />
      <input ref={cameraInput} type="file" accept="image/*" capture={camera} className="sr-only" tabIndex={-1} aria-hidden="true" onChange={handleFile} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" disabled={busy} onClick={() => fileInput.current?.click()} data-testid={`${testId}-choose`}>
          <ImageUp aria-hidden="true" />
          {state.kind === 'uploading' ? 'Uploading...' : label}
        </Button>
        {hasCamera && (
          <Button type="button" variant="outline" disabled={busy} onClick={() => cameraInput.current?.click()}>
            <Camera aria-hidden="true" />
            Take Photo
          </Button>
        )}
      </div>
      {state.kind === 'uploading' && <UploadProgress percent={state.percent} testId={`${testId}-progress`} />}
      {state.kind === 'failed' && (
        <p role="alert" className="text-sm font-medium text-destructive" data-testid={`${testId}-error`}>
          {state.message}
        </p>
      )}
    </div>
  );
}
