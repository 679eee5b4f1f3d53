// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadObject } from './upload-object';

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('uploadObject', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses an upload address answer without an address or a path, in words for people', async () => {
    for (const body of [{}, { uploadURL: '', objectPath: '/objects/uploads/x' }, { uploadURL: '/objects/uploads/x' }, { uploadURL: 5, objectPath: 'x' }, null]) {
      vi.stubGlobal('fetch', answer(200, body));
      await expect(uploadObject(new Blob(['x']))).rejects.toThrow('No upload URL received');
    }
  });

  it("shows the server's own refusal when it gives one", async () => {
    vi.stubGlobal('fetch', answer(429, { message: 'Too many uploads this hour.' }));
    await expect(uploadObject(new Blob(['x']))).rejects.toThrow('Too many uploads this hour.');
  });
});
