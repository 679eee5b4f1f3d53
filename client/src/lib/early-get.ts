// GET requests the early script (early.ts) starts before React has arrived, for the data the first
// screen shows: the first apiRequest GET of the same path takes the answer instead of asking again.
// No React here (see early.ts).

/** Older than this, an early answer is not taken: the page asks afresh. */
const FRESH_MS = 10_000;

const started = new Map<string, { at: number; response: Promise<Response> }>();

/** Starts GET `path` (with the session cookie), once. */
export function startEarlyGet(path: string): void {
  if (started.has(path)) return;
  const response = fetch(path, { method: 'GET', credentials: 'include' });
  // Nobody may take it (the page went elsewhere): then its failure is nobody's error.
  response.catch(() => undefined);
  started.set(path, { at: Date.now(), response });
}

/** The early answer for `path` the first time it is asked for while fresh, else null (a later request asks the server). */
export function takeEarlyGet(path: string): Promise<Response> | null {
  const entry = started.get(path);
  if (!entry) return null;
  started.delete(path);
  return Date.now() - entry.at <= FRESH_MS ? entry.response : null;
}
