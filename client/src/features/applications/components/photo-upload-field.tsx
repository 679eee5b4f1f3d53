import { CheckCircle2, Trash2 } from 'lucide-react';
import { ImageUploadButton } from '@/components/image-upload-button';
import { Button } from '@/components/ui/button';
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

/** A required photo of the loan form (spec: 10 MB, images): choose or take it, see progress, preview, remove. */
export function PhotoUploadField({ label, description, value, onChange, camera, testId }: TPhotoUploadFieldProps) {
  const invalid = useFieldInvalid(testId);
  return (
    <div className="grid gap-2" data-testid={testId}>
      <span className="text-sm font-medium">
        {label} <span className="text-destructive">*</span>
      </span>
      <p className="text-sm text-muted-foreground print:hidden">{description}</p>
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
        <div className="print:hidden">
          <ImageUploadButton
            label="Choose Photo"
            inputLabel={`${label} file`}
            onUploaded={onChange}
            camera={camera}
            testId={testId}
            chooseProps={{ 'data-focus-target': testId, ...invalid }}
          />
        </div>
      )}
      <FieldError field={testId} />
    </div>
  );
}
