import { firstModulesFor } from './app/routes';
import { startSessionRequest } from './lib/session-request';

// Runs before the app's script (index.html lists it first) and needs no React: it makes the
// browser download the page this visit opens on, and ask for the session, while React and the
// shell are still downloading, instead of after them. The build writes each page's files into
// index.html (#page-chunks, see scripts/client-chunks.ts); in development there is none.

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

for (const href of filesOf(firstModulesFor(window.location.pathname, window.location.search))) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

startSessionRequest();
