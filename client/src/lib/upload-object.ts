import type { TUploadTargetResponse } from '@common/contracts/objects';

// Uploads go in two steps (spec section 7): ask our server for a signed, single-use address, then
// PUT the file there, straight to the store. XMLHttpRequest rather than fetch: only it reports
// upload progress, which the form shows as a percentage.

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export class UploadError extends Error {}

/** The /objects/... path of an upload address: the address without its host and query (spec). */
export function objectPathOf(uploadURL: string): string {
  const url = new URL(uploadURL, window.location.origin);
  return url.pathname;
}

async function requestUploadTarget(): Promise<{ uploadURL: string; objectPath: string }> {
  let res: Response;
  try {
    res = await fetch('/api/objects/upload', { method: 'POST', credentials: 'include' });
  } catch {
    throw new UploadError('Failed to get upload URL');
  }
  if (!res.ok) {
    // A refusal of our own (too many uploads this hour) is worth showing as it is.
    const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
    throw new UploadError(typeof body?.message === 'string' ? body.message : 'Failed to get upload URL');
  }
  const body = (await res.json().catch(() => null)) as Partial<Record<keyof TUploadTargetResponse, unknown>> | null;
  // Checked by hand rather than with ZUploadTargetResponse: the public loan form uploads, and zod
  // would be most of its JavaScript.
  if (typeof body?.uploadURL !== 'string' || !body.uploadURL || typeof body.objectPath !== 'string') throw new UploadError('No upload URL received');
  return { uploadURL: body.uploadURL, objectPath: body.objectPath };
}

function readRefusal(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not our JSON (an S3 XML error, say): the status text says enough.
  }
  return xhr.statusText;
}

function putFile(uploadURL: string, file: Blob, contentType: string, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', uploadURL);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new UploadError(`Upload failed: ${xhr.status} ${readRefusal(xhr)}. Please try again.`.replace('.. ', '. ')));
      }
    };
    xhr.onerror = () => reject(new UploadError('Upload failed. Please try again.'));
    xhr.onabort = () => reject(new UploadError('Upload failed. Please try again.'));
    xhr.send(file);
  });
}

/** Uploads one file and answers its /objects/... path. Errors are UploadErrors worded for people. */
export async function uploadObject(
  file: Blob,
  options: { contentType?: string; onProgress?: (percent: number) => void } = {},
): Promise<string> {
  const contentType = options.contentType ?? (file.type || 'application/octet-stream');
  const target = await requestUploadTarget();
  await putFile(target.uploadURL, file, contentType, options.onProgress ?? (() => {}));
  // With S3 the address is the bucket's, so the server also names the path; locally both agree.
  return target.objectPath || objectPathOf(target.uploadURL);
}

export function readUploadError(err: unknown): string {
  return err instanceof Error && err.message ? err.message : 'Unknown error occurred';
}
