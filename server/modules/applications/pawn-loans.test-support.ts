import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TTestApp } from '../../test/test-app';
import { testPng } from '../../test/upload-fixtures';
import { jamaicaToday } from '@common/jamaica-time';

// Small but real files: the upload route checks magic bytes, decodes images and reads PDFs.
export const PNG = () => testPng();
export const PDF = () => Buffer.from(`%PDF-1.7\n%\u00e2\u00e3\n1 0 obj<<>>endobj\n% ${randomBytes(8).toString('hex')}\n%%EOF\n`, 'latin1');

export const visitorCookieOf = (res: LightMyRequestResponse): string | undefined => {
  const c = res.cookies.find((x) => x.name === 'pawnbook_vid');
  return c ? `pawnbook_vid=${c.value}` : undefined;
};

/** Uploads one file through the real routes; a guest keeps the visitor cookie it was given. */
export async function upload(t: TTestApp, file: Buffer, cookie?: string): Promise<{ objectPath: string; cookie: string | undefined }> {
  const issued = await t.request({ method: 'POST', url: '/api/objects/upload', ...(cookie ? { cookie } : {}) });
  if (issued.statusCode !== 200) throw new Error(`upload URL refused: ${issued.statusCode} ${issued.body}`);
  const { uploadURL, objectPath } = issued.json<{ uploadURL: string; objectPath: string }>();
  // Relative on the local store: the page's own origin completes it.
  const url = new URL(uploadURL, 'http://localhost:5000');
  const put = await t.request({ method: 'PUT', url: `${url.pathname}${url.search}`, payload: file, headers: { 'content-type': 'application/octet-stream' } });
  if (put.statusCode !== 200) throw new Error(`upload refused: ${put.statusCode} ${put.body}`);
  return { objectPath, cookie: cookie ?? visitorCookieOf(issued) };
}

export type TDocumentPaths = { borrowerPhotoUrl: string; borrowerTrnPhotoUrl: string; borrowerSignatureUrl: string; idDocumentUrl: string };

/** The four documents of an application, uploaded as one visitor (or signed-in user). */
export async function uploadDocuments(t: TTestApp, cookie?: string): Promise<{ paths: TDocumentPaths; cookie: string }> {
  const photo = await upload(t, PNG(), cookie);
  const who = photo.cookie ?? cookie;
  if (!who) throw new Error('no cookie to upload with');
  const trn = await upload(t, PNG(), who);
  const signature = await upload(t, PNG(), who);
  const id = await upload(t, PDF(), who);
  return {
    cookie: who,
    paths: {
      borrowerPhotoUrl: photo.objectPath,
      borrowerTrnPhotoUrl: trn.objectPath,
      borrowerSignatureUrl: signature.objectPath,
      idDocumentUrl: id.objectPath,
    },
  };
}

const DAY = 86_400_000;

/** A complete submission as the form sends it, for a 4-week J$12,000.00 loan at 20%. */
export function validPayload(paths: TDocumentPaths, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Date.now();
  return {
    borrowerName: 'Marcia Campbell',
    borrowerEmail: 'Marcia.Campbell@Example.com',
    borrowerAddress: '12 Hope Road, Kingston 6',
    borrowerTRN: '123-456-789',
    borrowerPhone: '876-555-0101',
    borrowerID: ' ab123456 ',
    guarantorName: null,
    guarantorAddress: null,
    guarantorTRN: null,
    guarantorPhone: null,
    loanAmount: 12000,
    interestRate: 20,
    termWeeks: 4,
    weeklyInstalment: 3600,
    totalAmount: 14400,
    totalRepayment: 14400,
    lateFine: '500.00',
    collateralProperty: 'Gold chain, 18k',
    agreementDate: new Date(now).toISOString(),
    validFrom: new Date(now).toISOString(),
    endingOn: new Date(now + 28 * DAY).toISOString(),
    idDocumentType: 'drivers_license',
    idDocumentNumber: 'DL-998877',
    idExpiryDate: '2030-01-31',
    ...paths,
    ...overrides,
  };
}

export const jamaicaYear = () => Number(jamaicaToday().slice(0, 4));
