// Build-time helpers of vite.config.ts: how the client's chunks are grouped, and the map of each
// lazily loaded module's files that index.html carries for early.ts. Plain functions of the module graph, so they are unit-tested
// (client-chunks.test.ts) without running a build.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type TModuleGraph = {
  getModuleInfo: (id: string) => (Pick<Rolldown.ModuleInfo, 'importedIds' | 'dynamicallyImportedIds'> & { code?: string | null }) | null;
};

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

  const { roots, counts } = downloadCounts(
    graph,
    [...closedRoots],
    (id) => publicSet.has(id),
    (target) => !publicSet.has(target),
  );
  return { publicSet, roots, counts };
}

/**
 * How many downloads (`roots`, and the modules they import lazily, found on the way when
 * `follow(target)` says so) import each module statically, directly or not. `skip(id, i)` leaves a
 * module, and what it alone leads to, out of download i.
 */
function downloadCounts(graph: TModuleGraph, roots: string[], skip: (id: string, i: number) => boolean, follow: (target: string) => boolean) {
  const counts = new Map<string, number>();
  const seenRoots = new Set(roots);
  for (let i = 0; i < roots.length; i += 1) {
    const seen = new Set<string>();
    const stack = [roots[i] as string];
    while (stack.length) {
      const id = stack.pop() as string;
      if (seen.has(id) || skip(id, i)) continue;
      seen.add(id);
      const info = graph.getModuleInfo(id);
      if (!info) continue;
      stack.push(...info.importedIds);
      for (const target of info.dynamicallyImportedIds) {
        if (follow(target) && !seenRoots.has(target)) {
          seenRoots.add(target);
          roots.push(target);
        }
      }
    }
    for (const id of seen) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return { roots, counts };
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

const BRACES = /\{([^}]*)\}/;

/** The names a `{ a, b as c }` list exports or imports under (`c`), or takes (`a`) with `side: 'source'`. */
function namesOf(list: string, side: 'source' | 'local'): string[] {
  return list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter((pair) => pair[0])
    .map((pair) => (side === 'source' ? pair[0] : pair[pair.length - 1]) as string);
}

/**
 * The module of each name a barrel (a package entry that only re-exports, like lucide-react's or
 * radix-ui's) exports: `export { default as A } from './a'`, or `import * as A from 'pkg'` then
 * `export { A }`. Names it does not say plainly are left out.
 */
export function barrelExports(graph: TModuleGraph, barrelId: string): Map<string, string> {
  const info = graph.getModuleInfo(barrelId);
  const exports = new Map<string, string>();
  const code = info?.code;
  if (!info || !code) return exports;
  const resolve = (spec: string) => {
    const id = spec.startsWith('.') ? path.resolve(path.dirname(barrelId), spec) : info.importedIds.find((i) => i.includes(`/node_modules/${spec}/`));
    return id && info.importedIds.includes(id) ? id : null;
  };
  const namespaces = new Map<string, string>();
  for (const m of code.matchAll(/import\s*\*\s*as\s+([\w$]+)\s+from\s*["']([^"']+)["']/g)) {
    const id = resolve(m[2] as string);
    if (id) namespaces.set(m[1] as string, id);
  }
  for (const m of code.matchAll(/export\s*(\{[^}]*\})(\s*from\s*["']([^"']+)["'])?/g)) {
    const list = (m[1] as string).match(BRACES)?.[1] ?? '';
    const from = m[3] ? resolve(m[3]) : null;
    const sources = namesOf(list, 'source');
    namesOf(list, 'local').forEach((name, i) => {
      const id = m[3] ? from : (namespaces.get(sources[i] as string) ?? null);
      if (id) exports.set(name, id);
    });
  }
  return exports;
}

/**
 * What a module imports statically, an import from one of `barrels` (package names) replaced by
 * the modules of the names it takes: to the module graph, `import { X } from 'lucide-react'`
 * imports every icon, while the build only includes X.
 */
export function barrelAwareGraph(graph: TModuleGraph, barrels: readonly string[]): TModuleGraph {
  const exportsOf = new Map<string, Map<string, string>>();
  const cache = new Map<string, ReturnType<TModuleGraph['getModuleInfo']>>();
  return {
    getModuleInfo(id) {
      if (cache.has(id)) return cache.get(id) ?? null;
      const info = graph.getModuleInfo(id);
      // A copy of the fields used here (Rolldown's ModuleInfo throws on some others, e.g. `ast`).
      let result = info && { importedIds: info.importedIds, dynamicallyImportedIds: info.dynamicallyImportedIds, code: info.code };
      if (info?.code) {
        const importedIds = new Set(info.importedIds);
        for (const spec of barrels) {
          const barrel = info.importedIds.find((i) => i.includes(`/node_modules/${spec}/`) && graph.getModuleInfo(i)?.importedIds.length);
          if (!barrel) continue;
          const escaped = spec.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
          const forms = [...info.code.matchAll(new RegExp(`(?:import|export)([^;'"]*?)from\\s*["']${escaped}["']`, 'g'))];
          const named = forms.map((m) => (m[1] as string).trim().match(/^\{([^}]*)\}$/)?.[1]);
          // Only named imports can be followed; anything else (a namespace, a default) keeps the barrel.
          if (forms.length === 0 || named.some((list) => list === undefined)) continue;
          if (!exportsOf.has(barrel)) exportsOf.set(barrel, barrelExports(graph, barrel));
          const map = exportsOf.get(barrel) as Map<string, string>;
          const targets = named.flatMap((list) => namesOf(list as string, 'source')).map((name) => map.get(name));
          if (targets.some((t) => !t)) continue;
          importedIds.delete(barrel);
          for (const t of targets) importedIds.add(t as string);
        }
        result = { importedIds: [...importedIds], dynamicallyImportedIds: info.dynamicallyImportedIds, code: info.code };
      }
      cache.set(id, result);
      return result;
    },
  };
}

/**
 * Which chunk each module the public pages import statically goes to, by the pages that import it:
 * the first of `chunks` whose `pages` all import the module (`pages: []` takes any public page's).
 * What the entries load (`entry`, with their static imports) and the pages themselves are left
 * out, and so is what no public page imports statically (staff code, lazy parts) and what only one
 * page, tab or lazy part imports (it stays in that one's chunk): automatic splitting and the other
 * groups keep those. Imports from `barrels` count as imports of the
 * modules they name (barrelAwareGraph).
 *
 * A module imports only modules that every page importing it imports too, so a module's imports
 * are never in a later chunk of the list: the chunks import each other in one direction, never in
 * a cycle, and a page loads only the chunks of the sets it is in.
 */
export function publicPageChunks(
  moduleGraph: TModuleGraph,
  options: {
    entry: readonly string[];
    pages: readonly string[];
    chunks: ReadonlyArray<{ name: string; pages: readonly string[] }>;
    barrels?: readonly string[];
    /** When the "pages" are signed-in (a first screen): which dynamic imports lead there; only public modules are taken then. */
    isSignedInRoot?: (target: string, importer: string) => boolean;
    /** How many downloads (entries, lazily loaded modules) must import a module for it to be taken; default 2. */
    minImporters?: number;
  },
): Map<string, string> {
  const graph = barrelAwareGraph(moduleGraph, options.barrels ?? []);
  const isSignedInRoot = options.isSignedInRoot;
  const publicSet = isSignedInRoot ? signedInShareCounts(moduleGraph, options.entry, isSignedInRoot).publicSet : null;
  const loaded = new Set(options.entry);
  for (const entry of options.entry) for (const id of staticImports(graph, entry)) loaded.add(id);
  const importers = new Map<string, Set<string>>();
  for (const page of options.pages) {
    for (const id of staticImports(graph, page)) {
      if (loaded.has(id) || options.pages.includes(id) || (publicSet && !publicSet.has(id))) continue;
      if (!importers.has(id)) importers.set(id, new Set());
      importers.get(id)?.add(page);
    }
  }
  // What one page alone imports (no other page, staff page, tab or lazy part does) stays in that
  // page's own chunk, as automatic splitting puts it.
  const { counts: reach } = downloadCounts(
    graph,
    [...options.entry],
    (id, i) => loaded.has(id) && i >= options.entry.length,
    () => true,
  );
  const names = new Map<string, string>();
  for (const [id, pages] of importers) {
    if ((reach.get(id) ?? 0) < (options.minImporters ?? 2)) continue;
    const chunk = options.chunks.find((c) => c.pages.every((page) => pages.has(page)));
    if (chunk) names.set(id, chunk.name);
  }
  return names;
}

/**
 * A code-splitting group of the public pages' shared code (publicPageChunks): a handful of chunks
 * instead of one per set of importers (staff pages import much of it too), so that a public page
 * loads a few files rather than dozens of a few hundred bytes each.
 */
export function publicPagesGroup(options: Parameters<typeof publicPageChunks>[1] & { debugName: string }): Rolldown.CodeSplittingGroup {
  let names: Map<string, string> | null = null;
  return {
    name: (id, ctx) => (names ??= publicPageChunks(ctx, options)).get(id) ?? null,
    debugName: options.debugName,
    // The sets are closed under static imports already (less what the entries load, which must
    // stay in their chunks).
    includeDependenciesRecursively: false,
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
 * A route's path in routes.ts's syntax as a regular expression over `location.pathname`, matching as
 * routes.ts's `matches` does: ":name" is one non-empty segment, trailing slashes are ignored.
 */
export function routePattern(route: string): string {
  const segments = route.split('/').slice(1);
  const body = segments.map((segment) => (segment.startsWith(':') ? '/[^/]+' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)).join('');
  return route === '/' ? '^/+$' : `^${body}/*$`;
}

/** index.html with modulepreload links for `files` (the page's own, less what it loads anyway) at the end of its head. */
export function withPreloads(html: string, files: readonly string[]): string {
  const end = html.indexOf('</head>');
  if (end < 0) throw new Error('index.html has no </head> to put the page preloads before');
  const links = files.filter((file) => !html.includes(`href="${file}"`) && !html.includes(`src="${file}"`)).map((file) => `  <link rel="modulepreload" crossorigin href="${file}">\n  `);
  return html.slice(0, end) + links.join('') + html.slice(end);
}

/** What the server reads (pages/routes.json next to index.html): the page file of each route, in routes.ts's order. */
export type TClientRoutes = {
  routes: Array<{ pattern: string; html: string; query?: { name: string; html: Record<string, string> } }>;
};

/**
 * One HTML page per set of first modules (routes.ts firstModulesFor): index.html announcing those
 * modules' files itself, so the browser asks for them with the document instead of after the
 * early script. `query` lists, per route, the query parameter whose value changes the first
 * modules (/admin's ?tab=) and its values. File names are the modules' names.
 */
export function clientPages(options: {
  routes: ReadonlyArray<{ path: string }>;
  firstModules: (pathname: string, search: string) => string[];
  query?: Readonly<Record<string, { name: string; values: readonly string[] }>>;
  map: Record<string, string[]>;
}): { pages: Map<string, string[]>; routes: TClientRoutes } {
  const pages = new Map<string, string[]>();
  const pageFor = (modules: string[]) => {
    const file = `pages/${modules.join('.')}.html`;
    if (!pages.has(file)) {
      const missing = modules.filter((module) => !options.map[module]);
      if (missing.length) throw new Error(`no files listed for ${missing.join(', ')}: add it to the plugin's names`);
      pages.set(file, [...new Set(modules.flatMap((module) => options.map[module] ?? []))]);
    }
    return file;
  };
  const routes: TClientRoutes['routes'] = [];
  for (const route of options.routes) {
    // A sample address of the route: any value stands for a ":name" segment.
    const pathname = route.path.replace(/:[^/]+/g, 'x');
    const modules = options.firstModules(pathname, '');
    if (modules.length === 0) throw new Error(`routes.ts gives no first modules for ${route.path}`);
    const entry: TClientRoutes['routes'][number] = { pattern: routePattern(route.path), html: pageFor(modules) };
    const query = options.query?.[route.path];
    if (query) {
      const html: Record<string, string> = {};
      for (const value of query.values) html[value] = pageFor(options.firstModules(pathname, `?${new URLSearchParams({ [query.name]: value })}`));
      entry.query = { name: query.name, html };
    }
    routes.push(entry);
  }
  return { pages, routes: { routes } };
}

/**
 * index.html gets the early script (`early`, a second entry of the build) before the app's own,
 * and the map of each lazily loaded module's files (pageChunkMap) that it reads. With `pages`, the
 * build also writes each route's page (clientPages) into `pages/` next to index.html, and the
 * routes' table the server answers with (`pages/routes.json`, TClientRoutes).
 */
export function pageChunksPlugin(options: {
  srcDir: string;
  early: string;
  names: readonly string[];
  pages?: Omit<Parameters<typeof clientPages>[0], 'map'>;
}): Plugin {
  let map: Record<string, string[]> | null = null;
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
        map = pageChunkMap(chunks, options.srcDir, html, options.names);
        // "<" never appears in a file name, so the JSON cannot close the script element.
        const json = JSON.stringify(packPageChunks(map));
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
    // After index.html is written as it is served: each page is that file with its preloads.
    writeBundle(output) {
      if (!options.pages || !output.dir) return;
      if (!map) throw new Error('index.html was not transformed: no page files to announce');
      const html = readFileSync(path.join(output.dir, 'index.html'), 'utf8');
      const { pages, routes } = clientPages({ ...options.pages, map });
      mkdirSync(path.join(output.dir, 'pages'), { recursive: true });
      for (const [file, files] of pages) writeFileSync(path.join(output.dir, file), withPreloads(html, files));
      writeFileSync(path.join(output.dir, 'pages', 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
    },
  };
}
