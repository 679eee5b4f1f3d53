import { useRef } from 'react';
import { Camera, ImageUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { UploadProgress } from '@/components/upload-progress';
import { useImageUpload } from '@/lib/use-image-upload';
import { useMediaQuery } from '@/lib/use-media-query';

type TProps = {
  /** The button's words ("Upload TRN Photo"). */
  label: string;
  /** The file input's accessible name ("TRN photo file"). */
  inputLabel: string;
  onUploaded: (objectPath: string) => void;
  disabled?: boolean;
  /** Which camera a phone's Take Photo opens: the front one for a face, the back one for a document. */
  camera?: 'user' | 'environment';
  /** Prefix of the parts' test ids: -input, -choose, -progress, -error. */
  testId: string;
  /** A form's marks on the choose button, so a missing photo is announced and focused. */
  chooseProps?: { 'aria-invalid'?: true; 'aria-errormessage'?: string; 'data-focus-target'?: string };
};

/** Choose (or on a phone, take) a picture, upload it with progress, and hand its path on; a refusal is shown under it. */
export function ImageUploadButton({ label, inputLabel, onUploaded, disabled = false, camera = 'environment', testId, chooseProps }: TProps) {
  const { state, busy: uploading, handleFile } = useImageUpload(onUploaded);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  // Touch screens (phones, tablets), where offering the camera directly makes sense.
  const hasCamera = useMediaQuery('(pointer: coarse)');

  const busy = disabled || uploading;
  return (
    <div className="grid gap-2">
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
        <Button type="button" variant="outline" disabled={busy} onClick={() => fileInput.current?.click()} data-testid={`${testId}-choose`} {...chooseProps}>
          <ImageUp aria-hidden="true" />
          {uploading ? 'Uploading...' : label}
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
