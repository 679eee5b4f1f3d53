import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Which HTML file of the built client answers a client route. The build writes, next to
// index.html, one page per route (index.html with `<link rel="modulepreload">` tags for that route's
// first files, so the browser asks for them with the document instead of after the early script)
// and the routes' table `pages/routes.json` (scripts/client-chunks.ts, TClientRoutes: a regular
// expression over the path per route, in the client's order, and for /admin a page per ?tab=).
// Read once at start; a request only picks a file name.

type TRoute = { pattern: RegExp; html: string; query?: { name: string; html: ReadonlyMap<string, string> } };

export type TClientPages = {
  /** The file (relative to the client folder) to answer a client route's URL with: its page, else index.html. */
  fileFor(url: string): string;
};

const INDEX = 'index.html';
// Only the build's own page files: never a path out of the folder, whatever the table says.
const PAGE_FILE = /^pages\/[\w.+-]+\.html$/;

export function clientPagesOf(clientDir: string): TClientPages {
  const routes = readRoutes(clientDir);
  return {
    fileFor(url) {
      const question = url.indexOf('?');
      // The path as the browser's location.pathname has it (not decoded), which the client's router matches.
      const pathname = question < 0 ? url : url.slice(0, question);
      const route = routes.find((r) => r.pattern.test(pathname));
      if (!route) return INDEX;
      if (route.query && question >= 0) {
        const value = new URLSearchParams(url.slice(question + 1)).get(route.query.name);
        if (value !== null) return route.query.html.get(value) ?? route.html;
      }
      return route.html;
    },
  };
}

function readRoutes(clientDir: string): TRoute[] {
  const file = path.join(clientDir, 'pages', 'routes.json');
  if (!existsSync(file)) return [];
  const usable = (html: unknown): html is string => typeof html === 'string' && PAGE_FILE.test(html) && existsSync(path.join(clientDir, html));
  const table = JSON.parse(readFileSync(file, 'utf8')) as { routes?: Array<{ pattern?: unknown; html?: unknown; query?: { name?: unknown; html?: Record<string, unknown> } }> };
  const routes: TRoute[] = [];
  for (const entry of table.routes ?? []) {
    if (typeof entry.pattern !== 'string') continue;
    // A page that is not there answers as index.html does (the early script still preloads).
    const html = usable(entry.html) ? entry.html : INDEX;
    const route: TRoute = { pattern: new RegExp(entry.pattern), html };
    if (entry.query && typeof entry.query.name === 'string' && entry.query.html) {
      const pages = Object.entries(entry.query.html).filter((pair): pair is [string, string] => usable(pair[1]));
      route.query = { name: entry.query.name, html: new Map(pages) };
    }
    routes.push(route);
  }
  return routes;
}
