import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { NotFoundPage } from './pages/not-found-page';

// Every page is its own download (Vite preloads what it imports when the route asks for it), so a
// public page loads React, the shell and that page only, and no staff code (DESIGN section 8).
const LandingPage = lazy(() => import('./pages/landing-page').then((m) => ({ default: m.LandingPage })));
const LoginPage = lazy(() => import('./pages/login-page').then((m) => ({ default: m.LoginPage })));
const CalculatorPage = lazy(() => import('./pages/calculator-page').then((m) => ({ default: m.CalculatorPage })));
const LoanFormPage = lazy(() => import('./pages/loan-form-page').then((m) => ({ default: m.LoanFormPage })));
const ApplicationSubmittedPage = lazy(() => import('./pages/application-submitted-page').then((m) => ({ default: m.ApplicationSubmittedPage })));
const ApplicationsPage = lazy(() => import('./pages/applications-page').then((m) => ({ default: m.ApplicationsPage })));
const AdminPage = lazy(() => import('./pages/admin-page').then((m) => ({ default: m.AdminPage })));
const UserManagementPage = lazy(() => import('./pages/user-management-page').then((m) => ({ default: m.UserManagementPage })));
const ProfilePage = lazy(() => import('./pages/profile-page').then((m) => ({ default: m.ProfilePage })));
const DashboardPage = lazy(() => import('./pages/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const ForgotPasswordPage = lazy(() => import('./pages/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('./pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));

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
      <Route component={NotFoundPage} />
    </Switch>
  );
}
