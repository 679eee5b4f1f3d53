import { useState, type ChangeEvent } from 'react';
import { MAX_UPLOAD_BYTES, readUploadError, uploadObject } from './upload-object';

export type TImageUploadState = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'failed'; message: string };

/**
 * One picture from a file input (or a phone's camera): the spec's 10 MB and image checks, the
 * upload with its progress, and the wording of a failure. `handleFile` is the inputs' onChange;
 * the path goes to `onUploaded`. The server checks the bytes again (it decodes and re-encodes).
 */
export function useImageUpload(onUploaded: (objectPath: string) => void) {
  const [state, setState] = useState<TImageUploadState>({ kind: 'idle' });

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) return setState({ kind: 'failed', message: 'File too large. Maximum size: 10MB' });
    if (!file.type.startsWith('image/')) return setState({ kind: 'failed', message: 'Please choose an image file (JPEG, PNG or WebP).' });
    setState({ kind: 'uploading', percent: 0 });
    try {
      const path = await uploadObject(file, { onProgress: (percent) => setState({ kind: 'uploading', percent }) });
      setState({ kind: 'idle' });
      onUploaded(path);
    } catch (err) {
      setState({ kind: 'failed', message: readUploadError(err) });
    }
  };

  return { state, busy: state.kind === 'uploading', handleFile };
}
