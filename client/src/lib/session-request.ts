import type { TPublicUser } from '@common/contracts/auth';
import { apiJson, readErrorStatus } from './api-client';

// The session answer decides what a signed-in page shows first (the dashboard waits for the role),
// so the entry script asks for it before React has arrived, and the session query's first read
// takes that answer instead of asking again after the first render. No React here (see main.tsx).

let early: Promise<TPublicUser | null> | null = null;

/** GET /api/auth/user; 401 is "no user", not an error (spec section 7). */
function fetchSession(signal?: AbortSignal): Promise<TPublicUser | null> {
  return apiJson<TPublicUser>('GET', '/api/auth/user', undefined, signal).catch((err: unknown) => {
    if (readErrorStatus(err) === 401) return null;
    throw err;
  });
}

/** Called once by the entry script; the answer is also for it (what else to ask for early). */
export function startSessionRequest(): Promise<TPublicUser | null> {
  const started = fetchSession();
  early = started;
  // The session query reports a failure when it takes the answer; until then it is not unhandled.
  started.catch(() => undefined);
  return started;
}

/** The answer the entry asked for, the first time; a fresh request every later time (refetches, retries). */
export function readSession(signal?: AbortSignal): Promise<TPublicUser | null> {
  const started = early;
  early = null;
  return started ?? fetchSession(signal);
}
