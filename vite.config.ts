import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { ADMIN_TAB_MODULES, PAGE_IDS } from './client/src/app/routes.ts';
import { pageChunksPlugin, signedInSharedGroup } from './scripts/client-chunks.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const PAGES_DIR = r('./client/src/app/pages/');
// The pages an anonymous visitor opens; every other page (and each dashboard tab) is signed-in.
const PUBLIC_PAGES = ['landing-page', 'login-page', 'calculator-page', 'loan-form-page', 'application-submitted-page'].map(
  (name) => `${PAGES_DIR}${name}.tsx`,
);
const ADMIN_SECTION_LOADERS = r('./client/src/app/pages/admin/admin-section-loaders.ts');
// A second entry, not a <script> of index.html (Vite would bundle the two into one): the plugin
// puts it in index.html before the app's script.
const EARLY = r('./client/src/early.ts');

export default defineConfig({
  root: r('./client'),
  publicDir: r('./client/public'),
  plugins: [react(), tailwindcss(), pageChunksPlugin({ srcDir: r('./client/src/'), early: EARLY, names: [...PAGE_IDS, ...Object.values(ADMIN_TAB_MODULES)] })],
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
            signedInSharedGroup({
              name: 'staff-shared',
              entry: r('./client/src/main.tsx'),
              isSignedInRoot: (target, importer) =>
                importer === ADMIN_SECTION_LOADERS || (target.startsWith(PAGES_DIR) && !PUBLIC_PAGES.includes(target)),
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
