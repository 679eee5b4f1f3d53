// Build-time helpers of vite.config.ts: how the client's chunks are grouped, and the map of each
// lazily loaded module's files that index.html carries for early.ts. Plain functions of the module graph, so they are unit-tested
// (client-chunks.test.ts) without running a build.
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type TModuleGraph = { getModuleInfo: (id: string) => Pick<Rolldown.ModuleInfo, 'importedIds' | 'dynamicallyImportedIds'> | null };

/**
 * Which modules only the signed-in area uses, and how many of its downloads (pages, dashboard tabs)
 * each one is in.
 *
 * `isSignedInRoot(target, importer)` says which dynamic imports lead into the signed-in area (a
 * staff page, a dashboard tab). Public is everything else reached from the entry (or entries: the
 * app's and the early script's), through static imports and the other dynamic imports: what an
 * anonymous visitor may load.
 */
export function signedInShareCounts(graph: TModuleGraph, entry: string | readonly string[], isSignedInRoot: (target: string, importer: string) => boolean) {
  const publicSet = new Set<string>();
  const closedRoots = new Set<string>();
  const queue = typeof entry === 'string' ? [entry] : [...entry];
  while (queue.length) {
    const id = queue.pop() as string;
    if (publicSet.has(id)) continue;
    publicSet.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    queue.push(...info.importedIds);
    for (const target of info.dynamicallyImportedIds) {
      if (isSignedInRoot(target, id)) closedRoots.add(target);
      else queue.push(target);
    }
  }

  const counts = new Map<string, number>();
  const roots = [...closedRoots];
  const seenRoots = new Set(roots);
  for (let i = 0; i < roots.length; i += 1) {
    const seen = new Set<string>();
    const stack = [roots[i] as string];
    while (stack.length) {
      const id = stack.pop() as string;
      if (seen.has(id) || publicSet.has(id)) continue;
      seen.add(id);
      const info = graph.getModuleInfo(id);
      if (!info) continue;
      stack.push(...info.importedIds);
      for (const target of info.dynamicallyImportedIds) {
        if (!publicSet.has(target) && !seenRoots.has(target)) {
          seenRoots.add(target);
          roots.push(target);
        }
      }
    }
    for (const id of seen) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return { publicSet, roots, counts };
}

/**
 * The signed-in modules that `roots` (e.g. the dashboard page and its first tab) import statically,
 * the roots themselves left out: what the first screen of the signed-in area needs besides its own
 * chunks. Public modules and what is only reached lazily are not in it.
 */
export function signedInStaticClosure(graph: TModuleGraph, publicSet: ReadonlySet<string>, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id) || publicSet.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  for (const root of roots) seen.delete(root);
  return seen;
}

/**
 * A code-splitting group that puts the code two or more signed-in downloads share (dialogs, tabs,
 * tables, the contracts' schemas, their icons) into one chunk, instead of the dozens of small
 * chunks, one per combination of importers, that automatic splitting makes. A page or tab keeps
 * its own code in its own chunk, and nothing a public page loads moves: public pages never import
 * from this chunk.
 *
 * With `firstScreen`, what its roots import statically (signedInStaticClosure) goes into a chunk of
 * its own, `firstScreen.name`, and `name` keeps the rest: the first screen then does not download
 * the signed-in code only later screens and dialogs use, nor the public chunks that code imports.
 * `firstScreen.leaveOut` stay with their root's chunk: modules that read, at load time, what
 * automatic splitting puts in that chunk (see vite.config.ts).
 */
export function signedInSharedGroup(options: {
  entry: string | readonly string[];
  isSignedInRoot: (target: string, importer: string) => boolean;
  name: string;
  firstScreen?: { name: string; roots: readonly string[]; leaveOut?: readonly string[] };
}): Rolldown.CodeSplittingGroup {
  let counts: Map<string, number> | null = null;
  let first: Set<string> = new Set();
  return {
    name: (id, ctx) => {
      if (!counts) {
        const shares = signedInShareCounts(ctx, options.entry, options.isSignedInRoot);
        counts = shares.counts;
        if (options.firstScreen) first = signedInStaticClosure(ctx, shares.publicSet, options.firstScreen.roots);
      }
      if (options.firstScreen && first.has(id) && !options.firstScreen.leaveOut?.includes(id)) return options.firstScreen.name;
      return (counts.get(id) ?? 0) >= 2 ? options.name : null;
    },
    debugName: options.name,
    // Its modules' public dependencies stay where they are (the default would pull them in, and
    // public pages would then import this chunk). No cycle can come of it: the public part of the
    // graph never imports a signed-in module.
    includeDependenciesRecursively: false,
  };
}

/** Every module `root` imports statically, directly or not, `root` left out. */
export function staticImports(graph: TModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  seen.delete(root);
  return seen;
}

/** A code-splitting group of what `root` imports statically (staticImports), in one chunk. */
export function staticImportsGroup(options: { name: string; root: string }): Rolldown.CodeSplittingGroup {
  let members: Set<string> | null = null;
  return {
    name: (id, ctx) => ((members ??= staticImports(ctx, options.root)).has(id) ? options.name : null),
    debugName: options.name,
  };
}

/** The files of the chunk holding `moduleId` and of every chunk it imports statically, its own first. */
export function staticChunkFiles(chunks: readonly Pick<Rolldown.OutputChunk, 'fileName' | 'imports' | 'moduleIds'>[], moduleId: string): string[] {
  const start = chunks.find((c) => c.moduleIds.includes(moduleId));
  if (!start) throw new Error(`no chunk is built for ${moduleId}`);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files: string[] = [];
  const visit = (chunk: (typeof chunks)[number]) => {
    if (files.includes(chunk.fileName)) return;
    files.push(chunk.fileName);
    for (const name of chunk.imports) {
      const dep = byFile.get(name);
      if (dep) visit(dep);
    }
  };
  visit(start);
  return files;
}

/**
 * The files each lazily loaded module named in `names` needs (its chunk and the chunks that chunk
 * imports, less those index.html loads anyway), keyed by the module's file name without extension
 * ("calculator-page", "loan-management"), for index.html's `<script type="application/json"
 * id="page-chunks">`. client/src/early.ts reads it to preload the first page while React downloads.
 * Data, not a script: the Content-Security-Policy (script-src 'self') does not apply to it.
 */
export function pageChunkMap(
  chunks: readonly Pick<Rolldown.OutputChunk, 'fileName' | 'imports' | 'moduleIds' | 'facadeModuleId' | 'isDynamicEntry'>[],
  srcDir: string,
  html: string,
  names: readonly string[],
): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const facade = chunk.facadeModuleId;
    if (!chunk.isDynamicEntry || !facade || !facade.startsWith(srcDir)) continue;
    const key = path.basename(facade).replace(/\.[^.]+$/, '');
    if (!names.includes(key)) continue;
    if (map[key]) throw new Error(`two lazily loaded modules are named ${key}: rename one, early.ts finds them by name`);
    map[key] = staticChunkFiles(chunks, facade)
      .filter((file) => !html.includes(`/${file}"`))
      .map((file) => `/${file}`);
  }
  const missing = names.filter((name) => !map[name]);
  if (missing.length) throw new Error(`no lazily loaded module named ${missing.join(', ')}: routes.ts and the imports disagree`);
  return map;
}

/** The map as early.ts reads it: every file once (`files`), each module's files by index (`modules`). */
export function packPageChunks(map: Record<string, string[]>): { files: string[]; modules: Record<string, number[]> } {
  const files = [...new Set(Object.values(map).flat())];
  const index = new Map(files.map((file, i) => [file, i]));
  return { files, modules: Object.fromEntries(Object.entries(map).map(([name, list]) => [name, list.map((file) => index.get(file) as number)])) };
}

/**
 * index.html gets the early script (`early`, a second entry of the build) before the app's own,
 * and the map of each lazily loaded module's files (pageChunkMap) that it reads.
 */
export function pageChunksPlugin(options: { srcDir: string; early: string; names: readonly string[] }): Plugin {
  return {
    name: 'pawnbook:page-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const early = chunks.find((c) => c.isEntry && c.facadeModuleId === options.early);
        if (!early) throw new Error(`no entry chunk for ${options.early}: add it to build.rolldownOptions.input`);
        const app = html.indexOf('<script type="module"');
        if (app < 0) throw new Error('index.html has no module script to put the early script before');
        // "<" never appears in a file name, so the JSON cannot close the script element.
        const json = JSON.stringify(packPageChunks(pageChunkMap(chunks, options.srcDir, html, options.names)));
        const preloads = staticChunkFiles(chunks, options.early)
          .slice(1)
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n    `);
        // Before the app's script: module scripts run in document order, so the early one runs
        // as soon as its own small files are there, not after React.
        const head = [
          `<script type="application/json" id="page-chunks">${json}</script>\n    `,
          `<script type="module" crossorigin src="/${early.fileName}"></script>\n    `,
          ...preloads,
        ].join('');
        return html.slice(0, app) + head + html.slice(app);
      },
    },
  };
}
