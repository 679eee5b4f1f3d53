import { bwipJs } from '../lazy-packages';

/** Pixels per bar module in the PNG: drawn large so it prints sharp when scaled to the paper. */
const PIXELS_PER_MODULE = 4;
/** A module's printed width: about 0.42 mm, which counter scanners read from a hand's distance. */
const POINTS_PER_MODULE = 1.2;

export type TBarcode = { png: Buffer; modules: number };

/** A Code 128 barcode of `text` (bwip-js) as a PNG with no human-readable line: the caller prints the text. */
export async function renderCode128(text: string, heightMm: number): Promise<TBarcode> {
  const png = await bwipJs().toBuffer({ bcid: 'code128', text, scale: PIXELS_PER_MODULE, height: heightMm, includetext: false, paddingwidth: 0, paddingheight: 0 });
  // A PNG's width is the big-endian word at byte 16 (its IHDR chunk).
  return { png, modules: png.readUInt32BE(16) / PIXELS_PER_MODULE };
}

/** The width the barcode prints at: as wide as its modules need, never wider than `maxWidth`. */
export function barcodeWidth(barcode: TBarcode, maxWidth: number): number {
  return Math.min(maxWidth, barcode.modules * POINTS_PER_MODULE);
}

/** Draws the barcode at (x, y), barcodeWidth wide and `height` points tall. */
export function drawBarcode(doc: PDFKit.PDFDocument, barcode: TBarcode, at: { x: number; y: number; maxWidth: number; height: number }): void {
  doc.image(barcode.png, at.x, at.y, { width: barcodeWidth(barcode, at.maxWidth), height: at.height });
}
