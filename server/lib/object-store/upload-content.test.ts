import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanPdf, hasGpsExif, pdfWithOpenActionJs, photoWithGps, testJpeg, testPng, testWebp, withPngSize } from '../../test/upload-fixtures';
import type { TDetectedType } from './file-type-guard';
import { holdsOnlyPixels } from './image-containers';
import { cleanUploadContent, UploadContentRefusedError } from './upload-content';

const FORMATS = [
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
] as const;

const refusalOf = (bytes: Buffer, type: TDetectedType) =>
  cleanUploadContent(bytes, type).then(
    () => 'accepted',
    (error: unknown) => (error instanceof UploadContentRefusedError ? error.refusal : error),
  );

/** The colour at (x, y) as 'red' or 'blue' (JPEG shifts them a little). */
async function colourAt(image: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return data[i]! > 128 && data[i + 2]! < 128 ? 'red' : data[i + 2]! > 128 && data[i]! < 128 ? 'blue' : `rgb(${data[i]},${data[i + 1]},${data[i + 2]})`;
}

describe('holdsOnlyPixels', () => {
  it('knows plain images from ones carrying metadata or trailing bytes', async () => {
    const plain = { 'image/jpeg': await testJpeg(), 'image/png': testPng(), 'image/webp': await testWebp() };
    for (const [format, type] of FORMATS) {
      expect(holdsOnlyPixels(plain[type], type), format).toBe(true);
      expect(holdsOnlyPixels(await photoWithGps(format), type), format).toBe(false);
      expect(holdsOnlyPixels(Buffer.concat([plain[type], Buffer.from('<html>')]), type), format).toBe(false);
      expect(holdsOnlyPixels(plain[type].subarray(0, plain[type].length - 3), type), format).toBe(false);
    }
    const commented = await sharp(testPng()).png().withMetadata().withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>').toBuffer();
    expect(holdsOnlyPixels(commented, 'image/png')).toBe(false);
  });
});

describe('cleanUploadContent', () => {
  it('strips EXIF with the GPS position and turns the photo upright first, for JPEG, PNG and WebP', async () => {
    for (const [format, type] of FORMATS) {
      const photo = await photoWithGps(format);
      const before = await sharp(photo).metadata();
      expect(hasGpsExif(before.exif), format).toBe(true);
      expect(before.orientation, format).toBe(6);
      expect([before.width, before.height], format).toEqual([40, 20]);

      const cleaned = await cleanUploadContent(photo, type);
      const after = await sharp(cleaned).metadata();
      expect(after.format, format).toBe(format);
      expect(after.exif, format).toBeUndefined();
      expect(after.xmp, format).toBeUndefined();
      expect(after.orientation, format).toBeUndefined();
      // Turned 90 degrees clockwise: the left half (red) is now on top.
      expect([after.width, after.height], format).toEqual([20, 40]);
      expect(await colourAt(cleaned, 10, 5), format).toBe('red');
      expect(await colourAt(cleaned, 10, 35), format).toBe('blue');
      expect(holdsOnlyPixels(cleaned, type), format).toBe(true);
    }
  });

  it('keeps a plain image byte for byte, and a clean PDF as it is', async () => {
    for (const bytes of [await testJpeg(), await testWebp(), testPng()]) {
      const type = (await sharp(bytes).metadata()).format;
      expect(await cleanUploadContent(bytes, `image/${type}` as TDetectedType)).toBe(bytes);
    }
    const pdf = cleanPdf();
    expect(await cleanUploadContent(pdf, 'application/pdf')).toBe(pdf);
  });

  it('refuses images that do not decode: five bytes of JPEG header, a cut-off PNG, a PNG body behind JPEG bytes', async () => {
    expect(await refusalOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]), 'image/jpeg')).toBe('image-unreadable');
    const png = testPng(64, 64);
    expect(await refusalOf(png.subarray(0, Math.floor(png.length / 2)), 'image/png')).toBe('image-unreadable');
    const jpeg = await testJpeg();
    expect(await refusalOf(jpeg.subarray(0, jpeg.length - 200), 'image/jpeg')).toBe('image-unreadable');
    expect(await refusalOf(jpeg, 'image/png')).toBe('image-unreadable');
    // Whole and with right checksums, so it would be kept as it is, but its pixel data is garbage.
    const corrupt = Buffer.from(testPng(32, 32));
    const idat = corrupt.readUInt32BE(33);
    for (let i = 51; i < 41 + idat - 10; i += 7) corrupt[i] = corrupt[i]! ^ 0xff;
    corrupt.writeUInt32BE(crc32(corrupt.subarray(37, 41 + idat)), 41 + idat);
    expect(holdsOnlyPixels(corrupt, 'image/png')).toBe(true);
    expect(await refusalOf(corrupt, 'image/png')).toBe('image-unreadable');
  });

  it('refuses a header claiming more than 50 megapixels before decoding it (a decompression bomb)', async () => {
    const started = Date.now();
    expect(await refusalOf(withPngSize(testPng(), 100_000, 100_000), 'image/png')).toBe('image-too-many-pixels');
    expect(await refusalOf(withPngSize(testPng(), 8000, 6500), 'image/png')).toBe('image-too-many-pixels');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a PDF with active content', async () => {
    expect(await refusalOf(pdfWithOpenActionJs(), 'application/pdf')).toBe('pdf-active-content');
  });
});
