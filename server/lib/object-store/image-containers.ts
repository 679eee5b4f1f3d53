import type { TDetectedType } from './file-type-guard';

/**
 * Whether an image file holds nothing but what draws its pixels: no EXIF (GPS, camera, orientation),
 * XMP, IPTC, ICC profile, comments, text chunks, thumbnails, extra frames or bytes after its end.
 * Such a file can be kept byte for byte (re-encoding a JPEG or WebP loses a little each time);
 * anything else is re-encoded. It reads the container only: whether the pixels decode is sharp's
 * part. Any doubt answers false.
 */
export function holdsOnlyPixels(bytes: Buffer, type: TDetectedType): boolean {
  if (type === 'image/jpeg') return jpegHoldsOnlyPixels(bytes);
  if (type === 'image/png') return pngHoldsOnlyPixels(bytes);
  if (type === 'image/webp') return webpHoldsOnlyPixels(bytes);
  return false;
}

// Tables, frame headers (baseline, progressive, lossless, arithmetic), restart interval, scans.
const JPEG_PIXEL_MARKERS = new Set([0xdb, 0xc4, 0xcc, 0xdd, 0xda, 0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/** SOI, segments of JPEG_PIXEL_MARKERS or a JFIF header without thumbnail, EOI, and nothing after. */
function jpegHoldsOnlyPixels(b: Buffer): boolean {
  if (b[0] !== 0xff || b[1] !== 0xd8) return false;
  let i = 2;
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) return false;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    i += 2;
    if (marker === 0xd9) return i === b.length;
    if (isRestart(marker)) continue;
    if (i + 2 > b.length) return false;
    const length = b.readUInt16BE(i);
    if (length < 2 || i + length > b.length) return false;
    const jfif = marker === 0xe0 && length === 16 && b.toString('latin1', i + 2, i + 7) === 'JFIF\0' && b[i + 14] === 0 && b[i + 15] === 0;
    if (!jfif && !JPEG_PIXEL_MARKERS.has(marker)) return false;
    i += length;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
      while (i + 1 < b.length && !(b[i] === 0xff && b[i + 1] !== 0x00 && !isRestart(b[i + 1]!))) i += 1;
    }
  }
  return false;
}

const PNG_PIXEL_CHUNKS = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'sBIT', 'pHYs', 'bKGD']);

/** Signature, then only chunks that describe pixels, IEND last. */
function pngHoldsOnlyPixels(b: Buffer): boolean {
  let i = 8;
  while (i + 12 <= b.length) {
    const length = b.readUInt32BE(i);
    const type = b.toString('latin1', i + 4, i + 8);
    const end = i + 12 + length;
    if (end > b.length || !PNG_PIXEL_CHUNKS.has(type)) return false;
    i = end;
    if (type === 'IEND') return i === b.length;
  }
  return false;
}

// VP8X flags: ICC profile, EXIF, XMP, animation.
const VP8X_METADATA_FLAGS = 0x20 | 0x08 | 0x04 | 0x02;
const WEBP_PIXEL_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH']);

/** RIFF exactly as long as the file, holding only image chunks and no metadata flags. */
function webpHoldsOnlyPixels(b: Buffer): boolean {
  if (b.length < 20 || b.readUInt32LE(4) + 8 !== b.length) return false;
  let i = 12;
  while (i + 8 <= b.length) {
    const fourcc = b.toString('latin1', i, i + 4);
    const size = b.readUInt32LE(i + 4);
    const end = i + 8 + size + (size % 2);
    if (end > b.length || !WEBP_PIXEL_CHUNKS.has(fourcc)) return false;
    if (fourcc === 'VP8X' && (size < 1 || (b[i + 8]! & VP8X_METADATA_FLAGS) !== 0)) return false;
    i = end;
  }
  return i === b.length;
}
