// npm run db:check (scripts/check-migrations.mjs) on a copy of the schema and the migrations: it
// passes on the copy as committed and fails, naming the migration drizzle-kit would write, once the
// copy's schema gains a column no migration adds. The copy's migrations folder is never written.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const script = path.join(root, 'scripts/check-migrations.mjs');
const copies: string[] = [];

/** schema.ts, schema/ and migrations/ in a temporary folder; node_modules linked so the copy's imports (drizzle-orm) resolve. */
async function copyOfTheSchema(): Promise<{ schema: string; migrations: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-check-migrations-test-'));
  copies.push(dir);
  await cp(path.join(root, 'server/db/schema.ts'), path.join(dir, 'schema.ts'));
  await cp(path.join(root, 'server/db/schema'), path.join(dir, 'schema'), { recursive: true });
  await cp(path.join(root, 'server/db/migrations'), path.join(dir, 'migrations'), { recursive: true });
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return { schema: path.join(dir, 'schema.ts'), migrations: path.join(dir, 'migrations') };
}

async function check(copy: { schema: string; migrations: string }): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, '--schema', copy.schema, '--migrations', copy.migrations], { cwd: root });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

afterEach(async () => {
  await Promise.all(copies.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('npm run db:check', () => {
  it('passes when every schema change has its migration', async () => {
    const copy = await copyOfTheSchema();
    const result = await check(copy);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/the schema and the \d+ migrations agree/);
  }, 60_000);

  it('fails on a column added to the schema without a migration, naming what drizzle-kit would generate', async () => {
    const copy = await copyOfTheSchema();
    const users = path.join(path.dirname(copy.schema), 'schema/users.ts');
    const source = await readFile(users, 'utf8');
    const email = '    email: varchar({ length: 254 }).notNull(),\n';
    expect(source).toContain(email);
    await writeFile(users, source.replace(email, `${email}    nickname: text(),\n`));
    const before = await readdir(copy.migrations, { recursive: true });

    const result = await check(copy);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/`drizzle-kit generate` would write \d{4}_schema_drift\.sql/);
    expect(result.stderr).toContain('ALTER TABLE "users" ADD COLUMN "nickname" text;');
    expect(result.stderr).toContain('npm run db:generate');
    // The migration was generated into a scratch copy, not into the folder checked.
    expect(await readdir(copy.migrations, { recursive: true })).toEqual(before);
  }, 60_000);
});
