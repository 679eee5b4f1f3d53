import { createRequire } from 'node:module';
import type * as S3 from '@aws-sdk/client-s3';
import type * as S3Presigner from '@aws-sdk/s3-request-presigner';
import type * as Fontkit from 'fontkit';
import type Nodemailer from 'nodemailer';
import type PDFKit from 'pdfkit';
import type Sharp from 'sharp';

// Packages only some installations or some requests use (S3, e-mail, PDFs, image uploads) are
// loaded on first use rather than at start: together they held about 100 MB of an idle server.
// Loaded synchronously (their CommonJS builds) so the callers' APIs stay as they were.
const load = createRequire(import.meta.url);
const once = <T>(name: string) => {
  let loaded: T | undefined;
  return (): T => (loaded ??= load(name) as T);
};

export const s3Sdk = once<typeof S3>('@aws-sdk/client-s3');
export const s3Presigner = once<typeof S3Presigner>('@aws-sdk/s3-request-presigner');
export const fontkit = once<typeof Fontkit>('fontkit');
export const nodemailer = once<typeof Nodemailer>('nodemailer');
export const pdfkit = once<typeof PDFKit>('pdfkit');
export const sharp = once<typeof Sharp>('sharp');
