import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md maps the server's modules twice, in its "Modules" section: the layer map
// (each module with the modules it builds on in brackets) and the table of public surfaces. This
// keeps both true to server/modules: every folder in each, nothing else, and in brackets exactly
// the modules the module's production files import (tests and *.test-support.ts aside).

const ROOT = path.resolve(import.meta.dirname, '../..');
const MODULES = path.join(ROOT, 'server/modules');
const DOC = 'docs/architecture.md';
const docLines = readFileSync(path.join(ROOT, DOC), 'utf8').split('\n');

const at = (index: number) => `${DOC}:${index + 1}`;
const folders = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

function lineStarting(prefix: string, from = 0): number {
  const index = docLines.findIndex((line, i) => i >= from && line.startsWith(prefix));
  if (index < 0) throw new Error(`${DOC} has no line starting "${prefix}" (the module-map test reads from it): put it back or update server/test/module-map.test.ts`);
  return index;
}

type TMapEntry = { module: string; layer: number; buildsOn: string[]; line: number };

// The code block after "The map, in layers": lines "N  module (a, b)   module   ...", a layer may
// run over several lines; "-  floor: ..." is not a module.
function layerMap(): TMapEntry[] {
  const open = lineStarting('```', lineStarting('The map, in layers'));
  const close = lineStarting('```', open + 1);
  const entries: TMapEntry[] = [];
  for (let i = open + 1; i < close; i++) {
    const line = docLines[i]!;
    if (/^\s*(-\s|$)/.test(line)) continue;
    const row = /^(\d+)\s+(\S.*)$/.exec(line);
    if (!row) throw new Error(`${at(i)}: a layer line reads "N  module (modules it builds on)   module ...", not "${line}"`);
    for (const m of row[2]!.matchAll(/([a-z0-9-]+)(?:\s*\(([^)]*)\))?/g)) {
      const buildsOn = (m[2] ?? '').split(',').map((name) => name.trim()).filter(Boolean);
      entries.push({ module: m[1]!, layer: Number(row[1]), buildsOn, line: i });
    }
  }
  return entries;
}

// The rows "| module | public surface |" of the table after its header; a row may name several
// modules ("| calculator, health | ... |").
function tableRows(): { module: string; line: number }[] {
  const header = lineStarting('| module | public surface');
  const rows: { module: string; line: number }[] = [];
  for (let i = header + 2; docLines[i]?.startsWith('|'); i++) {
    const cell = docLines[i]!.split('|')[1]!;
    for (const name of cell.split(',')) rows.push({ module: name.replaceAll('`', '').trim(), line: i });
  }
  return rows;
}

// Which other modules a module's production files import (static, type-only, re-exports and
// dynamic imports alike), each with the first file that does.
function importsOf(module: string): Map<string, string> {
  const found = new Map<string, string>();
  const dir = path.join(MODULES, module);
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.test-support.ts'),
  );
  for (const name of files) {
    const file = path.join(dir, name);
    const code = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
      .join('\n');
    for (const [, specifier] of code.matchAll(/\b(?:from|import)\s*\(?\s*['"](\.[^'"]*)['"]/g)) {
      const target = path.relative(MODULES, path.resolve(path.dirname(file), specifier!));
      const other = target.split(path.sep)[0]!;
      if (target.startsWith('..') || path.isAbsolute(target) || other === module || found.has(other)) continue;
      found.set(other, path.relative(ROOT, file));
    }
  }
  return found;
}

const written = (entry: Pick<TMapEntry, 'module' | 'buildsOn'>) =>
  entry.buildsOn.length > 0 ? `${entry.module} (${entry.buildsOn.join(', ')})` : entry.module;

describe(`the module map in ${DOC}`, () => {
  it('has one row of the public-surface table per folder of server/modules', () => {
    expect(folders.length).toBeGreaterThan(20);
    const rows = tableRows();
    const problems: string[] = [];
    for (const folder of folders) {
      if (!rows.some((row) => row.module === folder)) {
        problems.push(`server/modules/${folder} has no row in the module table (under "Each module's public surface"): add "| ${folder} | <what its index.ts offers> |"`);
      }
    }
    rows.forEach((row, i) => {
      const first = rows.findIndex((other) => other.module === row.module);
      if (!folders.includes(row.module)) {
        problems.push(`${at(row.line)}: the module table names "${row.module}", which is not a folder of server/modules: remove it, or write the folder's name`);
      } else if (first < i) {
        problems.push(`${at(row.line)}: the module table names "${row.module}" again (first at line ${rows[first]!.line + 1}): keep one row`);
      }
    });
    expect(problems, 'the module table and the folders of server/modules disagree').toEqual([]);
  });

  it('has every module once in the layer map', () => {
    const entries = layerMap();
    const layerOf = new Map(entries.map((entry) => [entry.module, entry.layer]));
    const problems: string[] = [];
    for (const folder of folders) {
      if (layerOf.has(folder)) continue;
      const buildsOn = [...importsOf(folder).keys()].sort();
      const layer = Math.max(-1, ...buildsOn.map((name) => layerOf.get(name) ?? 0)) + 1;
      problems.push(`server/modules/${folder} is not in the layer map ("The map, in layers"): add "${written({ module: folder, buildsOn })}" to layer ${layer}`);
    }
    entries.forEach((entry, i) => {
      const first = entries.findIndex((other) => other.module === entry.module);
      if (!folders.includes(entry.module)) {
        problems.push(`${at(entry.line)}: the layer map names "${entry.module}", which is not a folder of server/modules: remove it, or write the folder's name`);
      } else if (first < i) {
        problems.push(`${at(entry.line)}: the layer map names "${entry.module}" again (first at line ${entries[first]!.line + 1}): keep one`);
      }
    });
    expect(problems, 'the layer map and the folders of server/modules disagree').toEqual([]);
  });

  it("brackets, for each module, exactly the modules its production files import", () => {
    const problems: string[] = [];
    for (const entry of layerMap().filter((e) => folders.includes(e.module))) {
      const imports = importsOf(entry.module);
      const actual = [...imports.keys()].sort();
      const stated = [...entry.buildsOn].sort();
      if (stated.join() === actual.join() && entry.buildsOn.join() === stated.join()) continue;
      const missing = actual.filter((name) => !stated.includes(name)).map((name) => `${name} is imported by ${imports.get(name)}`);
      const extra = stated.filter((name) => !actual.includes(name)).map((name) => `no production file of ${entry.module} imports ${name}`);
      const why = [...missing, ...extra].join('; ') || 'sort the names';
      problems.push(`${at(entry.line)}: write "${written({ module: entry.module, buildsOn: actual })}" instead of "${written(entry)}" (${why})`);
    }
    expect(problems, 'the layer map says other dependencies than the code has').toEqual([]);
  });

  it('puts every module above each module it builds on', () => {
    const entries = layerMap();
    const layerOf = new Map(entries.map((entry) => [entry.module, entry.layer]));
    const problems: string[] = [];
    for (const entry of entries) {
      for (const name of entry.buildsOn) {
        const below = layerOf.get(name);
        if (below !== undefined && below >= entry.layer) {
          problems.push(`${at(entry.line)}: ${entry.module} (layer ${entry.layer}) builds on ${name} (layer ${below}): move ${entry.module} to layer ${below + 1} or higher, or ${name} below ${entry.layer}`);
        }
      }
    }
    expect(problems, 'the layer map has a module on or below a module it builds on').toEqual([]);
  });
});
