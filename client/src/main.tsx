import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { App } from './app/app';
import { loadUserMenu } from './app/layout/nav-bar';
import { loadFirstScreen, loadPageFor } from './app/router';
import { firstScreenState, releaseHeldTaps } from './lib/first-screen-state';
import { knowMerges } from './lib/cn';
import { queryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/register-service-worker';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// A transition lets React render the first screen in slices, yielding to the browser between
// them, instead of in one long task that blocks input (total blocking time on slow phones). A
// page the server drew (entry-server.tsx) is taken over where it stands (hydrated), from the
// answers it was drawn from, once the code of its lazy parts is in (so that it is taken over in
// one pass and no part waits); everything else is drawn here.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const drawn = firstScreenState();
if (drawn) {
  void Promise.all([loadFirstScreen(window.location.pathname, window.location.search), loadUserMenu()])
    // A part that failed to download shows its error once taken over, as it would here.
    .catch(() => undefined)
    .then(nextTask)
    .then(() => {
      // Each step in a task of its own (the last module's code, the drawing's answers and class
      // merges, React's start): together they were one long task. With the merges, taking the
      // drawing over asks nothing of tailwind-merge (lib/cn.ts).
      hydrate(queryClient, drawn.state as DehydratedState);
      knowMerges(drawn.merges);
    })
    .then(nextTask)
    .then(() => {
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App viewport={drawn.viewport} />
          </StrictMode>,
          {
            // A part the browser drew differently from the server is drawn again by React; said in the
            // console (the browser journeys fail on it) because it costs the phone that drawing.
            onRecoverableError: (error) => console.error('The first screen was redrawn:', error instanceof Error ? error.message : error),
          },
        );
      });
      // React now listens on the page: a tap held meanwhile is tapped again, and React takes the
      // part it landed on over at once to act on it.
      setTimeout(releaseHeldTaps, 0);
    });
} else {
  // Its files are already downloading (early.ts); importing it now lets the first render show it
  // rather than the loading line.
  loadPageFor(window.location.pathname);
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

registerServiceWorker();
