import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { ADMIN_TAB_MODULES, firstModulesFor, PAGE_IDS, ROUTES, USER_MENU_MODULE } from './client/src/app/routes.ts';
import { pageChunksPlugin, publicPagesGroup, signedInSharedGroup, staticImportsGroup } from './scripts/client-chunks.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const PAGES_DIR = r('./client/src/app/pages/');
const page = (name: string) => `${PAGES_DIR}${name}.tsx`;
const LANDING = page('landing-page');
const CALCULATOR = page('calculator-page');
const LOAN_FORM = page('loan-form-page');
// The pages an anonymous visitor opens; every other page (and each dashboard tab) is signed-in.
const LOGIN = page('login-page');
const PUBLIC_PAGES = [LANDING, LOGIN, CALCULATOR, LOAN_FORM, page('application-submitted-page')];
const ADMIN_SECTION_LOADERS = r('./client/src/app/pages/admin/admin-section-loaders.ts');
// The nav bar's user menu is for signed-in people only: what it alone needs is signed-in code too,
// and goes with the dashboard's first screen. (The nav bar's rarer lazy parts, the forced password
// change and the own-name prompt, keep their own chunks: in `staff-shared` they would each pull in
// all of it.)
const ADMIN_PAGE_FOLDER = ['admin-sections.ts', 'admin-section-loaders.ts', 'admin-nav.tsx', 'admin-section-picker.tsx', 'upcoming-section.tsx'].map(
  (name) => `${PAGES_DIR}admin/${name}`,
);
const ADMIN_PAGE = r('./client/src/app/pages/admin-page.tsx');
const LOAN_MANAGEMENT = r('./client/src/features/applications/components/loan-management.tsx');
const USER_MENU = r('./client/src/features/auth/components/user-menu.tsx');
const NAV_BAR = r('./client/src/app/layout/nav-bar.tsx');
// A second entry, not a <script> of index.html (Vite would bundle the two into one): the plugin
// puts it in index.html before the app's script.
const EARLY = r('./client/src/early.ts');
const ENTRIES = [r('./client/src/main.tsx'), EARLY];
// The dynamic imports that lead into the signed-in area: a staff page, a dashboard tab, the user menu.
const isSignedInRoot = (target: string, importer: string) =>
  importer === ADMIN_SECTION_LOADERS || (importer === NAV_BAR && target === USER_MENU) || (target.startsWith(PAGES_DIR) && !PUBLIC_PAGES.includes(target));

export default defineConfig({
  root: r('./client'),
  publicDir: r('./client/public'),
  plugins: [
    react(),
    tailwindcss(),
    pageChunksPlugin({
      srcDir: r('./client/src/'),
      early: EARLY,
      names: [...PAGE_IDS, ...Object.values(ADMIN_TAB_MODULES), USER_MENU_MODULE],
      // Each route's page announces its first files itself (the server answers the route with it),
      // /admin one per tab of ?tab=.
      pages: { routes: ROUTES, firstModules: firstModulesFor, query: { '/admin': { name: 'tab', values: Object.keys(ADMIN_TAB_MODULES) } } },
    }),
  ],
  // The footer of What's New names the version that is running (DESIGN decision 7).
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  resolve: {
    alias: { '@common': r('./common'), '@': r('./client/src') },
  },
  build: {
    outDir: r('./dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      input: { index: r('./client/index.html'), early: EARLY },
      output: {
        codeSplitting: {
          groups: [
            // What the early script imports (the routes, the session request, the first tab's
            // addresses), which the app's entry imports too: one file, not one per set of importers.
            staticImportsGroup({ name: 'early-shared', root: EARLY }),
            // What the public pages import beyond the entries, in four chunks by who imports it,
            // instead of one per set of importers (staff pages share most of it: 23 files for
            // /calculator, 30 for /loan-form, most of a few hundred bytes, each a round trip on
            // the phone profile; issue 18). The landing page loads only its own few icons.
            publicPagesGroup({
              debugName: 'public-pages',
              entry: ENTRIES,
              pages: PUBLIC_PAGES,
              barrels: ['lucide-react', 'radix-ui'],
              chunks: [
                { name: 'public-landing', pages: [LANDING] },
                { name: 'public-forms', pages: [CALCULATOR, LOAN_FORM] },
                { name: 'public-calculator', pages: [CALCULATOR] },
                { name: 'public-loan-form', pages: [LOAN_FORM] },
                { name: 'public-login', pages: [LOGIN] },
                { name: 'public-more', pages: [] },
              ],
            }),
            // The public modules the dashboard's first screen imports besides those (the dialog, Radix
            // parts, its icons): one chunk, not a dozen (issue 17 item 12).
            publicPagesGroup({
              debugName: 'staff-first-public',
              entry: ENTRIES,
              pages: [ADMIN_PAGE, LOAN_MANAGEMENT, USER_MENU],
              barrels: ['lucide-react', 'radix-ui'],
              isSignedInRoot,
              // Also what the admin page alone imports (the sections' icons), which staff-first reads too.
              minImporters: 1,
              chunks: [{ name: 'staff-first-public', pages: [] }],
            }),
            signedInSharedGroup({
              name: 'staff-shared',
              // The dashboard, its first tab (Loan Applications) and the user menu: their signed-in
              // code in one file, without the dialogs' and later tabs' (issue 17 item 12).
              // The icons only signed-in code uses are public modules to the graph (the lucide-react
              // barrel re-exports them all): without staff-first-public above, they stayed in the
              // admin page's chunk, which then and staff-first imported each other (now only the
              // page's chunk imports staff-first, but the rule stays). The page's own folder (the
              // sections' table and its loaders, which run at load time with those icons) stays
              // with the page, so that it never reads staff-first before staff-first has run,
              // whichever of the two loads first (the table in staff-first read undefined icons:
              // React #130 on /admin; its loaders there were undefined when another staff page
              // loaded the user menu first).
              firstScreen: {
                name: 'staff-first',
                roots: [ADMIN_PAGE, LOAN_MANAGEMENT, USER_MENU],
                leaveOut: ADMIN_PAGE_FOLDER,
              },
              // The early script runs on every page: what it imports is public too.
              entry: ENTRIES,
              isSignedInRoot,
            }),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // What's New imports CHANGELOG.md from the project root.
    fs: { allow: [r('.')] },
    proxy: { '/api': 'http://localhost:5000', '/objects': 'http://localhost:5000' },
  },
});
