import { useId, useState } from 'react';
import { CheckCircle2, Trash2 } from 'lucide-react';
import { SIGNATURE_METHOD_LABELS, type TSignatureMethod } from '@common/signature-method';
import { ImageUploadButton } from '@/components/image-upload-button';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { DrawSignature } from './signature/draw-signature';
import { TYPED_SIGNATURE_LABEL, TypedSignature } from './signature/typed-signature';

type TSignaturePadFieldProps = {
  value: string | null;
  /** The saved signature's path (null when removed) and how it was made. */
  onChange: (objectPath: string | null, method: TSignatureMethod) => void;
  /** How the saved signature was made, said under it when it was not drawn. */
  method?: TSignatureMethod;
  /** The saved signature's alternative text. */
  imageAlt?: string;
  /** Offer typing a name and uploading a photo beside the pad (a card with its own upload says false). */
  alternatives?: boolean;
};

const WAYS: { method: TSignatureMethod; label: string }[] = [
  { method: 'drawn', label: 'Draw your signature' },
  { method: 'typed', label: TYPED_SIGNATURE_LABEL },
  { method: 'uploaded', label: 'Upload a photo of your signature' },
];

/**
 * A signature, three ways (issue 30 item 3): drawn on the 400 x 200 pad, a name typed and drawn in
 * a handwriting font (reachable with the keyboard alone), or a photo of one signed on paper. Each
 * is stored as an image through the normal upload. Shared by the loan form, the staff's borrower
 * edit and the profile, so it lives outside the features.
 */
export function SignaturePadField({ value, onChange, method = 'drawn', imageAlt = 'Borrower signature', alternatives = true }: TSignaturePadFieldProps) {
  const id = useId();
  const [way, setWay] = useState<TSignatureMethod>('drawn');
  const shown = alternatives ? way : 'drawn';

  if (value) {
    return (
      <div className="grid gap-3" data-testid="signature">
        <img
          src={value}
          alt={imageAlt}
          width={400}
          height={200}
          className="aspect-[2/1] w-full max-w-[400px] rounded-md border border-border bg-white"
          data-testid="signature-image"
        />
        <div className="flex flex-wrap items-center gap-3 print:hidden">
          <p className="flex items-center gap-2 text-sm font-medium text-success" data-testid="signature-saved">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {method === 'drawn' ? 'Signature saved' : `Signature saved (${SIGNATURE_METHOD_LABELS[method].toLowerCase()})`}
          </p>
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null, 'drawn')} data-testid="signature-remove">
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-3" data-testid="signature">
      {alternatives && (
        <fieldset className="grid gap-2 print:hidden" data-testid="signature-ways">
          <legend className="mb-2 text-sm font-medium">How would you like to sign?</legend>
          <div className="flex flex-wrap gap-2">
            {WAYS.map((option) => (
              <label
                key={option.method}
                className={cn(
                  'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm',
                  'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  way === option.method ? 'border-primary bg-secondary font-semibold' : 'border-input bg-card',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-way`}
                  value={option.method}
                  checked={way === option.method}
                  onChange={() => setWay(option.method)}
                  className="size-4 accent-primary"
                  data-testid={`signature-way-${option.method}`}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {shown === 'drawn' && <DrawSignature onSaved={(path) => onChange(path, 'drawn')} />}
      {shown === 'typed' && <TypedSignature onSaved={(path) => onChange(path, 'typed')} />}
      {shown === 'uploaded' && (
        <ImageUploadButton
          label="Upload a photo of your signature"
          inputLabel="Signature photo file"
          onUploaded={(path) => onChange(path, 'uploaded')}
          testId="signature-upload"
        />
      )}
    </div>
  );
}
