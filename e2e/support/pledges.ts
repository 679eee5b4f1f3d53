import type { APIRequestContext } from 'playwright-core';
import { baseUrl } from './browser';
import { PNG_BYTES } from './loan-form';

type TAnswer = { ok: () => boolean; status: () => number; text: () => Promise<string>; json: () => Promise<unknown> };

/** An API answer's body, or an error naming what failed and the server's answer. */
export async function ok<T>(what: string, answer: Promise<TAnswer>): Promise<T> {
  const res = await answer;
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** An item recorded through the API with one uploaded photo (the counter's form has its own journey). */
export async function recordItem(request: APIRequestContext, loanId: string, item: { description: string; appraisedValue: string; storageLocation: string }): Promise<void> {
  const headers = { Origin: baseUrl() };
  const issued = await ok<{ uploadURL: string; objectPath: string }>('upload address', request.post('/api/objects/upload', { headers }));
  const put = await request.put(issued.uploadURL, { data: PNG_BYTES, headers: { ...headers, 'content-type': 'image/png' } });
  if (!put.ok()) throw new Error(`photo upload: ${put.status()}`);
  await ok('item', request.post(`/api/pawn-loans/${loanId}/items`, { headers, data: { category: 'jewellery', condition: 'good', photoUrls: [issued.objectPath], ...item } }));
}
