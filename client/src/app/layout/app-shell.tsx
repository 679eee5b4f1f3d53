import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LazyBoundary } from '@/components/lazy-boundary';
import { StatusMessage } from '@/components/status-message';
import { NavBar } from './nav-bar';
import { RouteErrorBoundary } from './route-error-boundary';
import { SiteFooter } from './site-footer';

export function AppShell({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <NavBar />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {/* Keyed by location so an error on one page does not stick after navigating away. */}
        <RouteErrorBoundary key={location}>
          {/* A page whose file cannot be downloaded says so with Retry, in place of the page. */}
          <LazyBoundary className="min-h-dvh">
            {/* The fallback fills the screen so the footer does not jump down when the page arrives (CLS). */}
            <Suspense
              fallback={
                <div className="min-h-dvh">
                  <StatusMessage>Loading...</StatusMessage>
                </div>
              }
            >
              {children}
            </Suspense>
          </LazyBoundary>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
