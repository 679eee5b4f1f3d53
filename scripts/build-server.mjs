// Bundles the server (and the common/ code it imports) into dist/server/main.mjs; npm packages stay external.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

await rm('dist/server', { recursive: true, force: true });
const shared = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
  alias: { '@common': './common' },
};
await build({ ...shared, entryPoints: { main: 'server/main.ts' }, outdir: 'dist/server', outExtension: { '.js': '.mjs' } });
await cp('server/db/migrations', 'dist/server/migrations', { recursive: true });
console.log('server built: dist/server/main.mjs');
