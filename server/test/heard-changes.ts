import type { TDatabase, TListen } from '../db/client';
import { readChangeCounters } from '../lib/change-counters.repository';

const CHANNEL = 'pawnbook_changes';
/** The longest a test request waits for its app to hear the changes committed before it. */
const WAIT_MS = 2_000;

/**
 * On PostgreSQL an app hears each change of the change counters a moment after its commit. A
 * request's own writes it reads at once (the onSend hook of registerChangeVersions), but a test's
 * own SQL on t.database.db is no request: the app sees it when its notification arrives, as it
 * sees another instance's. So that a test reads what it wrote, as on PGlite (which hands the
 * notification over with the statement), each test request first waits until the app's listener
 * has been handed every counter version committed since the previous request. The app's code is
 * untouched: the harness only watches what its listener is given, and reads change_counters.
 */
export function followHeardChanges<T extends TDatabase>(database: T): { database: T; caughtUp: () => Promise<void> } {
  const heard = new Map<string, number>();
  let listening = false;
  // The counters at the previous request; null until the first request after (re)starting to listen.
  let before: Map<string, number> | null = null;

  const listen: TListen = (channel, handlers) =>
    database.listen(
      channel,
      channel !== CHANNEL
        ? handlers
        : {
            onMessage: (payload) => {
              const colon = payload.lastIndexOf(':');
              const version = Number(payload.slice(colon + 1));
              const name = payload.slice(0, colon);
              if (colon > 0 && Number.isSafeInteger(version) && version > (heard.get(name) ?? -1)) heard.set(name, version);
              handlers.onMessage(payload);
            },
            onDown: () => {
              listening = false;
              handlers.onDown();
            },
            onUp: () => {
              listening = true;
              // The app reads the table once after onUp, so what was committed until now needs no waiting.
              before = null;
              handlers.onUp();
            },
          },
    );

  const caughtUp = async (): Promise<void> => {
    // PGlite delivers with the statement; while the listener is down the app reads the table itself.
    if (database.kind !== 'postgres' || !listening) return;
    let committed: Map<string, number>;
    try {
      committed = await readChangeCounters(database.db);
    } catch {
      return; // a test has moved the table out of reach
    }
    const previous = before;
    before = committed;
    if (!previous) return;
    const unheard = () => [...committed].some(([name, version]) => version > (previous.get(name) ?? -1) && version > (heard.get(name) ?? -1));
    const end = Date.now() + WAIT_MS;
    while (listening && unheard() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 2));
  };

  return { database: { ...database, listen }, caughtUp };
}
