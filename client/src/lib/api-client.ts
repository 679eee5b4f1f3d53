// The one place that talks HTTP to our server and the one error mapping (spec section 8, generic):
// a non-OK answer becomes Error("<status>: <body text or status text>").
import { ERROR_CODES, type TErrorCode } from '@common/contracts/errors';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

export async function apiRequest(
  method: THttpMethod,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  if (signal) init.signal = signal;
  const res = await fetch(path, init);
  await throwIfNotOk(res);
  return res;
}

/** apiRequest plus JSON parsing, for the common case. */
export async function apiJson<T>(method: THttpMethod, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const res = await apiRequest(method, path, body, signal);
  return (await res.json()) as T;
}

/** The HTTP status carried by an apiRequest error, or null for network and other errors. */
export function readErrorStatus(err: unknown): number | null {
  if (!(err instanceof Error)) return null;
  const match = /^(\d{3}): /.exec(err.message);
  return match ? Number(match[1]) : null;
}

/**
 * The server's `code` from an apiRequest error (common/contracts/errors.ts, issue 42): what a form
 * branches on, never the message's wording. Null for a network error or an answer without one.
 */
export function readErrorCode(err: unknown): TErrorCode | null {
  if (!(err instanceof Error)) return null;
  const match = /^\d{3}: ([\s\S]*)$/.exec(err.message);
  try {
    const parsed: unknown = JSON.parse(match?.[1] ?? '');
    if (parsed && typeof parsed === 'object' && 'code' in parsed && typeof parsed.code === 'string' && parsed.code in ERROR_CODES) return parsed.code as TErrorCode;
  } catch {
    // Not JSON: no code.
  }
  return null;
}

/**
 * The server's `{ message }` from an apiRequest error, for toasts. Falls back to the plain body text,
 * and to null when the error did not come from an HTTP answer (network failure) or has no text.
 */
export function readErrorMessage(err: unknown): string | null {
  if (!(err instanceof Error)) return null;
  const match = /^\d{3}: ([\s\S]*)$/.exec(err.message);
  if (!match) return null;
  const text = (match[1] ?? '').trim();
  if (text === '') return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message.trim() || null;
    }
    return null;
  } catch {
    // Not JSON: a proxy's HTML error page would be noise in a toast, plain text is shown as is.
    return /^\s*</.test(text) ? null : text;
  }
}

/** True when the request never got an HTTP answer (offline, DNS, refused, CORS). */
export function isNetworkError(err: unknown): boolean {
  return err instanceof TypeError;
}

export function isAbortError(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}
