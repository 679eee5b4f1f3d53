import { createRequire } from 'node:module';
import type * as S3 from '@aws-sdk/client-s3';
import type * as S3Presigner from '@aws-sdk/s3-request-presigner';
import type BwipJs from 'bwip-js/node';
import type * as Fontkit from 'fontkit';
import type Nodemailer from 'nodemailer';
import type * as OpenIdClient from 'openid-client';
import type PDFKit from 'pdfkit';
import type Sharp from 'sharp';

// Packages only some installations or some requests use (S3, e-mail, PDFs, images, external
// sign-in, restoring a backup) are loaded on first use rather than at start: together they held
// well over 100 MB of an idle server. Import them only through here (eslint.config.js refuses a
// direct import). The CommonJS ones load synchronously so the callers' APIs stay as they were;
// the ESM-only ones (openid-client, stream-json) answer a promise.
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
/** Barcodes (Code 128) on pawn tickets and item tags. */
export const bwipJs = once<typeof BwipJs>('bwip-js/node');

const onceAsync = <T>(importer: () => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return (): Promise<T> => (loaded ??= importer());
};

/** External sign-in (OpenID Connect): only when it is configured, at the first sign-in. */
export const openIdClient = onceAsync<typeof OpenIdClient>(() => import('openid-client'));
/** The streaming JSON parser of a backup restore and stream-chain's helpers for its output. */
export const backupJsonParser = onceAsync(() => Promise.all([import('stream-json/core/parser.js'), import('stream-chain/defs.js')]));
