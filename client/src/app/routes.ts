// The address book of the app: which page each path shows, and what a visit that starts there
// downloads first. No React and no imports of the pages here: early.ts, the script index.html runs
// before the app's own, uses it to preload the page's files while React downloads; router.tsx
// renders the same table with the pages' downloads (page ids are the pages' file names).

export const PAGE_IDS = [
  'landing-page',
  'login-page',
  'calculator-page',
  'loan-form-page',
  'application-submitted-page',
  'applications-page',
  'admin-page',
  'user-management-page',
  'profile-page',
  'dashboard-page',
] as const;

export type TPageId = (typeof PAGE_IDS)[number];

/** Paths in wouter's syntax (":name" is one segment); the first match wins, as in a <Switch>. */
export const ROUTES: ReadonlyArray<{ path: string; page: TPageId }> = [
  { path: '/', page: 'landing-page' },
  { path: '/login', page: 'login-page' },
  { path: '/calculator', page: 'calculator-page' },
  { path: '/loan-form', page: 'loan-form-page' },
  { path: '/application', page: 'loan-form-page' },
  { path: '/application-submitted/:applicationNumber', page: 'application-submitted-page' },
  { path: '/applications', page: 'applications-page' },
  { path: '/admin', page: 'admin-page' },
  { path: '/user-management', page: 'user-management-page' },
  { path: '/profile', page: 'profile-page' },
  { path: '/dashboard', page: 'dashboard-page' },
];

/** The file of each dashboard tab (admin-section-loaders.ts imports these; a test keeps them equal). */
export const ADMIN_TAB_MODULES = {
  loans: 'loan-management',
  accounting: 'accounting-tab',
  payments: 'payments-tab',
  'debt-collection': 'collections-tab',
  borrowers: 'borrowers-tab',
  accounts: 'accounts-tab',
  'email-settings': 'email-settings-tab',
  'shop-settings': 'shop-settings-tab',
  activity: 'activity-tab',
  profile: 'profile-tab',
  'system-admin': 'system-admin-tab',
} as const;

/**
 * The nav bar's lazy module every signed-in page shows (nav-bar.tsx imports it when there is a
 * session): the dashboard preloads it with its page, not after the session answer.
 */
export const USER_MENU_MODULE = 'user-menu';

export type TAdminSectionId = keyof typeof ADMIN_TAB_MODULES;

export function isAdminSectionId(value: string): value is TAdminSectionId {
  return Object.hasOwn(ADMIN_TAB_MODULES, value);
}

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = (pathname.replace(/\/+$/, '') || '/').split('/');
  return want.length === got.length && want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]));
}

export function pageIdFor(pathname: string): TPageId | null {
  return ROUTES.find((route) => matches(route.path, pathname))?.page ?? null;
}

/**
 * The modules a visit starting at this address needs first: its page and, on /admin, the tab it
 * opens (the one in ?tab=, else Loan Applications, the first tab of every role but it; it's own
 * first tab then loads when the session says so) and the user menu of the nav bar.
 */
export function firstModulesFor(pathname: string, search: string): string[] {
  const page = pageIdFor(pathname);
  if (!page) return [];
  if (page !== 'admin-page') return [page];
  const tab = new URLSearchParams(search).get('tab');
  return [page, ADMIN_TAB_MODULES[tab && isAdminSectionId(tab) ? tab : 'loans'], USER_MENU_MODULE];
}
