import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { queryClient as browserQueryClient } from '@/lib/query-client';
import { ViewportGuessContext, type TViewportGuess } from '@/lib/use-media-query';
import { AppShell } from './layout/app-shell';
import { AppProviders } from './providers';
import { AppRouter } from './router';

export type TAppProps = {
  /** The query cache (the browser's own by default; the server renders each request with its own). */
  client?: QueryClient;
  /** The address a server render is of ("/admin?tab=loans"; the browser's own otherwise). */
  at?: string;
  /** The width the server rendered the first screen for (entry-server.tsx); the browser's first render answers as it did. */
  viewport?: TViewportGuess | null;
};

/**
 * Marks the page as running (<html data-app="ready">) once the first render is on screen: on a page
 * the server drew, from then on its buttons work (a click on a part still arriving is replayed by
 * React when it arrives). Browser journeys wait for it.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

export function App({ client = browserQueryClient, at, viewport = null }: TAppProps) {
  return (
    // wouter takes the search from an ssrPath with "?" in it.
    <Router ssrPath={at}>
      <ViewportGuessContext value={viewport}>
        <AppProviders client={client}>
          <AppShell>
            <AppRouter />
          </AppShell>
          <ReadyMark />
        </AppProviders>
      </ViewportGuessContext>
    </Router>
  );
}
