// Size of what a browser must download before a public page can run: the entry script of
// index.html, its modulepreloads, and every chunk they statically import (transitively).
// Each file is gzipped on its own at level 9 (what a static server or CDN would send).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const attr = (tag, name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1] ?? null;

/** Absolute path of a URL used by index.html ("/assets/x.js") or by a chunk ("./x.js"). */
function resolveAsset(clientDir, from, ref) {
  if (/^[a-z]+:\/\//i.test(ref) || ref.startsWith('//')) return null; // external: not ours to count
  const clean = ref.split(/[?#]/)[0];
  if (clean.startsWith('/')) return path.join(clientDir, clean);
  return path.resolve(path.dirname(from), clean);
}

export function parseIndexHtml(html) {
  const tags = html.match(/<(script|link)\b[^>]*>/gi) ?? [];
  const scripts = [];
  const preloads = [];
  const styles = [];
  for (const tag of tags) {
    if (/^<script/i.test(tag)) {
      if ((attr(tag, 'type') ?? '').toLowerCase() === 'module' && attr(tag, 'src')) scripts.push(attr(tag, 'src'));
    } else {
      const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
      if (rel.includes('modulepreload') && attr(tag, 'href')) preloads.push(attr(tag, 'href'));
      if (rel.includes('stylesheet') && attr(tag, 'href')) styles.push(attr(tag, 'href'));
    }
  }
  return { scripts, preloads, styles };
}

// Static ESM forms as minifiers print them: import{a}from"./x.js", import"./x.js", import*as n from"./x.js",
// export{a}from"./x.js", export*from"./x.js". Dynamic import(`./x.js`) is excluded: the "(" is not allowed.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.m?js)["']/g;

export function staticImportsOf(code) {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => m[1]);
}

/** The file and every file it statically imports, transitively, in discovery order. */
function closure(clientDir, startFiles) {
  const seen = new Set();
  const queue = [...startFiles];
  while (queue.length) {
    const file = queue.shift();
    if (!file || seen.has(file)) continue;
    if (!existsSync(file)) throw new Error(`referenced asset is missing: ${path.relative(clientDir, file)}`);
    seen.add(file);
    for (const ref of staticImportsOf(readFileSync(file, 'utf8'))) {
      const target = resolveAsset(clientDir, file, ref);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen];
}

function gzipped(clientDir, files) {
  const list = files.map((file) => {
    const raw = readFileSync(file);
    return { file: path.relative(clientDir, file), bytes: raw.length, gzipBytes: gzipSync(raw, { level: 9 }).length };
  });
  return {
    files: list,
    bytes: list.reduce((s, f) => s + f.bytes, 0),
    gzipBytes: list.reduce((s, f) => s + f.gzipBytes, 0),
  };
}

/**
 * The files a lazy page needs, from the map the build writes into index.html
 * (`<script type="application/json" id="page-chunks">`: every file once, and each module's files
 * as indexes into that list; early.ts preloads them at once), plus their static imports.
 */
function lazyRouteFiles(clientDir, indexPath, html, pageModule) {
  const json = html.match(/<script type="application\/json" id="page-chunks">([\s\S]*?)<\/script>/)?.[1];
  if (!json) throw new Error('index.html has no page-chunks map: build the client first');
  const map = JSON.parse(json);
  const indexes = map.modules[pageModule];
  if (!indexes) return null;
  return closure(clientDir, indexes.map((i) => resolveAsset(clientDir, indexPath, map.files[i])).filter(Boolean));
}

/**
 * routes: [{ route: '/', lazyPageChunk: null }, { route: '/calculator', lazyPageChunk: 'calculator-page' }].
 * For every route: `initial` = entry scripts + modulepreloads + static imports (what index.html makes the browser fetch);
 * `withRouteChunk` = that plus the lazy page's files, which early.ts preloads on that URL.
 */
export function measureSizes(clientDir, routes, budgetKb) {
  const indexPath = path.join(clientDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`${indexPath} is missing: build the client first`);
  const html = readFileSync(indexPath, 'utf8');
  const { scripts, preloads, styles } = parseIndexHtml(html);
  if (scripts.length === 0) throw new Error('index.html has no <script type="module" src>');
  const entryFiles = scripts.map((s) => resolveAsset(clientDir, indexPath, s)).filter(Boolean);
  const initialFiles = closure(clientDir, [...entryFiles, ...preloads.map((p) => resolveAsset(clientDir, indexPath, p)).filter(Boolean)]);
  const initial = gzipped(clientDir, initialFiles);
  const css = gzipped(clientDir, styles.map((s) => resolveAsset(clientDir, indexPath, s)).filter(Boolean));

  const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
  const perRoute = routes.map(({ route, lazyPageChunk }) => {
    let withRoute = null;
    let note = 'the page is part of the entry chunk';
    if (lazyPageChunk) {
      const lazy = lazyRouteFiles(clientDir, indexPath, html, lazyPageChunk);
      if (lazy) {
        const all = [...new Set([...initialFiles, ...lazy])];
        withRoute = gzipped(clientDir, all);
        note = `loads ${lazyPageChunk} lazily, preloaded with the entry`;
      } else {
        note = `no lazy module named ${lazyPageChunk} in the page-chunks map`;
      }
    }
    const initialKb = kb(initial.gzipBytes);
    const withRouteKb = withRoute ? kb(withRoute.gzipBytes) : initialKb;
    return {
      route,
      initialJsGzipKb: initialKb,
      initialJsFiles: initial.files.length,
      withRouteChunkGzipKb: withRouteKb,
      withRouteChunkFiles: withRoute ? withRoute.files.length : initial.files.length,
      note,
      budgetKb,
      pass: initialKb <= budgetKb,
      passWithRouteChunk: withRouteKb <= budgetKb,
    };
  });

  return {
    budgetKb,
    routes: perRoute,
    initialFiles: initial.files.map((f) => ({ ...f, gzipKb: kb(f.gzipBytes) })),
    initialJsRawKb: kb(initial.bytes),
    cssGzipKb: kb(css.gzipBytes),
    cssRawKb: kb(css.bytes),
    cssFiles: css.files.map((f) => f.file),
  };
}
