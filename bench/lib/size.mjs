// Size of what a browser must download before a page can run: the entry script of index.html and
// its static imports (the modulepreloads Vite writes into index.html), plus, for a lazy route page,
// the page's chunk and its static imports (what Vite preloads when the router imports the page).
// Read from the build's manifest (dist/client/.vite/manifest.json, Vite's `build.manifest`).
// Each file is gzipped on its own at level 9 (what a static server or CDN would send).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

function readManifest(clientDir) {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the client first (npm run build:client)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The chunk of this manifest key and every chunk it statically imports, transitively. */
function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build's manifest has no ${key}`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

function gzipped(clientDir, files) {
  const list = [...new Set(files)].map((file) => {
    const raw = readFileSync(path.join(clientDir, file));
    return { file, bytes: raw.length, gzipBytes: gzipSync(raw, { level: 9 }).length };
  });
  return {
    files: list,
    bytes: list.reduce((s, f) => s + f.bytes, 0),
    gzipBytes: list.reduce((s, f) => s + f.gzipBytes, 0),
  };
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * routes: [{ route: '/calculator', page: 'src/app/pages/calculator-page.tsx' }] (the page's source,
 * relative to the client folder, as the manifest names it). For every route: `initial` = what
 * index.html makes the browser fetch; `withRouteChunk` = that plus the lazy page's files.
 */
export function measureSizes(clientDir, routes, budgetKb) {
  const manifest = readManifest(clientDir);
  const jsOf = (keys) => [...keys].map((key) => manifest[key].file);
  const cssOf = (keys) => [...keys].flatMap((key) => manifest[key].css ?? []);
  const entry = closure(manifest, 'index.html');
  const initial = gzipped(clientDir, jsOf(entry));
  const css = gzipped(clientDir, cssOf(entry));

  const perRoute = routes.map(({ route, page }) => {
    const withPage = closure(manifest, page, new Set(entry));
    const all = gzipped(clientDir, jsOf(withPage));
    const pageCss = gzipped(clientDir, cssOf(withPage));
    const initialKb = kb(initial.gzipBytes);
    const withRouteKb = kb(all.gzipBytes);
    return {
      route,
      initialJsGzipKb: initialKb,
      initialJsFiles: initial.files.length,
      withRouteChunkGzipKb: withRouteKb,
      withRouteChunkFiles: all.files.length,
      cssGzipKb: kb(pageCss.gzipBytes),
      note: `loads ${page} lazily`,
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
