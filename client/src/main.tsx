import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { queryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/register-service-worker';
import { authUserQueryOptions } from './lib/use-auth';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// Every page's nav bar shows who is signed in: the session is asked for now, beside the page's
// download, rather than once the first render has run.
void queryClient.prefetchQuery(authUserQueryOptions);
// The page's own file likewise: React would ask for it only once it had rendered the shell.
preloadPage(window.location.pathname);

// In a transition React renders the first screen in slices, yielding to the browser between them,
// instead of in one long task that blocks input on a slow phone.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorker();
