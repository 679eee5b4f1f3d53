// --plans (e.g. `npm run bench:lists -- --plans`): the list and search benches print query plans
// instead of figures. The server runs with lib/sql-log.mjs preloaded, which writes down each statement
// the pg driver sends; each measured GET route is asked once, and every select the server sent while
// answering it is run again as EXPLAIN (ANALYZE, BUFFERS) (in a transaction rolled back) and printed
// with its text. Nothing is measured: figures taken with the log on would not compare with the others.
// PostgreSQL only (BENCH_DATABASE_URL): the embedded database lives inside the server's process.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withClient } from './two-instances-checks.mjs';

export const PLANS = process.argv.slice(2).includes('--plans');

const logOf = (dataDir) => path.join(dataDir, 'sql.log');
// Reads only; the listening connections' heartbeat is not the route's.
const isPlannedRead = (text) => /^\s*(select|with)\b/i.test(text) && text.trim() !== 'select 1';

/**
 * startServer's options for --plans (none without it): the preload and its log, kept in the data
 * folder, which stopServer removes. Called before seeding, so a missing database fails at once.
 */
export function planServerOptions(dataDir, databaseUrl) {
  if (!PLANS) return {};
  if (!databaseUrl) throw new Error('--plans needs BENCH_DATABASE_URL (PostgreSQL): the embedded database cannot be asked from outside the server');
  return { nodeArgs: ['--import', new URL('./sql-log.mjs', import.meta.url).href], env: { BENCH_SQL_LOG: logOf(dataDir) } };
}

/** Asks each GET target once and prints the plan of every read the server sent PostgreSQL for it. */
export async function printPlans(server, targets, databaseUrl) {
  const log = logOf(server.dataDir);
  await withClient(databaseUrl, async (client) => {
    for (const target of targets.filter((t) => t.method === 'GET')) {
      await writeFile(log, '');
      const res = await fetch(target.url, { headers: target.headers });
      await res.arrayBuffer();
      const lines = (await readFile(log, 'utf8')).split('\n').filter(Boolean);
      const reads = lines.map((line) => JSON.parse(line)).filter((s) => isPlannedRead(s.text));
      const url = new URL(target.url);
      console.log(`\n=== ${target.name}: GET ${url.pathname}${url.search} answered ${res.status}; ${reads.length} read(s) sent to PostgreSQL`);
      for (const statement of reads) {
        await client.query('begin');
        try {
          const { rows } = await client.query(`explain (analyze, buffers) ${statement.text}`, statement.values);
          console.log(`\n${statement.text}\n-- values: ${JSON.stringify(statement.values)}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
        } finally {
          await client.query('rollback');
        }
      }
    }
  });
}
