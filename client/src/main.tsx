import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadPageFor } from './app/router';
import { registerServiceWorker } from './lib/register-service-worker';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// Its files are already downloading (early.ts); importing it now lets the first render show it
// rather than the loading line.
loadPageFor(window.location.pathname);

// A transition lets React render the first screen in slices, yielding to the browser between
// them, instead of in one long task that blocks input (total blocking time on slow phones).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorker();
