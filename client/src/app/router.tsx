import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { lazyComponent } from '@/lib/lazy-component';
import { preloadable, type TPreloadable } from '@/lib/preloadable';
import { NotFoundPage } from './pages/not-found-page';
import { pageIdFor, ROUTES, type TPageId } from './routes';

// Every page is its own download, the landing page too: the first paint of a public page needs
// React, the shell and that page only (DESIGN section 8). early.ts preloads the first page's files.
const page = (download: () => Promise<ComponentType>) => preloadable(download);

// The dashboard's module also knows its tabs' downloads (loadFirstScreen).
const adminPageModule = preloadable(() => import('./pages/admin-page'));

const PAGES: Record<TPageId, TPreloadable<ComponentType>> = {
  'landing-page': page(() => import('./pages/landing-page').then((m) => m.LandingPage)),
  'login-page': page(() => import('./pages/login-page').then((m) => m.LoginPage)),
  'calculator-page': page(() => import('./pages/calculator-page').then((m) => m.CalculatorPage)),
  'loan-form-page': page(() => import('./pages/loan-form-page').then((m) => m.LoanFormPage)),
  'application-submitted-page': page(() => import('./pages/application-submitted-page').then((m) => m.ApplicationSubmittedPage)),
  'applications-page': page(() => import('./pages/applications-page').then((m) => m.ApplicationsPage)),
  'admin-page': page(() => adminPageModule.load().then((m) => m.AdminPage)),
  'user-management-page': page(() => import('./pages/user-management-page').then((m) => m.UserManagementPage)),
  'profile-page': page(() => import('./pages/profile-page').then((m) => m.ProfilePage)),
  'dashboard-page': page(() => import('./pages/dashboard-page').then((m) => m.DashboardPage)),
};

const PAGE_COMPONENTS = Object.fromEntries(
  (Object.keys(PAGES) as TPageId[]).map((id) => [id, lazyComponent(PAGES[id])]),
) as Record<TPageId, ComponentType>;

/** Starts importing the page of this path (a failed download shows in the page's error boundary). */
export function loadPageFor(pathname: string): void {
  const id = pageIdFor(pathname);
  if (id) PAGES[id].load().catch(() => undefined);
}

/**
 * Loads what the first screen of this address shows (its page and, on /admin, the tab it opens on):
 * a page the server drew is taken over once these are in, in one pass (main.tsx).
 */
export async function loadFirstScreen(pathname: string, search: string): Promise<void> {
  const id = pageIdFor(pathname);
  if (!id) return;
  await PAGES[id].load();
  if (id === 'admin-page') await (await adminPageModule.load()).loadSection(new URLSearchParams(search).get('tab'));
}

export function AppRouter() {
  return (
    <Switch>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path} component={PAGE_COMPONENTS[route.page]} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
