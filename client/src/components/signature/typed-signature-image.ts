import signatureFontUrl from '@/assets/fonts/dancing-script-latin-400.woff2';

// Dancing Script (SIL Open Font License, assets/fonts/DancingScript-OFL.txt), bundled with the app
// and fetched only when someone chooses to type their name: no font service, no CDN.
export const SIGNATURE_FONT_FAMILY = 'Pawnbook Signature';
export const SIGNATURE_FONT_STACK = `"${SIGNATURE_FONT_FAMILY}", cursive`;

// The stored image: the pad's 400 x 200 at twice the pixels, as a drawn signature on a phone is.
const WIDTH = 800;
const HEIGHT = 400;
const INK = '#0f1f1c';

let fontLoad: Promise<void> | undefined;

/** Loads the handwriting font once (tried again after a failure, e.g. offline). */
export function loadSignatureFont(): Promise<void> {
  if (typeof FontFace === 'undefined' || !document.fonts) return Promise.resolve();
  fontLoad ??= new FontFace(SIGNATURE_FONT_FAMILY, `url(${signatureFontUrl})`)
    .load()
    .then((face) => {
      document.fonts.add(face);
    })
    .catch((error: unknown) => {
      fontLoad = undefined;
      throw error;
    });
  return fontLoad;
}

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Failed to draw the signature'))), 'image/png');
  });
}

/** The typed name in the handwriting font, centred and shrunk to fit, dark ink on white, as a PNG. */
export async function renderTypedSignature(name: string): Promise<Blob> {
  // Without the font (it could not be fetched) the browser's own cursive still makes a signature.
  await loadSignatureFont().catch(() => undefined);
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Failed to draw the signature');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  let size = 128;
  context.font = `${size}px ${SIGNATURE_FONT_STACK}`;
  while (size > 24 && context.measureText(name).width > WIDTH * 0.88) {
    size -= 4;
    context.font = `${size}px ${SIGNATURE_FONT_STACK}`;
  }
  context.fillStyle = INK;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(name, WIDTH / 2, HEIGHT / 2);
  return canvasToPng(canvas);
}
