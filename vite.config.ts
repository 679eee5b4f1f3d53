import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { ADMIN_TAB_MODULES, PAGE_IDS, USER_MENU_MODULE } from './client/src/app/routes.ts';
import { pageChunksPlugin, signedInSharedGroup, staticImportsGroup } from './scripts/client-chunks.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const PAGES_DIR = r('./client/src/app/pages/');
// The pages an anonymous visitor opens; every other page (and each dashboard tab) is signed-in.
const PUBLIC_PAGES = ['landing-page', 'login-page', 'calculator-page', 'loan-form-page', 'application-submitted-page'].map(
  (name) => `${PAGES_DIR}${name}.tsx`,
);
const ADMIN_SECTION_LOADERS = r('./client/src/app/pages/admin/admin-section-loaders.ts');
// The nav bar's user menu is for signed-in people only: what it alone needs is signed-in code too,
// and goes with the dashboard's first screen. (The nav bar's rarer lazy parts, the forced password
// change and the own-name prompt, keep their own chunks: in `staff-shared` they would each pull in
// all of it.)
const ADMIN_PAGE_FOLDER = ['admin-sections.ts', 'admin-section-loaders.ts', 'admin-nav.tsx', 'admin-section-picker.tsx', 'upcoming-section.tsx'].map(
  (name) => `${PAGES_DIR}admin/${name}`,
);
const LOAN_MANAGEMENT = r('./client/src/features/applications/components/loan-management.tsx');
const USER_MENU = r('./client/src/features/auth/components/user-menu.tsx');
const NAV_BAR = r('./client/src/app/layout/nav-bar.tsx');
// A second entry, not a <script> of index.html (Vite would bundle the two into one): the plugin
// puts it in index.html before the app's script.
const EARLY = r('./client/src/early.ts');

export default defineConfig({
  root: r('./client'),
  publicDir: r('./client/public'),
  plugins: [react(), tailwindcss(), pageChunksPlugin({ srcDir: r('./client/src/'), early: EARLY, names: [...PAGE_IDS, ...Object.values(ADMIN_TAB_MODULES), USER_MENU_MODULE] })],
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
            signedInSharedGroup({
              name: 'staff-shared',
              // The dashboard, its first tab (Loan Applications) and the user menu: their signed-in
              // code in one file, without the dialogs' and later tabs' (issue 17 item 12).
              // The icons only signed-in code uses are public modules to the graph (the lucide-react
              // barrel re-exports them all), so they stay in the admin page's chunk, which then and
              // staff-first import each other. The page's own folder (the sections' table and its
              // loaders, which run at load time with those icons) stays with the page, so that it
              // never reads staff-first before staff-first has run, whichever of the two loads
              // first (the table in staff-first read undefined icons: React #130 on /admin; its
              // loaders there were undefined when another staff page loaded the user menu first).
              firstScreen: {
                name: 'staff-first',
                roots: [r('./client/src/app/pages/admin-page.tsx'), LOAN_MANAGEMENT, USER_MENU],
                leaveOut: ADMIN_PAGE_FOLDER,
              },
              // The early script runs on every page: what it imports is public too.
              entry: [r('./client/src/main.tsx'), EARLY],
              isSignedInRoot: (target, importer) =>
                importer === ADMIN_SECTION_LOADERS || (importer === NAV_BAR && target === USER_MENU) || (target.startsWith(PAGES_DIR) && !PUBLIC_PAGES.includes(target)),
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
