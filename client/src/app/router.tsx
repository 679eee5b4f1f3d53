import { Route, Switch } from 'wouter';
import { lazyRetry } from '@/lib/lazy-retry';
import { queryClient } from '@/lib/query-client';
import { NotFoundPage } from './pages/not-found-page';

// Every page is its own download (Vite preloads what it imports when the route asks for it), so a
// public page loads React, the shell and that page only, and no staff code (DESIGN section 8).
// lazyRetry: a page that could not be downloaded (offline) is tried again by the shell's Retry.
const LandingPage = lazyRetry(() => import('./pages/landing-page').then((m) => ({ default: m.LandingPage })));
const LoginPage = lazyRetry(() => import('./pages/login-page').then((m) => ({ default: m.LoginPage })));
const CalculatorPage = lazyRetry(() => import('./pages/calculator-page').then((m) => ({ default: m.CalculatorPage })));
const LoanFormPage = lazyRetry(() => import('./pages/loan-form-page').then((m) => ({ default: m.LoanFormPage })));
const ApplicationSubmittedPage = lazyRetry(() => import('./pages/application-submitted-page').then((m) => ({ default: m.ApplicationSubmittedPage })));
const ApplicationsPage = lazyRetry(() => import('./pages/applications-page').then((m) => ({ default: m.ApplicationsPage })));
const AdminPage = lazyRetry(() => import('./pages/admin-page').then((m) => ({ default: m.AdminPage })));
const UserManagementPage = lazyRetry(() => import('./pages/user-management-page').then((m) => ({ default: m.UserManagementPage })));
const ProfilePage = lazyRetry(() => import('./pages/profile-page').then((m) => ({ default: m.ProfilePage })));
const DashboardPage = lazyRetry(() => import('./pages/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const ForgotPasswordPage = lazyRetry(() => import('./pages/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazyRetry(() => import('./pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const PrivacyPage = lazyRetry(() => import('./pages/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazyRetry(() => import('./pages/terms-page').then((m) => ({ default: m.TermsPage })));
const ContactPage = lazyRetry(() => import('./pages/contact-page').then((m) => ({ default: m.ContactPage })));
const GuaranteePage = lazyRetry(() => import('./pages/guarantee-page').then((m) => ({ default: m.GuaranteePage })));

/**
 * The file of the page a visit opens on, asked for by main.tsx at start-up beside the entry's own
 * files rather than once React has rendered the shell down to the route (Vite fetches the page's
 * imports with it). The same import() as the page's lazy component above, so the file downloads
 * once and the router finds it there; a page with a parameter in its path is left to the router.
 */
const PAGE_FILES: Record<string, () => Promise<unknown>> = {
  '/': () => import('./pages/landing-page'),
  '/login': () => import('./pages/login-page'),
  '/calculator': () => import('./pages/calculator-page'),
  '/loan-form': () => import('./pages/loan-form-page'),
  '/application': () => import('./pages/loan-form-page'),
  '/applications': () => import('./pages/applications-page'),
  '/admin': () => import('./pages/admin-page').then((m) => m.preloadAdminPage(queryClient)),
  '/user-management': () => import('./pages/user-management-page'),
  '/profile': () => import('./pages/profile-page'),
  '/dashboard': () => import('./pages/dashboard-page'),
  '/forgot-password': () => import('./pages/forgot-password-page'),
  '/reset-password': () => import('./pages/reset-password-page'),
  '/privacy': () => import('./pages/privacy-page'),
  '/terms': () => import('./pages/terms-page'),
  '/contact': () => import('./pages/contact-page'),
};

/** Starts the download of the page at this path; a failed one is the page's own to show (with Retry). */
export function preloadPage(path: string): void {
  void PAGE_FILES[path]?.().catch(() => undefined);
}

export function AppRouter() {
  return (
    <Switch>
      <Route path="/" component={LandingPage} />
      <Route path="/login" component={LoginPage} />
      <Route path="/calculator" component={CalculatorPage} />
      <Route path="/loan-form" component={LoanFormPage} />
      <Route path="/application" component={LoanFormPage} />
      <Route path="/application-submitted/:applicationNumber" component={ApplicationSubmittedPage} />
      <Route path="/applications" component={ApplicationsPage} />
      <Route path="/admin" component={AdminPage} />
      <Route path="/user-management" component={UserManagementPage} />
      <Route path="/profile" component={ProfilePage} />
      <Route path="/dashboard" component={DashboardPage} />
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      <Route path="/privacy" component={PrivacyPage} />
      <Route path="/terms" component={TermsPage} />
      <Route path="/contact" component={ContactPage} />
      <Route path="/guarantee/:token" component={GuaranteePage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
