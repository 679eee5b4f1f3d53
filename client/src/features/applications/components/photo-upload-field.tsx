import { useId, useRef } from 'react';
import { Camera, CheckCircle2, ImageUp, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useImageUpload } from '@/lib/use-image-upload';
import { useMediaQuery } from '@/lib/use-media-query';
import { UploadProgress } from '@/components/upload-progress';
import { FieldError, useFieldInvalid } from './field-error';

type TPhotoUploadFieldProps = {
  label: string;
  description: string;
  value: string | null;
  onChange: (objectPath: string | null) => void;
  /** Which camera a phone opens: the front one for a face, the back one for a document. */
  camera: 'user' | 'environment';
  testId: string;
};

/** The generic image uploader (spec: 10 MB, images): choose or take a photo, see progress, preview, remove. */
export function PhotoUploadField({ label, description, value, onChange, camera, testId }: TPhotoUploadFieldProps) {
  const id = useId();
  const { state, busy, handleFile } = useImageUpload(onChange);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  // Touch screens (phones, tablets), where offering the camera directly makes sense.
  const hasCamera = useMediaQuery('(pointer: coarse)');

  const invalid = useFieldInvalid(testId);
  return (
    <div className="grid gap-2" data-testid={testId}>
      <span className="text-sm font-medium" id={`${id}-label`}>
        {label} <span className="text-destructive">*</span>
      </span>
      <p className="text-sm text-muted-foreground print:hidden">{description}</p>
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-labelledby={`${id}-label`}
        onChange={handleFile}
        data-testid={`${testId}-input`}
      />
      <input ref={cameraInput} type="file" accept="image/*" capture={camera} className="sr-only" tabIndex={-1} aria-hidden="true" onChange={handleFile} />

      {value ? (
        <div className="flex items-center gap-3 rounded-md border border-success/40 bg-success-soft p-3" data-testid={`${testId}-done`}>
          <img src={value} alt={`${label} preview`} className="size-16 shrink-0 rounded object-cover" />
          <p className="flex flex-1 items-center gap-2 text-sm font-medium text-success">
            <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
            Uploaded
          </p>
          <Button type="button" variant="ghost" size="sm" className="print:hidden" onClick={() => onChange(null)} data-testid={`${testId}-remove`}>
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => fileInput.current?.click()}
            data-testid={`${testId}-choose`}
            data-focus-target={testId}
            {...invalid}
          >
            <ImageUp aria-hidden="true" />
            {busy ? 'Uploading...' : 'Choose Photo'}
          </Button>
          {hasCamera && (
            <Button type="button" variant="outline" disabled={busy} onClick={() => cameraInput.current?.click()}>
              <Camera aria-hidden="true" />
              Take Photo
            </Button>
          )}
        </div>
      )}
      {state.kind === 'uploading' && <UploadProgress percent={state.percent} testId={`${testId}-progress`} />}
      {state.kind === 'failed' && (
        <p role="alert" className="text-sm font-medium text-destructive" data-testid={`${testId}-error`}>
          {state.message}
        </p>
      )}
      <FieldError field={testId} />
    </div>
  );
}
