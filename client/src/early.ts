import { ADMIN_TAB_MODULES, firstModulesFor } from './app/routes';
import { loanTabFirstRequests } from './features/applications/api/first-screen';
import { startEarlyGet } from './lib/early-get';
import { firstScreenState, holdTaps } from './lib/first-screen-state';
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

// A page the server drew is painted before the app runs: its entry comes with the page as a
// modulepreload marked data-app-entry (server/lib/first-screen.ts) and starts here after the next
// frame has shown the drawing; it then takes the drawing over (main.tsx). A tap on a button meanwhile
// is held and acted on then (first-screen-state.ts).
const entry = drawn ? document.querySelector('link[rel="modulepreload"][data-app-entry]')?.getAttribute('href') : null;
if (entry) {
  holdTaps();
  requestAnimationFrame(() => setTimeout(() => void import(/* @vite-ignore */ entry), 0));
}

// The server's page for this address announces its files itself (server/lib/client-pages.ts):
// only those it does not announce are added (all of them where the answer is index.html itself).
const announced = new Set([...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')));
preload(filesOf(modules).filter((file) => !announced.has(file)));
