import { useEffect, useRef, useState } from 'react';
import { Eraser, Save } from 'lucide-react';
import type SignaturePad from 'signature_pad';
import { LAZY_IMPORT_FAILED } from '@/components/lazy-boundary';
import { Button } from '@/components/ui/button';
import { uploadObject } from '@/lib/upload-object';

type TPadState = 'empty' | 'drawn' | 'saving';

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Failed to upload signature'))), 'image/png');
  });
}

/**
 * The 400 x 200 signature pad (spec): draw, Save (uploaded as a PNG), Clear. The canvas's pixel
 * size follows its displayed size times the device pixel ratio, or strokes land off the pen. It
 * takes focus with a label that points a keyboard to the typed signature.
 */
export function DrawSignature({ onSaved }: { onSaved: (objectPath: string) => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [state, setState] = useState<TPadState>('empty');
  const [error, setError] = useState<string | null>(null);
  // The pad's code is its own download: offline before it came, the pad says so and tries again.
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
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
    import('signature_pad').then(
      ({ default: Pad }) => {
        if (disposed) return;
        fit();
        pad = new Pad(canvas, { penColor: '#0f1f1c', backgroundColor: 'rgb(255,255,255)' });
        pad.addEventListener('endStroke', () => setState('drawn'));
        padRef.current = pad;
      },
      () => {
        if (!disposed) setLoadFailed(true);
      },
    );
    const observer = new ResizeObserver(() => fit());
    observer.observe(canvas);
    return () => {
      disposed = true;
      observer.disconnect();
      pad?.off();
      padRef.current = null;
    };
  }, [attempt]);

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
      onSaved(path);
    } catch {
      setState('drawn');
      setError('Failed to save signature. Please try again.');
    }
  };

  return (
    <div className="grid gap-3">
      <canvas
        ref={canvasRef}
        tabIndex={0}
        aria-label="Signature pad: draw your signature with a finger, pen or mouse. Using a keyboard? Choose Type your name to sign."
        role="img"
        className="aspect-[2/1] w-full max-w-[400px] touch-none rounded-md border-2 border-dashed border-input bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
        data-testid="signature-canvas"
      />
      {loadFailed && (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm" data-testid="signature-pad-unavailable">
          <span>{LAZY_IMPORT_FAILED} —</span>{' '}
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setLoadFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            Retry
          </Button>
        </p>
      )}
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
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive" data-testid="signature-error">
          {error}
        </p>
      )}
    </div>
  );
}
