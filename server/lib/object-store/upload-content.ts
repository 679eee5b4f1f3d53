import type { Metadata } from 'sharp';
import { sharp as loadSharp } from '../lazy-packages';
import type { TDetectedType } from './file-type-guard';
import { holdsOnlyPixels } from './image-containers';
import { checkPdfActiveContent } from './pdf-active-content';

/** Why an upload's content was refused; the objects service words it for people. */
export type TContentRefusal = 'image-unreadable' | 'image-too-many-pixels' | 'pdf-active-content' | 'pdf-unchecked';

export class UploadContentRefusedError extends Error {
  constructor(
    readonly refusal: TContentRefusal,
    detail: string,
  ) {
    super(`${refusal}: ${detail}`);
  }
}

/** A 48 MP phone photo fits; decoding more would let a small file claim gigabytes (a decompression bomb). */
export const MAX_IMAGE_PIXELS = 50_000_000;
const IMAGE_TIMEOUT_SECONDS = 20;
// Each decode may hold a whole image in memory (a rotation needs it): few at once.
const MAX_IMAGES_AT_ONCE = 2;

const SHARP_FORMAT: Partial<Record<TDetectedType, 'jpeg' | 'png' | 'webp'>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

let running = 0;
const waiting: (() => void)[] = [];

/** Runs work when fewer than MAX_IMAGES_AT_ONCE images are being decoded; a finished one hands its slot on. */
async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_IMAGES_AT_ONCE) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * The image as it may be stored: it must decode in full as the type its magic bytes claim, within
 * MAX_IMAGE_PIXELS. A file with nothing but pixel data is kept as it is; any other (EXIF with
 * the GPS position a phone adds, XMP, ICC, comments, trailing bytes, extra frames) is turned
 * upright by its EXIF orientation and re-encoded without metadata. Animated images keep their
 * first frame.
 */
async function cleanImage(bytes: Buffer, format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const sharp = loadSharp();
  const open = () => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).timeout({ seconds: IMAGE_TIMEOUT_SECONDS });
  return withImageSlot(async () => {
    let metadata: Metadata;
    try {
      // The header only; the pixel limit is checked here so that it is told apart from damage.
      metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch (error) {
      throw new UploadContentRefusedError('image-unreadable', (error as Error).message);
    }
    if (metadata.format !== format) throw new UploadContentRefusedError('image-unreadable', `decodes as ${metadata.format}`);
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_IMAGE_PIXELS) {
      throw new UploadContentRefusedError('image-too-many-pixels', `${metadata.width}x${metadata.height}`);
    }
    try {
      if (holdsOnlyPixels(bytes, `image/${format}`)) {
        // stats() reads every pixel, so a cut-off or corrupt file fails here.
        await open().stats();
        return bytes;
      }
      const image = open().autoOrient();
      if (format === 'jpeg') return await image.jpeg({ quality: 90 }).toBuffer();
      if (format === 'png') return await image.png().toBuffer();
      return await image.webp({ quality: 90 }).toBuffer();
    } catch (error) {
      throw new UploadContentRefusedError('image-unreadable', (error as Error).message);
    }
  });
}

/**
 * Checks an upload's content once its type is known from its magic bytes, and answers the bytes
 * to store: images decoded and cleaned of metadata, PDFs checked for active content (and stored
 * as they are). Throws UploadContentRefusedError for content that must not be stored.
 */
export async function cleanUploadContent(bytes: Buffer, type: TDetectedType): Promise<Buffer> {
  const format = SHARP_FORMAT[type];
  if (format) return cleanImage(bytes, format);
  const check = await checkPdfActiveContent(bytes);
  if (check.ok) return bytes;
  if (check.reason === 'active-content') throw new UploadContentRefusedError('pdf-active-content', check.names.join(', '));
  throw new UploadContentRefusedError('pdf-unchecked', check.why);
}
