// Seeding and signing in for the benchmarks that need data (staff-lists.mjs, payments.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Runs bench/seed-data.ts against the data folder (PGlite) or the empty PostgreSQL database given.
 * `timeoutMs` (optional) bounds it: the seeder is stopped and this throws when it takes longer.
 * BENCH_SEEDED=1 with a PostgreSQL database an earlier run seeded skips it (seeding 100k takes minutes).
 */
export function seedData({ root, dataDir, databaseUrl, applications, payments = 0, borrowers = 0, timeoutMs }) {
  if (process.env.BENCH_SEEDED === '1' && databaseUrl) {
    console.log('[bench] BENCH_SEEDED=1: measuring the database as an earlier run seeded it');
    return;
  }
  console.log(`[bench] seeding ${applications} applications, ${borrowers} borrowers and ${payments} payments (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
  const env = { ...process.env, BENCH_APPLICATIONS: String(applications), BENCH_PAYMENTS: String(payments), BENCH_BORROWERS: String(borrowers), DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const result = spawnSync('npx', ['tsx', path.join(root, 'bench', 'seed-data.ts')], { cwd: root, env, stdio: 'inherit', timeout: timeoutMs, killSignal: 'SIGTERM' });
  if (result.error) throw new Error(`seeding failed: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`seeding failed (exit ${result.status ?? result.signal})`);
}

/** Signs in through the API like the login form; answers the session cookie ("name=value"). `signal` bounds it. */
export async function signIn(server, credentials, { signal } = {}) {
  const res = await fetch(`${server.baseUrl}/api/auth/local-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.appUrl },
    body: JSON.stringify(credentials),
    signal,
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => /pawnbook_sid=/.test(c));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie;
}
