import { vi } from 'vitest';
import type { z } from 'zod';
import { ZUploadStoredResponse, ZUploadTargetResponse } from '@common/contracts/objects';
import type { TErrorCode } from '@common/contracts/errors';

// The network, and only the network, is fake in component tests: fetch and the XMLHttpRequest the
// uploader PUTs with. Every request is recorded; each answer is checked against the contract in
// common/contracts before it is sent, so a test cannot drift from what the server really answers.

export type TApiRequest = {
  method: string;
  /** Path and query, e.g. /api/payments?page=1&pageSize=10. */
  url: string;
  path: string;
  query: URLSearchParams;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The parsed JSON of a JSON body; a file as the Blob itself; null without a body. */
  body: unknown;
  /** The :name parts of the route that matched. */
  params: Record<string, string>;
};

export type TApiAnswer = { status: number; body?: unknown } | { networkError: true };
type THandler = (request: TApiRequest) => TApiAnswer | Promise<TApiAnswer>;
type TRoute = { method: string; pattern: RegExp; names: string[]; handler: THandler };

/** A success answer whose body must satisfy the response contract. */
export function reply<T>(schema: z.ZodType<T>, body: T, status = 200): TApiAnswer {
  return { status, body: schema.parse(body) };
}

const KIND_OF_STATUS: Record<number, TErrorCode> = { 400: 'BAD_REQUEST', 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT', 410: 'GONE', 413: 'PAYLOAD_TOO_LARGE', 429: 'TOO_MANY_REQUESTS' };

/** A refusal as the server words it: `{ "message": ..., "code": ... }`, the rule's code or the status's kind. */
export function refuse(status: number, message: string, code: TErrorCode = KIND_OF_STATUS[status] ?? 'BAD_REQUEST'): TApiAnswer {
  return { status, body: { message, code } };
}

/** No answer at all (offline, reset connection): fetch rejects with a TypeError. */
export const dropConnection: TApiAnswer = { networkError: true };

/** The path FakeApi.acceptUploads gives the n-th upload (from 1). */
export const uploadPathOf = (n: number) => `/objects/uploads/00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_match, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), names };
}

function readBody(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') {
    try {
      return JSON.parse(body) as unknown;
    } catch {
      return body;
    }
  }
  return body;
}

export class FakeApi {
  readonly requests: TApiRequest[] = [];
  /** Requests no route answered (they get a 404); a test expects this to stay empty. */
  readonly unhandled: string[] = [];
  private readonly routes: TRoute[] = [];

  /** Answers `method path` (path may hold :name parts) with the handler; a later route wins. */
  on(method: string, path: string, handler: THandler): this {
    this.routes.unshift({ method, ...compile(path), handler });
    return this;
  }

  /**
   * The two upload steps as the server answers them: POST /api/objects/upload gives the n-th
   * upload the address of uploadPathOf(n), and the PUT of the file there is stored.
   */
  acceptUploads(): this {
    let uploads = 0;
    return this.on('POST', '/api/objects/upload', () => {
      uploads += 1;
      const path = uploadPathOf(uploads);
      return reply(ZUploadTargetResponse, { uploadURL: `${window.location.origin}${path}?token=t${uploads}`, objectPath: path });
    }).on('PUT', '/objects/uploads/:id', (request) => reply(ZUploadStoredResponse, { objectPath: `/objects/uploads/${request.params.id}` }));
  }

  /** The recorded requests to one path (without its query), oldest first. */
  calls(method: string, path: string): TApiRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  async answer(method: string, address: string, headers: Record<string, string>, rawBody: unknown): Promise<TApiAnswer> {
    const url = new URL(address, window.location.origin);
    const request: TApiRequest = {
      method,
      url: `${url.pathname}${url.search}`,
      path: url.pathname,
      query: url.searchParams,
      headers,
      body: readBody(rawBody),
      params: {},
    };
    this.requests.push(request);
    for (const route of this.routes) {
      const match = route.method === method ? route.pattern.exec(url.pathname) : null;
      if (!match) continue;
      route.names.forEach((name, i) => (request.params[name] = decodeURIComponent(match[i + 1] ?? '')));
      return route.handler(request);
    }
    this.unhandled.push(`${method} ${request.url}`);
    return refuse(404, 'Not found');
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const answer = await this.answer((init.method ?? 'GET').toUpperCase(), address, headers, init.body);
    if ('networkError' in answer) throw new TypeError('Failed to fetch');
    const body = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(body, { status: answer.status, headers: body === null ? {} : { 'Content-Type': 'application/json' } });
  };

  /** An XMLHttpRequest class that sends through this fake, with the upload progress the form shows. */
  xhrClass(): typeof XMLHttpRequest {
    const send = (method: string, address: string, headers: Record<string, string>, body: unknown) => this.answer(method, address, headers, body);
    class FakeXhr {
      status = 0;
      statusText = '';
      responseText = '';
      upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      private method = 'GET';
      private address = '';
      private readonly headers: Record<string, string> = {};

      open(method: string, address: string): void {
        this.method = method.toUpperCase();
        this.address = address;
      }

      setRequestHeader(name: string, value: string): void {
        this.headers[name.toLowerCase()] = value;
      }

      send(body?: Blob | null): void {
        void send(this.method, this.address, this.headers, body ?? null).then((answer) => {
          if ('networkError' in answer) {
            this.onerror?.();
            return;
          }
          const size = body?.size ?? 0;
          this.upload.onprogress?.({ lengthComputable: true, loaded: size, total: size });
          this.status = answer.status;
          this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
          this.onload?.();
        });
      }
    }
    return FakeXhr as unknown as typeof XMLHttpRequest;
  }
}

/** Replaces fetch and XMLHttpRequest for this test; vi.unstubAllGlobals() puts them back. */
export function installFakeApi(): FakeApi {
  const api = new FakeApi();
  vi.stubGlobal('fetch', api.fetch);
  vi.stubGlobal('XMLHttpRequest', api.xhrClass());
  return api;
}
