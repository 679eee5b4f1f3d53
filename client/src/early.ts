import { ADMIN_TAB_MODULES, firstModulesFor } from './app/routes';
import { loanTabFirstRequests } from './features/applications/api/first-screen';
import { startEarlyGet } from './lib/early-get';
import { appFiles, firstScreenState, holdTaps } from './lib/first-screen-state';
import { startSessionRequest } from './lib/session-request';

// Runs before the app's script (index.html lists it first) and needs no React: it asks for the
// session, makes the browser download the page this visit opens on, and (on /admin) asks for the
// first tab's data as soon as the session says who this is, while React and the shell are still
// downloading, instead of after them. The build writes each page's files into index.html
// (#page-chunks, see scripts/client-chunks.ts); in development there is none. The built server's
// page for a route already announces them (modulepreload links): those are not asked for twice.

/** The build's map: every file once, and each module's files as indexes into that list. */
type TPageChunks = { files: string[]; modules: Record<string, number[]> };

function filesOf(modules: string[]): string[] {
  const text = document.getElementById('page-chunks')?.textContent;
  if (!text) return [];
  try {
    const map = JSON.parse(text) as TPageChunks;
    const wanted = new Set(modules.flatMap((module) => map.modules[module] ?? []));
    return [...wanted].map((i) => map.files[i]).filter((file): file is string => typeof file === 'string');
  } catch {
    // A broken map only costs the head start, never the page.
    return [];
  }
}

/** Asks for these module files now (each once), so that importing the entry finds them on their way. */
function preload(files: string[]): void {
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** Longest wait for the first paint: a browser that never reports one (a hidden tab) starts anyway. */
const FIRST_PAINT_WAIT_MS = 1_000;

/**
 * Runs `then` once, when the page's first contentful paint is on the screen (the browser reports it
 * after it is shown, where the next frame may still be on its way), or at the latest after
 * FIRST_PAINT_WAIT_MS; at once in a hidden tab, where nothing is painted.
 */
function afterFirstPaint(then: () => void): void {
  let done = false;
  let observer: PerformanceObserver | null = null;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    then();
  };
  if (document.visibilityState === 'hidden') return run();
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // A browser without paint entries: after the next frame.
    requestAnimationFrame(() => setTimeout(run, 0));
    return;
  }
  observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(run, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(run, FIRST_PAINT_WAIT_MS);
}

// The session first: on HTTP/1.1 the browser opens at most six connections to the server, and a
// signed-in page can render nothing before this answer, so it must not queue behind the page's files.
// A page the server drew carries the session and the first tab's answers already: none is asked for.
const drawn = firstScreenState() !== null;
const session = drawn ? null : startSessionRequest();
const modules = firstModulesFor(window.location.pathname, window.location.search);

// The data of Loan Applications, the tab /admin opens on: one round trip after the session instead
// of after React, the page, the tab and their first render (the tab's queries take these answers).
if (session && modules.includes(ADMIN_TAB_MODULES.loans)) {
  session
    .then((user) => {
      for (const path of loanTabFirstRequests(user?.role)) startEarlyGet(path);
    })
    .catch(() => undefined);
}

// A page the server drew is painted before the app runs, and asks for none of its scripts: the
// app's entry and its files are listed in it (#app-files, server/lib/first-screen.ts) and asked
// for here once the browser reports the drawing's first paint, so that nothing competes with the
// page and its style sheet on a slow line; the entry then takes the drawing over (main.tsx). A tap
// on a button meanwhile is held and acted on then (first-screen-state.ts).
const drawnFiles = drawn ? appFiles() : null;
if (drawnFiles) {
  holdTaps();
  afterFirstPaint(() => {
    preload([drawnFiles.entry, ...drawnFiles.files]);
    void import(/* @vite-ignore */ drawnFiles.entry);
  });
}

// The server's page for this address announces its files itself (server/lib/client-pages.ts):
// only those it does not announce are added (all of them where the answer is index.html itself).
// A drawn page's are asked for above, after its paint.
if (!drawnFiles) {
  const announced = new Set([...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')));
  preload(filesOf(modules).filter((file) => !announced.has(file)));
}
