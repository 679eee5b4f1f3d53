// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { uploadObject } from './upload-object';

/** The upload-address call answers this, whatever is asked. */
const answerUploads = (status: number, body: unknown) => installFakeApi().on('POST', '/api/objects/upload', () => ({ status, body }));

describe('uploadObject', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses an upload address answer without an address or a path, in words for people', async () => {
    for (const body of [{}, { uploadURL: '', objectPath: '/objects/uploads/x' }, { uploadURL: '/objects/uploads/x' }, { uploadURL: 5, objectPath: 'x' }, null]) {
      answerUploads(200, body);
      await expect(uploadObject(new Blob(['x']))).rejects.toThrow('No upload URL received');
    }
  });

  it("shows the server's own refusal when it gives one", async () => {
    answerUploads(429, { message: 'Too many uploads this hour.' });
    await expect(uploadObject(new Blob(['x']))).rejects.toThrow('Too many uploads this hour.');
  });
});
