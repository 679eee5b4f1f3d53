import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// The dashboard's first screen drawn on the server (issue 17 item 12): /admin for a signed-in
// member of staff is answered with the page already drawn, so a phone shows the heading, the
// summary and the first applications with the document instead of after React, the page's files
// and its API answers. The drawing is the client's own code (client/src/entry-server.tsx, which
// Vite builds for Node into dist/ssr/entry-server.mjs); this file only asks it what to read, reads
// those answers from this server's own API with the visitor's cookie (every permission the API
// enforces holds), and puts its drawing into the route's page. Whenever any of that is not
// possible (no build of it, no session, an answer that is not 200, an error, too slow) the page is
// answered as it always was, and the browser draws it.

/** What dist/ssr/entry-server.mjs exports (see client/src/entry-server.tsx). */
export type TFirstScreenModule = {
  firstScreenReads(url: string, user: unknown): string[] | null;
  renderFirstScreen(args: { url: string; user: unknown; answers: Record<string, unknown>; viewport: TViewportGuess }): Promise<{ html: string; state: unknown; merges?: unknown }>;
};

export type TViewportGuess = 'phone' | 'desktop';

export type TFirstScreens = {
  /** The route's page with the first screen drawn in it, or null when the browser is to draw it. */
  pageFor(request: FastifyRequest, reply: FastifyReply, pageFile: string): Promise<string | null>;
};

const SESSION_PATH = '/api/auth/user';
/**
 * The only pages the drawing module draws (client/src/entry-server.tsx, firstScreenReads): any
 * other address is answered as built without loading the module or reading the session, so a
 * borrower's visits never load it.
 */
const DRAWN_PAGE = /^\/admin\/?(\?|$)/;
const ROOT = '<div id="root"></div>';
/** Longer than this and the visitor is better served by the page as it was. */
const RENDER_TIMEOUT_MS = 2_000;

/** The answer the session and each read must give to be drawn from: 200 with JSON. */
type TRead = { ok: true; body: unknown; setCookie: string[] } | { ok: false };

/** dist/ssr/entry-server.mjs beside the built client folder (dist/client), or null where there is none. */
export function firstScreenModuleBeside(clientDir: string): string | null {
  const file = path.join(clientDir, '..', 'ssr', 'entry-server.mjs');
  return existsSync(file) ? file : null;
}

/** A phone or a desktop, from the client hint browsers send (Sec-CH-UA-Mobile), else the user agent. */
export function viewportGuessOf(headers: FastifyRequest['headers']): TViewportGuess {
  const mobile = headers['sec-ch-ua-mobile'];
  if (mobile === '?1') return 'phone';
  if (mobile === '?0') return 'desktop';
  return /Mobi|Android|iPhone|iPad/i.test(String(headers['user-agent'] ?? '')) ? 'phone' : 'desktop';
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The drawn page as the browser accepts it: brotli (at a quality that takes about a millisecond
 * for the page's 25 KB), else gzip, else as it is. The built files have theirs made at build time.
 */
export async function encodedPage(html: string, acceptEncoding: string | undefined): Promise<{ body: Buffer; encoding: 'br' | 'gzip' | null }> {
  const accepts = (name: string) => new RegExp(`(^|[\\s,])${name}(?![\\w-])(?!;q=0(\\.0*)?([\\s,]|$))`, 'i').test(acceptEncoding ?? '');
  const text = Buffer.from(html, 'utf8');
  if (accepts('br')) return { body: await brotli(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: text.length } }), encoding: 'br' };
  if (accepts('gzip')) return { body: await gzipped(text, { level: 6 }), encoding: 'gzip' };
  return { body: text, encoding: null };
}

const APP_ENTRY = /<script type="module"[^>]* src="(\/assets\/(?!early-)[^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]* href="([^"]+)"[^>]*>\s*/g;
/** The page's scripts, as the early script finds them (client/src/lib/first-screen-state.ts). */
const APP_FILES_ELEMENT_ID = 'app-files';

/**
 * The route's page as it goes out around a drawing. Its scripts are not needed to show anything,
 * only to make the buttons work, so the page asks for none of them: the app's entry and the files
 * it announced are listed instead (JSON in #app-files, in the page's order) and the early script
 * (/assets/early-*, which stays as it is) asks for them once the drawing has been painted, then
 * starts the app (client/src/early.ts). A phone on a slow line thus paints the drawing without the
 * scripts competing for the line, and the page takes no script work before its paint. Null when
 * the page is not as the build writes it (the browser then draws the page itself).
 */
export function drawnPageOf(page: string): string | null {
  const entry = APP_ENTRY.exec(page)?.[1];
  if (!entry || !page.includes(ROOT) || !page.includes('</head>')) return null;
  const files: string[] = [];
  const rest = page.replace(APP_ENTRY, '').replace(MODULE_PRELOAD, (_link, href: string) => {
    files.push(href);
    return '';
  });
  const list = `<script type="application/json" id="${APP_FILES_ELEMENT_ID}">${scriptSafeJson({ entry, files })}</script>\n  `;
  return rest.replace('</head>', () => `${list}</head>`);
}

/** JSON that cannot end the <script> element it is written in, nor a line in old parsers. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function firstScreensOf({ app, clientDir, modulePath }: { app: FastifyInstance; clientDir: string; modulePath: string }): TFirstScreens {
  // Loaded on the first visit that may be drawn, not at start: most starts (and the idle memory
  // budget) never need the megabyte of React and pages it holds.
  let loading: Promise<TFirstScreenModule | null> | null = null;
  const loadModule = () =>
    (loading ??= import(pathToFileURL(modulePath).href).then(
      (module: TFirstScreenModule) => module,
      (error: unknown) => {
        app.log.warn({ err: error }, 'the first screen module did not load: the browser draws every page');
        return null;
      },
    ));
  const pages = new Map<string, Promise<string | null>>();
  const pageText = (file: string) => {
    let text = pages.get(file);
    if (!text) {
      text = readFile(path.join(clientDir, file), 'utf8').then(drawnPageOf);
      text.catch(() => pages.delete(file));
      pages.set(file, text);
    }
    return text;
  };

  /** GET `url` from this server's own API as the visitor (their cookie and address). */
  const read = async (request: FastifyRequest, url: string): Promise<TRead> => {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { cookie: request.headers.cookie ?? '', 'user-agent': request.headers['user-agent'] ?? '', accept: 'application/json' },
      remoteAddress: request.ip,
    });
    if (res.statusCode !== 200 || !String(res.headers['content-type'] ?? '').includes('application/json')) return { ok: false };
    const setCookie = res.headers['set-cookie'];
    return { ok: true, body: res.json(), setCookie: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie] };
  };

  const draw = async (request: FastifyRequest, pageFile: string): Promise<{ page: string; setCookie: string[] } | null> => {
    const module = await loadModule();
    if (!module) return null;
    const session = await read(request, SESSION_PATH);
    if (!session.ok) return null;
    const paths = module.firstScreenReads(request.url, session.body);
    if (!paths || paths.length === 0) return null;
    const answers = await Promise.all(paths.map((p) => read(request, p)));
    const bodies: Record<string, unknown> = {};
    for (const [i, answer] of answers.entries()) {
      if (!answer.ok) return null;
      bodies[paths[i] as string] = answer.body;
    }
    const viewport = viewportGuessOf(request.headers);
    const [page, drawn] = await Promise.all([
      pageText(pageFile),
      module.renderFirstScreen({ url: request.url, user: session.body, answers: bodies, viewport }),
    ]);
    if (page === null) return null;
    const state = `<script type="application/json" id="first-screen">${scriptSafeJson({ state: drawn.state, viewport, merges: drawn.merges ?? [] })}</script>`;
    return { page: page.replace(ROOT, () => `<div id="root">${drawn.html}</div>${state}`), setCookie: session.setCookie };
  };

  return {
    async pageFor(request, reply, pageFile) {
      // Only a visit with a cookie can be a member of staff; a HEAD has no body to draw.
      if (request.method !== 'GET' || !request.headers.cookie || !DRAWN_PAGE.test(request.url)) return null;
      let timer: NodeJS.Timeout | undefined;
      try {
        const drawn = await Promise.race([
          draw(request, pageFile),
          new Promise<null>((resolve) => {
            timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
          }),
        ]);
        if (!drawn) return null;
        // A refreshed session cookie goes to the browser as the API's own answer would have sent it.
        if (drawn.setCookie.length > 0) reply.header('set-cookie', drawn.setCookie);
        return drawn.page;
      } catch (error) {
        request.log.warn({ err: error }, 'the first screen was not drawn: the browser draws it');
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
