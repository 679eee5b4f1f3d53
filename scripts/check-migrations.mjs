// npm run db:check: fails when the Drizzle schema (server/db/schema.ts) and the migrations
// (server/db/migrations) have drifted apart, so that CI catches a schema change committed without
// its migration, or a migration written by hand without its snapshot.
//
// 1. Every migration in meta/_journal.json has its .sql file and its meta/NNNN_snapshot.json, and
//    every .sql file is in the journal (drizzle-kit diffs the schema against the latest snapshot; a
//    migration without one makes the next `npm run db:generate` re-create what it did).
// 2. `drizzle-kit check`: the snapshots are well formed and their ids chain.
// 3. `drizzle-kit generate` into a temporary copy of the migrations folder (the repository is never
//    written): it must find no schema changes.
//
// Paths default to drizzle.config.ts's; tests point them at a copy:
//   node scripts/check-migrations.mjs [--schema <schema.ts>] [--migrations <folder>]
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const drizzleKit = path.join(root, 'node_modules/drizzle-kit/bin.cjs');
const started = performance.now();

const { values: args } = parseArgs({ options: { schema: { type: 'string' }, migrations: { type: 'string' } } });
const { default: config } = await tsImport(path.join(root, 'drizzle.config.ts'), import.meta.url);
const schema = args.schema ? path.resolve(args.schema) : path.resolve(root, config.schema);
const migrations = args.migrations ? path.resolve(args.migrations) : path.resolve(root, config.out);
const shown = (p) => (path.relative(process.cwd(), p).startsWith('..') ? p : path.relative(process.cwd(), p) || '.');

/** Prints the reasons and exits 1. */
function fail(...lines) {
  console.error(['db:check failed.', ...lines].join('\n'));
  process.exit(1);
}

/** Runs drizzle-kit from the repository root (its config and node_modules); its output, and whether it exited 0. */
function runDrizzleKit(command, flags) {
  // drizzle-kit prefixes --out with "./": give it a path relative to where it runs.
  const out = path.relative(root, flags.out);
  const argv = [drizzleKit, command, '--dialect', config.dialect, '--out', out];
  if (flags.schema) argv.push('--schema', flags.schema);
  if (flags.casing) argv.push('--casing', flags.casing);
  if (flags.name) argv.push('--name', flags.name);
  // stdin closed: a question drizzle-kit would ask (was this column renamed?) fails instead of waiting.
  const run = spawnSync(process.execPath, argv, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
  return { ok: run.status === 0 && !run.error, output: `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? String(run.error) : ''}`.trim() };
}

// 1. The journal, the .sql files and the snapshots name the same migrations.
const journal = JSON.parse(await readFile(path.join(migrations, 'meta/_journal.json'), 'utf8'));
const tags = journal.entries.map((entry) => entry.tag);
const sqlFiles = (await readdir(migrations)).filter((name) => name.endsWith('.sql')).map((name) => name.slice(0, -4));
const problems = [];
for (const tag of tags) {
  if (!sqlFiles.includes(tag)) problems.push(`- ${tag} is in meta/_journal.json but ${tag}.sql is missing.`);
  const snapshot = `meta/${tag.split('_')[0]}_snapshot.json`;
  if (!existsSync(path.join(migrations, snapshot))) {
    problems.push(
      `- ${tag} has no ${snapshot}. A hand-written migration needs one: start it with` +
        ' `npx drizzle-kit generate --custom --name <name>` (the .sql file, its journal entry and snapshot), then write the SQL.',
    );
  }
}
for (const name of sqlFiles) {
  if (!tags.includes(name)) problems.push(`- ${name}.sql is not in meta/_journal.json: the migrator would never run it.`);
}
if (problems.length) fail(`In ${shown(migrations)}:`, ...problems);

// 2. The snapshots are well formed and chain (drizzle-kit check).
const check = runDrizzleKit('check', { out: migrations });
if (!check.ok) fail(`\`drizzle-kit check\` on ${shown(migrations)} failed:`, check.output);

// 3. Generating from the schema adds nothing.
const scratch = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-db-check-'));
let drift = null;
try {
  const copy = path.join(scratch, 'migrations');
  await cp(migrations, copy, { recursive: true });
  const before = new Set(await readdir(copy));
  const generate = runDrizzleKit('generate', { out: copy, schema, casing: config.casing, name: 'schema_drift' });
  const added = (await readdir(copy)).filter((name) => !before.has(name) && name.endsWith('.sql'));
  if (added.length) {
    const lines = (await readFile(path.join(copy, added[0]), 'utf8')).split('\n');
    drift = [
      `${shown(schema)} has changes that no migration in ${shown(migrations)} makes:` +
        ` \`drizzle-kit generate\` would write ${added.join(', ')} (${lines.length} line${lines.length === 1 ? '' : 's'}):`,
      '',
      ...lines.slice(0, 40).map((line) => `  ${line}`),
      ...(lines.length > 40 ? [`  ... ${lines.length - 40} more lines`] : []),
      '',
      'Run `npm run db:generate`, review the migration and commit it with its meta/ snapshot and journal entry.',
    ];
  } else if (!generate.ok || !generate.output.includes('No schema changes')) {
    drift = [
      '`drizzle-kit generate` did not finish with "No schema changes" (a question it cannot ask here,' +
        ' such as whether a column was renamed, means the schema changed). Run `npm run db:generate`. Its output:',
      generate.output.split('\n').slice(-20).join('\n'),
    ];
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}
if (drift) fail(...drift);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`db:check: the schema and the ${tags.length} migrations agree (${seconds} s).`);
