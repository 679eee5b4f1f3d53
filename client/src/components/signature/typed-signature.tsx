import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { readUploadError, uploadObject } from '@/lib/upload-object';
import { loadSignatureFont, renderTypedSignature, SIGNATURE_FONT_STACK } from './typed-signature-image';

export const TYPED_SIGNATURE_LABEL = 'Type your name to sign';

/**
 * Signing with the keyboard alone: the name typed is shown and stored in a handwriting font, as an
 * image through the same upload as a drawn signature; the application records it as typed.
 */
export function TypedSignature({ onSaved }: { onSaved: (objectPath: string) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const typed = name.trim();

  useEffect(() => {
    // The preview uses the font too; until it arrives (or offline) it shows the browser's cursive.
    loadSignatureFont().catch(() => undefined);
  }, []);

  const save = async () => {
    if (!typed || saving) return;
    setSaving(true);
    setError(null);
    try {
      const path = await uploadObject(await renderTypedSignature(typed), { contentType: 'image/png' });
      onSaved(path);
    } catch (err) {
      setError(`Failed to save signature. Please try again. (${readUploadError(err)})`);
    } finally {
      setSaving(false);
    }
  };

  // Enter signs with the name rather than submitting the whole form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void save();
  };

  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>{TYPED_SIGNATURE_LABEL}</Label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={100}
          autoComplete="name"
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}-hint`}
          className="max-w-[400px]"
          data-testid="signature-typed-name"
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Your full name, written in a handwriting style below, is kept as your signature. Staff see that it was typed.
        </p>
      </div>
      <div
        aria-hidden="true"
        className="grid aspect-[2/1] w-full max-w-[400px] place-items-center overflow-hidden rounded-md border-2 border-dashed border-input bg-white px-4 text-center text-4xl break-words text-[#0f1f1c]"
        style={{ fontFamily: SIGNATURE_FONT_STACK }}
        data-testid="signature-typed-preview"
      >
        {typed}
      </div>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button type="button" onClick={() => void save()} disabled={!typed || saving} data-testid="signature-typed-save">
          <Save aria-hidden="true" />
          {saving ? 'Saving...' : 'Save Typed Signature'}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive" data-testid="signature-error">
          {error}
        </p>
      )}
    </div>
  );
}
