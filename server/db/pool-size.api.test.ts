import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_POSTGRES, openTestDatabase } from '../test/test-app';
import { openDatabase, rowsOf, type TDatabase } from './client';

// DATABASE_POOL_SIZE (server/env.ts) reaches the pool: queries beyond it wait for a connection
// instead of opening another.
describe.runIf(HAS_POSTGRES)('the PostgreSQL pool size', () => {
  let first: TDatabase & { url: string | null };
  let pooled: TDatabase;
  beforeAll(async () => {
    first = await openTestDatabase('postgres');
    pooled = await openDatabase({ databaseUrl: first.url!, dataDir: '', poolSize: 2 });
  });
  afterAll(async () => {
    await pooled?.close();
    await first?.close();
  });

  it('runs at most poolSize queries at once, each on one of poolSize connections', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () =>
        rowsOf<{ pid: number }>(await pooled.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.1)::text as slept`))[0]!.pid,
      ),
    );
    // Six at once, yet two connections: a pool of six would have answered from six backends.
    expect(new Set(answers).size).toBe(2);
  });
});
