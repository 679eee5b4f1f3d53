import { expect } from 'vitest';
import { sharp } from '../../lib/lazy-packages';
import { renderCode128 } from '../../lib/pdf/barcode';
import { pdfImages } from '../../test/pdf-read';

/** A PNG's pixels as one grey channel (the alpha channel of an RGBA one): what a scanner sees. */
async function greyPixels(png: Buffer, channel: 'alpha' | 'grey') {
  const image = sharp()(png);
  return (channel === 'alpha' ? image.extractChannel('alpha') : image.greyscale()).raw().toBuffer();
}

/**
 * The PDF is one page whose barcode is the Code 128 of `text`: the image's mask (bwip-js draws
 * black bars on a transparent ground) has the same pixels as bwip-js's own drawing of `text`.
 */
export async function expectBarcodeOf(pdf: Buffer, text: string, heightMm: number): Promise<void> {
  const images = await pdfImages(pdf);
  expect(images.every((image) => image.page === 1)).toBe(true);
  const mask = images.find((image) => image.type === 'smask');
  expect(mask, JSON.stringify(images.map(({ png: _png, ...rest }) => rest))).toBeDefined();
  const expected = await renderCode128(text, heightMm);
  expect(mask!.width).toBe(expected.png.readUInt32BE(16));
  expect((await greyPixels(mask!.png, 'grey')).equals(await greyPixels(expected.png, 'alpha'))).toBe(true);
}
