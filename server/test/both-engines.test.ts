import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every API file runs on PGlite; the ones docs/architecture.md lists ("Tests on both engines") run
// on PostgreSQL too. This keeps that list true and every module's SQL on both engines.

const ROOT = path.resolve(import.meta.dirname, '../..');
const MODULES = path.join(ROOT, 'server/modules');

function apiTestFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.api.test.ts'))
    .map((name) => path.relative(ROOT, path.join(dir, name)));
}

const onPostgres = (file: string) => /\b(BOTH_BACKENDS|HAS_POSTGRES)\b/.test(readFileSync(path.join(ROOT, file), 'utf8'));

function listedInDocs(): string[] {
  const docs = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
  const section = docs.slice(docs.indexOf('### Tests on both engines'));
  return [...section.matchAll(/^\| `([^`]+\.api\.test\.ts)` \|/gm)].map((m) => m[1]!);
}

describe('the API files on both engines', () => {
  it('include at least one file of every module that has API tests', () => {
    const modules = readdirSync(MODULES).filter((name) => apiTestFiles(path.join(MODULES, name)).length > 0);
    expect(modules.length).toBeGreaterThan(15);
    const without = modules.filter((name) => !apiTestFiles(path.join(MODULES, name)).some(onPostgres));
    expect(without, 'modules whose SQL never runs on PostgreSQL').toEqual([]);
  });

  it('are the ones docs/architecture.md lists, with why', () => {
    const files = apiTestFiles(path.join(ROOT, 'server')).filter(onPostgres).sort();
    expect(files.length).toBeGreaterThan(20);
    expect(listedInDocs().sort()).toEqual(files);
  });
});
