import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

// The server's drawing of the dashboard's first screen (client/src/entry-server.tsx), built for
// Node into dist/ssr/entry-server.mjs with React and every other package inside it: the server
// needs none of the client's packages installed (npm start after npm ci --omit=dev draws nothing,
// the browser then draws the page). One file: the server loads it once at start.
const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: r('./client'),
  plugins: [react()],
  publicDir: false,
  // React's production build only (the packages choose by NODE_ENV when they load).
  define: { __APP_VERSION__: JSON.stringify(pkg.version), 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: { alias: { '@common': r('./common'), '@': r('./client/src') } },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: r('./client/src/entry-server.tsx'),
    outDir: r('./dist/ssr'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'node20',
    minify: true,
    rolldownOptions: { output: { entryFileNames: 'entry-server.mjs', format: 'es', codeSplitting: false } },
  },
});
