// Preloaded into the server by --plans only (lib/plans.mjs, `node --import`): appends the text and
// values of every statement the pg driver sends to the file named by BENCH_SQL_LOG, one JSON line
// each, before it is sent. The server's code is the one it always runs; only the driver is watched.
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const file = process.env.BENCH_SQL_LOG;
if (file) {
  // The server's `import('pg')` gets this same module object (CommonJS is loaded once per process).
  const { Client } = createRequire(import.meta.url)('pg');
  const query = Client.prototype.query;
  Client.prototype.query = function (config, values, ...rest) {
    const text = typeof config === 'string' ? config : config?.text;
    if (typeof text === 'string') appendFileSync(file, `${JSON.stringify({ text, values: Array.isArray(values) ? values : (config?.values ?? []) })}\n`);
    return query.call(this, config, values, ...rest);
  };
}
