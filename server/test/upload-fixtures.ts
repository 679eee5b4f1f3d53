// Real files for upload tests: uploads are decoded (images) and read for active content (PDFs), so
// magic bytes followed by random bytes no longer pass. The plain images hold nothing but pixels,
// so the app stores them byte for byte.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG of random RGB pixels (so each call is a different file), written without sharp so it can be made synchronously. */
export function testPng(width = 8, height = 8): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, no interlace
  const rows = Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The same PNG claiming other dimensions in its header (a decompression bomb's first bytes). */
export function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const header = Buffer.from(png.subarray(16, 29));
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  return Buffer.concat([png.subarray(0, 8), pngChunk('IHDR', header), png.subarray(33)]);
}

/** 40x20: the left half red, the right half blue, so a rotation shows in the pixels. */
const halves = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#ff0000' } }).composite([
    { input: { create: { width: 20, height: 20, channels: 3, background: '#0000ff' } }, left: 20, top: 0 },
  ]);

export const testJpeg = () => halves().jpeg().toBuffer();
export const testWebp = () => halves().webp().toBuffer();

/**
 * A phone photo as the camera saves it: EXIF with make, GPS position and orientation 6 (the
 * sensor's pixels must be turned 90 degrees clockwise to stand upright).
 */
export function photoWithGps(format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  const encoded = halves()[format]();
  return encoded
    .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 0/1 3600/100', GPSLongitudeRef: 'W', GPSLongitude: '76/1 48/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether EXIF data holds a GPS block (tag 0x8825, either byte order). */
export function hasGpsExif(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00])) || exif.includes(Buffer.from([0x88, 0x25, 0x00, 0x04]));
}

/** A PDF from the given objects (bodies of "N 0 obj ... endobj", numbered from 1), catalog first, with a real xref table. */
export function testPdf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const part = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), Buffer.from(body as string, 'latin1'), Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(part);
    length += part.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** A one-page PDF with nothing active: catalog, pages, page and a content stream. */
export function cleanPdf(text = 'Hello'): Buffer {
  const content = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  return testPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/** The probe's PDF: an /OpenAction that runs JavaScript when the file opens. */
export function pdfWithOpenActionJs(): Buffer {
  return testPdf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ]);
}
