import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: { '@common': r('./common'), '@': r('./client/src') },
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One worker per core (Vitest's default leaves one core idle).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'scripts/*.test.ts'],
          // Each worker imports the server once and runs its files one after another: a file builds
          // its own app on its own copy of the template database (server/test/test-app.ts), so it
          // shares no state with the file before it but the modules' code (about 2.5 s an import).
          isolate: false,
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['server/test/setup-file.ts'],
        },
      },
      {
        extends: true,
        // Component tests keep a fresh module graph and DOM per file (React Query caches, jsdom).
        test: { name: 'client', include: ['client/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
