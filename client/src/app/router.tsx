import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { lazyRetry } from '@/lib/lazy-retry';
import { queryClient } from '@/lib/query-client';
import { NotFoundPage } from './pages/not-found-page';

type TPage = { component: ComponentType; preload: () => Promise<unknown> };

/**
 * A page in its own file: the component the router shows, and how main.tsx starts the download at
 * start-up, beside the entry's own files rather than once React has rendered the shell down to the
 * route. Both go through the one import(), so the file downloads once; `warm` is what the page
 * fetches first, asked for with it.
 */
function lazyPage<TModule>(load: () => Promise<TModule>, pick: (module: TModule) => ComponentType, warm?: (module: TModule) => unknown): TPage {
  return {
    // lazyRetry: a page that could not be downloaded (offline) is tried again by the shell's Retry.
    component: lazyRetry(() => load().then((module) => ({ default: pick(module) }))),
    preload: () => load().then((module) => warm?.(module)),
  };
}

const loanFormPage = lazyPage(() => import('./pages/loan-form-page'), (m) => m.LoanFormPage);

// Every page is its own download (Vite preloads what it imports when the route asks for it), so a
// public page loads React, the shell and that page only, and no staff code (DESIGN section 8).
// The one list of the client's paths: the router below, preloadPage, and the screen sweeps
// (e2e/screens-390.e2e.ts reads the `path:`s here) all take it from this table.
const ROUTES: { path: string; page: TPage }[] = [
  { path: '/', page: lazyPage(() => import('./pages/landing-page'), (m) => m.LandingPage) },
  { path: '/login', page: lazyPage(() => import('./pages/login-page'), (m) => m.LoginPage) },
  { path: '/calculator', page: lazyPage(() => import('./pages/calculator-page'), (m) => m.CalculatorPage) },
  { path: '/loan-form', page: loanFormPage },
  { path: '/application', page: loanFormPage },
  { path: '/application-submitted/:applicationNumber', page: lazyPage(() => import('./pages/application-submitted-page'), (m) => m.ApplicationSubmittedPage) },
  { path: '/applications', page: lazyPage(() => import('./pages/applications-page'), (m) => m.ApplicationsPage) },
  { path: '/admin', page: lazyPage(() => import('./pages/admin-page'), (m) => m.AdminPage, (m) => m.preloadAdminPage(queryClient)) },
  { path: '/user-management', page: lazyPage(() => import('./pages/user-management-page'), (m) => m.UserManagementPage) },
  { path: '/profile', page: lazyPage(() => import('./pages/profile-page'), (m) => m.ProfilePage) },
  { path: '/dashboard', page: lazyPage(() => import('./pages/dashboard-page'), (m) => m.DashboardPage) },
  { path: '/forgot-password', page: lazyPage(() => import('./pages/forgot-password-page'), (m) => m.ForgotPasswordPage) },
  { path: '/reset-password', page: lazyPage(() => import('./pages/reset-password-page'), (m) => m.ResetPasswordPage) },
  { path: '/privacy', page: lazyPage(() => import('./pages/privacy-page'), (m) => m.PrivacyPage) },
  { path: '/terms', page: lazyPage(() => import('./pages/terms-page'), (m) => m.TermsPage) },
  { path: '/contact', page: lazyPage(() => import('./pages/contact-page'), (m) => m.ContactPage) },
  { path: '/guarantee/:token', page: lazyPage(() => import('./pages/guarantee-page'), (m) => m.GuaranteePage) },
];

/**
 * Starts the download of the page at this path; a failed one is the page's own to show (with Retry).
 * Only a path written out in full matches: a page with a parameter in its path is left to the router.
 */
export function preloadPage(path: string): void {
  void ROUTES.find((route) => route.path === path)
    ?.page.preload()
    .catch(() => undefined);
}

export function AppRouter() {
  // Unkeyed on purpose: Switch renders only the route that matches (no list is reconciled), so
  // going between /loan-form and /application keeps the one form mounted.
  return (
    <Switch>
      {ROUTES.map(({ path, page }) => (
        <Route path={path} component={page.component} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
