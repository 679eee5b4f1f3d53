import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { isChromiumAvailable, isCi, MISSING_CHROMIUM_MESSAGE } from './e2e/support/chromium';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Without Chromium a developer machine skips the journeys (so `npm test` still passes there);
// CI must not: there the global setup fails the run with the same message.
const skipJourneys = !isChromiumAvailable() && !isCi();
if (skipJourneys) console.warn(`\n[e2e] WARNING: ${MISSING_CHROMIUM_MESSAGE} The e2e journeys are skipped.\n`);

export default defineConfig({
  resolve: {
    alias: { '@common': r('./common') },
  },
  test: {
    include: skipJourneys ? [] : ['e2e/**/*.e2e.ts'],
    passWithNoTests: skipJourneys,
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: skipJourneys ? [] : ['e2e/global-setup.ts'],
  },
});
