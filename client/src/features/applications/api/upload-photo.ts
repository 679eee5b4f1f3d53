import { useMutation } from '@tanstack/react-query';
import { ZUploadPhotoResponse, type TUploadPhotoResponse } from '@common/contracts/objects';

export type TUploadPhotoInput = { file: Blob; onProgress?: (percent: number) => void };

/**
 * POST /api/upload-photo (staff, multipart field "photo"): the server checks the bytes are an image
 * and answers its /objects/... url. XMLHttpRequest because only it reports upload progress. A
 * refusal rejects with "<status>: <body>", the shape readErrorMessage reads.
 */
export function uploadPhoto({ file, onProgress }: TUploadPhotoInput): Promise<TUploadPhotoResponse> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('photo', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload-photo');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new Error(`${xhr.status}: ${xhr.responseText || xhr.statusText}`));
        return;
      }
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Falls through to the shape check below.
      }
      const parsed = ZUploadPhotoResponse.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new Error('The server did not answer with the uploaded photo.'));
    };
    xhr.onerror = () => reject(new TypeError('Upload failed. Please check your connection and try again.'));
    xhr.onabort = () => reject(new TypeError('Upload was cancelled.'));
    xhr.send(form);
  });
}

export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto });
}
