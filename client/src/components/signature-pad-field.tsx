import { useEffect, useRef, useState } from 'react';
import { CheckCircle2, Eraser, Save, Trash2 } from 'lucide-react';
import type SignaturePad from 'signature_pad';
import { Button } from '@/components/ui/button';
import { uploadObject } from '@/lib/upload-object';

type TSignaturePadFieldProps = {
  value: string | null;
  onChange: (objectPath: string | null) => void;
  /** The saved signature's alternative text. */
  imageAlt?: string;
};

type TPadState = 'empty' | 'drawn' | 'saving';

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Failed to upload signature'))), 'image/png');
  });
}

/**
 * The 400 x 200 signature pad (spec): draw, Save (uploaded as a PNG), Remove. The canvas's pixel
 * size follows its displayed size times the device pixel ratio, or strokes land off the pen.
 * Shared by the loan form and the staff's borrower edit, so it lives outside both features.
 */
export function SignaturePadField({ value, onChange, imageAlt = 'Borrower signature' }: TSignaturePadFieldProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [state, setState] = useState<TPadState>('empty');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || value) return;
    let disposed = false;
    let pad: SignaturePad | null = null;
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = pad?.toData() ?? [];
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad?.clear();
      if (data.length > 0) pad?.fromData(data);
    };
    // Loaded with the form, not with the site: only this page draws signatures.
    void import('signature_pad').then(({ default: Pad }) => {
      if (disposed) return;
      fit();
      pad = new Pad(canvas, { penColor: '#0f1f1c', backgroundColor: 'rgb(255,255,255)' });
      pad.addEventListener('endStroke', () => setState('drawn'));
      padRef.current = pad;
    });
    const observer = new ResizeObserver(() => fit());
    observer.observe(canvas);
    return () => {
      disposed = true;
      observer.disconnect();
      pad?.off();
      padRef.current = null;
    };
  }, [value]);

  const clear = () => {
    padRef.current?.clear();
    setState('empty');
    setError(null);
  };

  const save = async () => {
    const canvas = canvasRef.current;
    if (!canvas || !padRef.current || padRef.current.isEmpty()) return;
    setState('saving');
    setError(null);
    try {
      const path = await uploadObject(await canvasToPng(canvas), { contentType: 'image/png' });
      setState('empty');
      onChange(path);
    } catch {
      setState('drawn');
      setError('Failed to save signature. Please try again.');
    }
  };

  const remove = () => {
    onChange(null);
    setState('empty');
  };

  return (
    <div className="grid gap-3" data-testid="signature">
      {value ? (
        <div className="grid gap-3">
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
              Signature saved
            </p>
            <Button type="button" variant="ghost" size="sm" onClick={remove} data-testid="signature-remove">
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          </div>
        </div>
      ) : (
        <>
          <canvas
            ref={canvasRef}
            aria-label="Signature pad: draw your signature with a finger, pen or mouse"
            role="img"
            className="aspect-[2/1] w-full max-w-[400px] touch-none rounded-md border-2 border-dashed border-input bg-white"
            data-testid="signature-canvas"
          />
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button type="button" onClick={save} disabled={state !== 'drawn'} data-testid="signature-save">
              <Save aria-hidden="true" />
              {state === 'saving' ? 'Saving...' : 'Save Signature'}
            </Button>
            <Button type="button" variant="outline" onClick={clear} disabled={state === 'saving'} data-testid="signature-clear">
              <Eraser aria-hidden="true" />
              Clear
            </Button>
          </div>
        </>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive" data-testid="signature-error">
          {error}
        </p>
      )}
    </div>
  );
}
